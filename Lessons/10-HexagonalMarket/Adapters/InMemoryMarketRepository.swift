import Lesson10HexagonalMarketApplication
import Lesson10HexagonalMarketDomain

/// A repository that keeps markets in memory, for previews, demos and tests of other parts.
public actor InMemoryMarketRepository: MarketRepository {
  // TODO: Task 4. Keep the saved markets here, for example in a dictionary keyed by ID.

  /// An empty repository.
  public init() {}

  public func save(_ market: Market) {
    // TODO: Task 4. Store the market, replacing the one with the same ID.
  }

  public func find(slug: String) -> Market? {
    // TODO: Task 4. Return the stored market with this slug.
    nil
  }

  public func list() -> [Market] {
    // TODO: Task 4. Return every stored market.
    []
  }
}
