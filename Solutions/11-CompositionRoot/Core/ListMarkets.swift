/// The use case that lists every market.
public struct ListMarkets: Sendable {
  private let repository: any MarketRepository

  public init(repository: any MarketRepository) {
    self.repository = repository
  }

  /// Every market, oldest first by creation time; those created at the same time in the
  /// order they were saved, as `sorted(by:)` is stable.
  public func execute() throws -> [Market] {
    try repository.all().sorted { $0.createdAt < $1.createdAt }
  }
}
