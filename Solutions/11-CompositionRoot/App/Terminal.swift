import Foundation
import Lesson11CompositionRootCore

/// How the app answers: results on standard output, errors on standard error, and exit codes.
enum Terminal {
  /// One line of `list`: slug, status, creation time and name, separated by tabs.
  static func line(for market: Market) -> String {
    [market.slug, market.status.rawValue, market.createdAt.formatted(.iso8601), market.name]
      .joined(separator: "\t")
  }

  /// Writes `text` and a line break to standard error.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// What went wrong, in the user's words.
  static func message(for error: any Error) -> String {
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
