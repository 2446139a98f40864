import Foundation
import Lesson11CompositionRootCore

/// The environment the app runs in: markets in a JSON file, and the computer's clock.
public struct LiveMarketEnvironment: MarketEnvironment {
  private let fileURL: URL

  /// Keeps the markets at `storePath`; without one, at the path in `MARKET_STORE`, or in
  /// `markets.json` in the home folder.
  public init(storePath: String?) {
    if let path = storePath ?? ProcessInfo.processInfo.environment["MARKET_STORE"] {
      fileURL = URL(filePath: path)
    } else {
      fileURL = FileManager.default.homeDirectoryForCurrentUser.appending(path: "markets.json")
    }
  }

  public func loadMarkets() throws -> [Market] {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
    do {
      let data = try Data(contentsOf: fileURL)
      return try Self.decoder.decode([Market].self, from: data)
    } catch {
      throw MarketError.storeUnavailable
    }
  }

  public func saveMarkets(_ markets: [Market]) throws {
    do {
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.encoder.encode(markets).write(to: fileURL, options: .atomic)
    } catch {
      throw MarketError.storeUnavailable
    }
  }

  // now() comes from the extension of MarketEnvironment: Date().

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
