import Lesson10HexagonalMarketApplication
import Lesson10HexagonalMarketDomain

/// A repository that keeps markets in memory, for previews, demos and tests of other parts.
public actor InMemoryMarketRepository: MarketRepository {
  // TODO: Task 4. Make both repositories pass the contract.

  /// An empty repository.
  public init() {}

  public func save(_ market: Market) {
  }

  public func find(slug: String) -> Market? {
    nil
  }

  public func list() -> [Market] {
    []
  }
}
