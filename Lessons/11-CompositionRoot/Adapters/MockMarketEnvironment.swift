import Foundation
import Lesson11CompositionRootCore
import Synchronization

/// An environment that keeps markets in memory and always says it is 1 January 2000.
public final class MockMarketEnvironment: MarketEnvironment {
  private let markets = Mutex<[Market]>([])

  public init() {}

  public func loadMarkets() throws -> [Market] {
    markets.withLock { $0 }
  }

  public func saveMarkets(_ markets: [Market]) throws {
    self.markets.withLock { $0 = markets }
  }

  public func now() -> Date {
    Date(timeIntervalSince1970: 946_684_800)
  }
}
