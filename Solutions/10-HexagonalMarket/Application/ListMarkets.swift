import Lesson10HexagonalMarketDomain

/// Lists every market in a stable order, whatever order the repository keeps them in.
public struct ListMarkets: Sendable {
  private let repository: any MarketRepository

  /// A use case that reads markets from `repository`.
  public init(repository: any MarketRepository) {
    self.repository = repository
  }

  /// Every market, ordered by slug.
  public func execute() async throws -> [Market] {
    try await repository.list().sorted { $0.slug < $1.slug }
  }
}
