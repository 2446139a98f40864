import Lesson10HexagonalMarketDomain

/// Opens a draft market to the public, following the domain's publishing rule.
public struct PublishMarket: Sendable {
  private let repository: any MarketRepository

  /// A use case that finds and saves markets in `repository`.
  public init(repository: any MarketRepository) {
    self.repository = repository
  }

  /// Publishes, saves and returns the market with this slug; throws `MarketError.notFound`
  /// or `.alreadyPublished`, and `MarketRepositoryError` when the store fails.
  public func execute(slug: String) async throws -> Market {
    guard let market = try await repository.find(slug: slug) else {
      throw MarketError.notFound(slug)
    }
    let active = try market.published()
    try await repository.save(active)
    return active
  }
}
