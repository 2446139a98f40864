import Foundation
import Lesson10HexagonalMarketDomain

/// Creates a draft market with a new ID, once its name and slug pass the rules and the slug
/// is free.
public struct CreateMarket: Sendable {
  private let repository: any MarketRepository
  private let makeID: @Sendable () -> UUID

  /// A use case that keeps markets in `repository` and names them with `makeID`.
  public init(repository: any MarketRepository, makeID: @escaping @Sendable () -> UUID) {
    self.repository = repository
    self.makeID = makeID
  }

  /// Creates, saves and returns a draft; throws `MarketError` for a broken rule or a taken
  /// slug, and `MarketRepositoryError` when the store fails.
  public func execute(name: String, slug: String) async throws -> Market {
    let market = try Market.create(id: makeID(), name: name, slug: slug)
    // TODO: Task 3. Write the use cases against the port.
    return market
  }
}
