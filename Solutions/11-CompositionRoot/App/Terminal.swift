import Foundation
import Lesson11CompositionRootCore

/// How the app answers: results on standard output, errors on standard error, and exit codes.
enum Terminal {
  /// The exit code for a command line the app cannot understand (`EX_USAGE`).
  static let usageExitCode: Int32 = 64
  /// The exit code for a command that was understood but failed.
  static let failureExitCode: Int32 = 1

  /// One line of `list`: slug, status, creation time and name, separated by tabs.
  static func line(for market: Market) -> String {
    [market.slug, market.status.rawValue, market.createdAt.formatted(.iso8601), market.name]
      .joined(separator: "\t")
  }

  /// Prints the error and the usage on standard error, and exits with 64.
  static func exit(with error: UsageError) -> Never {
    writeError("Error: \(error.message)\n\(Invocation.usage)")
    Foundation.exit(usageExitCode)
  }

  /// Prints the error on standard error, and exits with 1.
  static func exit(with error: any Error) -> Never {
    writeError("Error: \(message(for: error))")
    Foundation.exit(failureExitCode)
  }

  private static func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  private static func message(for error: any Error) -> String {
    switch error as? MarketError {
    case .invalidName: "a market's name needs at least one letter or digit"
    case .slugTaken(let slug): "a market with the slug '\(slug)' exists already"
    case .notFound(let slug): "no market has the slug '\(slug)'"
    case .alreadyPublished(let slug): "the market '\(slug)' is published already"
    case .storeUnavailable: "the store cannot be read or written"
    case nil: "\(error)"
    }
  }
}
