import Lesson10HexagonalMarketDomain

/// The output port: what the application needs from wherever markets are kept.
public protocol MarketRepository: Sendable {
  /// Stores `market`, replacing the stored market that has the same `id`.
  func save(_ market: Market) async throws(MarketRepositoryError)

  /// The stored market whose slug is `slug`, or nil when there is none.
  func find(slug: String) async throws(MarketRepositoryError) -> Market?

  /// Every stored market, in any order.
  func list() async throws(MarketRepositoryError) -> [Market]
}
