/// The use case that lists every market.
public struct ListMarkets: Sendable {
  // TODO: Task 2: take `repository: any MarketRepository`.
  private let environment: any MarketEnvironment

  public init(environment: any MarketEnvironment) {
    self.environment = environment
  }

  /// Every market, oldest first.
  public func execute() throws -> [Market] {
    try environment.loadMarkets()
  }
}
