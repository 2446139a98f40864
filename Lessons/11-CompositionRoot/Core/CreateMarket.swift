import Foundation

/// The use case that creates a draft market from a name.
public struct CreateMarket: Sendable {
  private let environment: any MarketEnvironment
  private let slugs: any SlugGenerating
  private let makeID: @Sendable () -> UUID

  /// A use case that gives each new market the ID `makeID` returns.
  public init(
    environment: any MarketEnvironment, slugs: any SlugGenerating,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.environment = environment
    self.slugs = slugs
    self.makeID = makeID
  }

  /// Saves a new draft market named `name`, and returns it.
  public func execute(name: String) throws -> Market {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let slug = slugs.slug(for: name)
    guard !slug.isEmpty else { throw MarketError.invalidName }
    var markets = try environment.loadMarkets()
    guard !markets.contains(where: { $0.slug == slug }) else {
      throw MarketError.slugTaken(slug)
    }
    let market = Market(
      id: makeID(), name: name, slug: slug, status: .draft, createdAt: environment.now())
    markets.append(market)
    try environment.saveMarkets(markets)
    return market
  }
}
