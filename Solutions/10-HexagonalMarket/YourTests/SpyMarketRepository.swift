@testable import Lesson10HexagonalMarketApplication
@testable import Lesson10HexagonalMarketDomain

/// A test double of the port, the same as the suite's: a fake that keeps markets in an
/// array, and a spy that records every save. Give `saveError` and every save throws it
/// instead; give `readError` and every `find` and `list` throws it.
///
/// It is an actor, so its state is safe to share between tasks.
actor SpyMarketRepository: MarketRepository {
  private var markets: [Market]
  private let saveError: MarketRepositoryError?
  private let readError: MarketRepositoryError?

  /// Every market passed to `save(_:)`, oldest first.
  private(set) var saved: [Market] = []

  /// A repository that starts out holding `markets`, in that order.
  init(
    markets: [Market] = [], saveError: MarketRepositoryError? = nil,
    readError: MarketRepositoryError? = nil
  ) {
    self.markets = markets
    self.saveError = saveError
    self.readError = readError
  }

  func save(_ market: Market) throws(MarketRepositoryError) {
    if let saveError {
      throw saveError
    }
    saved.append(market)
    if let index = markets.firstIndex(where: { $0.id == market.id }) {
      markets[index] = market
    } else {
      markets.append(market)
    }
  }

  func find(slug: String) throws(MarketRepositoryError) -> Market? {
    if let readError {
      throw readError
    }
    return markets.first { $0.slug == slug }
  }

  /// The markets in the order they were given and saved: not sorted.
  func list() throws(MarketRepositoryError) -> [Market] {
    if let readError {
      throw readError
    }
    return markets
  }
}
