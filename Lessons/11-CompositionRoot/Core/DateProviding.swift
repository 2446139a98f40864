import Foundation

/// The port that tells the time.
public protocol DateProviding: Sendable {
  /// The current date and time.
  func now() -> Date
}
