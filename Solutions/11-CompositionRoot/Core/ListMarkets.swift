/// The use case that lists every market.
public struct ListMarkets: Sendable {
  private let repository: any MarketRepository

  public init(repository: any MarketRepository) {
    self.repository = repository
  }

  /// Every market, oldest first.
  public func execute() throws -> [Market] {
    try repository.all()
  }
}
