import Lesson10HexagonalMarketApplication
import Lesson10HexagonalMarketDomain

/// A repository that keeps markets in memory, for previews, demos and tests of other parts.
public actor InMemoryMarketRepository: MarketRepository {
  private var markets: [Market.ID: Market] = [:]

  /// An empty repository.
  public init() {}

  public func save(_ market: Market) {
    markets[market.id] = market
  }

  public func find(slug: String) -> Market? {
    markets.values.first { $0.slug == slug }
  }

  public func list() -> [Market] {
    Array(markets.values)
  }
}
