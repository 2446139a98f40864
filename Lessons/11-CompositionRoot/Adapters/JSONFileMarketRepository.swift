import Foundation
import Lesson11CompositionRootCore

/// The live repository: keeps every market in one JSON file.
public struct JSONFileMarketRepository: MarketRepository {
  /// The JSON file the markets are kept in; it is created on the first save.
  public let fileURL: URL

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func all() throws -> [Market] {
    throw MarketError.storeUnavailable
  }

  public func save(_ market: Market) throws {
    throw MarketError.storeUnavailable
  }
}
