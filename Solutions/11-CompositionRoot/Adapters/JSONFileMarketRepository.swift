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
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
    do {
      let data = try Data(contentsOf: fileURL)
      return try Self.decoder.decode([Market].self, from: data)
    } catch {
      throw MarketError.storeUnavailable
    }
  }

  public func save(_ market: Market) throws {
    var markets = try all()
    if let index = markets.firstIndex(where: { $0.id == market.id }) {
      markets[index] = market
    } else {
      markets.append(market)
    }
    do {
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.encoder.encode(markets).write(to: fileURL, options: .atomic)
    } catch {
      throw MarketError.storeUnavailable
    }
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
