@testable import Lesson10HexagonalMarketApplication
@testable import Lesson10HexagonalMarketDomain

/// A fake of the port that fails once and then works: its first `find(slug:)` throws
/// `findError` and its first `save(_:)` throws `saveError`; every other call keeps markets in
/// an array, like a store that came back after an outage.
///
/// It is an actor, so its state is safe to share between tasks.
actor FailingOnceMarketRepository: MarketRepository {
  private var markets: [Market] = []
  private var findError: MarketRepositoryError?
  private var saveError: MarketRepositoryError?

  /// An empty repository whose first find and first save throw these errors.
  init(findError: MarketRepositoryError, saveError: MarketRepositoryError) {
    self.findError = findError
    self.saveError = saveError
  }

  func save(_ market: Market) throws(MarketRepositoryError) {
    if let saveError {
      self.saveError = nil
      throw saveError
    }
    if let index = markets.firstIndex(where: { $0.id == market.id }) {
      markets[index] = market
    } else {
      markets.append(market)
    }
  }

  func find(slug: String) throws(MarketRepositoryError) -> Market? {
    if let findError {
      self.findError = nil
      throw findError
    }
    return markets.first { $0.slug == slug }
  }

  func list() -> [Market] {
    markets
  }
}
