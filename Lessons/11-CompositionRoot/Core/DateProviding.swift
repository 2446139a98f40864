import Foundation

// TODO: Task 2: make CreateMarket depend on this port instead of MarketEnvironment.

/// The port that tells the time.
public protocol DateProviding: Sendable {
  /// The current date and time.
  func now() -> Date
}
