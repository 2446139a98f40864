import Foundation

// TODO: Task 2: delete this god protocol. It mixes two concerns, keeping markets and telling
// the time, so every double must fake both, and its extension runs the real clock in tests.
// MarketRepository and DateProviding say the same, one concern each.

/// Everything the use cases need from outside the app, behind one protocol.
public protocol MarketEnvironment: Sendable {
  /// Every market in the store, oldest first.
  func loadMarkets() throws -> [Market]
  /// Replaces every market in the store with `markets`.
  func saveMarkets(_ markets: [Market]) throws
  /// The current date and time.
  func now() -> Date
}

extension MarketEnvironment {
  /// The computer's clock, so that a conforming type need not write its own.
  public func now() -> Date {
    Date()
  }
}
