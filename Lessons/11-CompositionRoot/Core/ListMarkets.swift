/// The use case that lists every market.
public struct ListMarkets: Sendable {
  private let environment: any MarketEnvironment

  public init(environment: any MarketEnvironment) {
    self.environment = environment
  }

  /// Every market, oldest first.
  public func execute() throws -> [Market] {
    try environment.loadMarkets()
  }
}
