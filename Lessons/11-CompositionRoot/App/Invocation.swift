import Foundation

/// What the user asked for: one command, and where to keep the markets.
struct Invocation: Equatable {
  /// One thing the app can do.
  enum Command: Equatable {
    case create(name: String)
    case publish(slug: String)
    case list
  }

  var command: Command
  /// The path given with `--store`, or nil.
  var storePath: String?

  /// Reads `arguments`, without the program's name.
  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    while let option = rest.first, option.hasPrefix("-") {
      rest.removeFirst()
      guard option == "--store" else { throw UsageError("unknown option '\(option)'") }
      guard let path = rest.popFirst() else { throw UsageError("--store needs a path") }
      storePath = path
    }
    guard let name = rest.popFirst() else { throw UsageError("no command given") }
    switch name {
    case "create":
      guard !rest.isEmpty else { throw UsageError("create needs the market's name") }
      command = .create(name: rest.joined(separator: " "))
    case "publish":
      guard let slug = rest.popFirst() else { throw UsageError("publish needs a slug") }
      guard rest.isEmpty else { throw UsageError("publish takes one slug") }
      command = .publish(slug: slug)
    case "list":
      guard rest.isEmpty else { throw UsageError("list takes no arguments") }
      command = .list
    default:
      throw UsageError("unknown command '\(name)'")
    }
  }

  /// How to call the app, printed after a usage error.
  static let usage = """
    Usage: Lesson11CompositionRootApp [--store <path>] <command>
    Commands:
      create <name>    create a draft market
      publish <slug>   make a draft market active
      list             list every market
    Without --store, the markets are kept in the file MARKET_STORE names.
    """
}
