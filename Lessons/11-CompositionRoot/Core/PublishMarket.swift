/// The use case that makes a draft market active.
public struct PublishMarket: Sendable {
  private let environment: any MarketEnvironment

  public init(environment: any MarketEnvironment) {
    self.environment = environment
  }

  /// Makes the market with `slug` active, and returns it.
  public func execute(slug: String) throws -> Market {
    var markets = try environment.loadMarkets()
    guard let index = markets.firstIndex(where: { $0.slug == slug }) else {
      throw MarketError.notFound(slug)
    }
    guard markets[index].status == .draft else { throw MarketError.alreadyPublished(slug) }
    markets[index] = markets[index].published()
    try environment.saveMarkets(markets)
    return markets[index]
  }
}
