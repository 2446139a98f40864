import Foundation

/// What the command line asks for.
struct Invocation: Equatable {
  /// One thing the command can do.
  enum Command: Equatable {
    case add(slug: String, direction: Alert.Direction, price: Double, days: Int?)
    case list
    case check
  }

  /// The time given with `--now`, or nil for the clock's.
  var now: Date?
  var command: Command

  /// Reads `arguments`, without the program's name.
  init(arguments: [String]) throws(AlertsFailure) {
    var rest = arguments[...]
    if rest.first == "--now" {
      rest.removeFirst()
      guard let text = rest.popFirst(), let date = try? Date(text, strategy: .iso8601) else {
        throw .usage("--now needs an ISO 8601 date-time, such as 2026-11-27T09:00:00Z")
      }
      now = date
    }
    guard let name = rest.popFirst() else { throw .usage("no command given") }
    switch name {
    case "add":
      command = try Self.add(Array(rest))
    case "list", "check":
      guard rest.isEmpty else { throw .usage("\(name) takes no arguments") }
      command = name == "list" ? .list : .check
    default:
      throw .usage("unknown command '\(name)'")
    }
  }

  /// Reads what follows `add`: `<slug> above|below <price> [--for <days>]`.
  private static func add(_ arguments: [String]) throws(AlertsFailure) -> Command {
    let hasDays = arguments.count == 5 && arguments[3] == "--for"
    guard arguments.count == 3 || hasDays else {
      throw .usage("add needs a slug, above or below, and a price")
    }
    let slug = arguments[0]
    guard isSlug(slug) else { throw .usage("'\(slug)' is not a market slug") }
    guard let direction = Alert.Direction(rawValue: arguments[1]) else {
      throw .usage("say above or below, not '\(arguments[1])'")
    }
    guard let price = price(from: arguments[2]) else {
      throw .usage("'\(arguments[2])' is not a price from 0 to 1")
    }
    guard hasDays else { return .add(slug: slug, direction: direction, price: price, days: nil) }
    guard let days = Int(arguments[4]), days >= 1 else {
      throw .usage("--for needs a whole number of days, 1 or more")
    }
    return .add(slug: slug, direction: direction, price: price, days: days)
  }

  /// Whether `text` is 1 to 64 letters, digits and hyphens.
  private static func isSlug(_ text: String) -> Bool {
    let allowed = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    return allowed && !text.isEmpty && text.count <= 64
  }

  /// The price `text` writes in digits and a point, when it is from 0 to 1.
  private static func price(from text: String) -> Double? {
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let price = Double(text), price <= 1
    else { return nil }
    return price
  }
}
