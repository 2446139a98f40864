/// The port where markets are kept: a file, a database, or memory in a test.
public protocol MarketRepository: Sendable {
  /// Every market, in the order they were first saved.
  func all() throws -> [Market]
  /// Adds `market`, or replaces the market with the same `id`.
  func save(_ market: Market) throws
}
