import Foundation

// TODO: Task 2. Split the god protocol.

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
