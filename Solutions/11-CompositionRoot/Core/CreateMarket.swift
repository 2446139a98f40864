import Foundation

/// The use case that creates a draft market from a name.
public struct CreateMarket: Sendable {
  private let repository: any MarketRepository
  private let clock: any DateProviding
  private let makeID: @Sendable () -> UUID
  private let slugs = SlugGenerator()

  /// A use case that gives each new market the ID `makeID` returns.
  public init(
    repository: any MarketRepository, clock: any DateProviding,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.repository = repository
    self.clock = clock
    self.makeID = makeID
  }

  /// Saves a new draft market named `name`, and returns it.
  public func execute(name: String) throws -> Market {
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let slug = slugs.slug(for: name)
    guard !slug.isEmpty else { throw MarketError.invalidName }
    guard try !repository.all().contains(where: { $0.slug == slug }) else {
      throw MarketError.slugTaken(slug)
    }
    let market = Market(
      id: makeID(), name: name, slug: slug, status: .draft, createdAt: clock.now())
    try repository.save(market)
    return market
  }
}
