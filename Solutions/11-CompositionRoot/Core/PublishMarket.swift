/// The use case that makes a draft market active.
public struct PublishMarket: Sendable {
  private let repository: any MarketRepository

  public init(repository: any MarketRepository) {
    self.repository = repository
  }

  /// Makes the market with `slug` active, and returns it.
  public func execute(slug: String) throws -> Market {
    guard let draft = try repository.all().first(where: { $0.slug == slug }) else {
      throw MarketError.notFound(slug)
    }
    guard draft.status == .draft else { throw MarketError.alreadyPublished(slug) }
    let market = draft.published()
    try repository.save(market)
    return market
  }
}
