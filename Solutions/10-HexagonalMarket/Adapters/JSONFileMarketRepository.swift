import Foundation
import Lesson10HexagonalMarketApplication
import Lesson10HexagonalMarketDomain

/// A repository that keeps every market in one JSON file, which it replaces atomically on
/// each save.
///
/// A missing file is an empty store. A file that does not decode is never overwritten: every
/// call throws `MarketRepositoryError.corruptStore` until someone repairs or removes it.
public actor JSONFileMarketRepository: MarketRepository {
  private let fileURL: URL

  /// A repository that keeps its markets in the file at `fileURL`, whose folder must exist.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func save(_ market: Market) throws(MarketRepositoryError) {
    var markets = try load()
    markets.removeAll { $0.id == market.id }
    markets.append(market)
    try store(markets)
  }

  public func find(slug: String) throws(MarketRepositoryError) -> Market? {
    try load().first { $0.slug == slug }
  }

  public func list() throws(MarketRepositoryError) -> [Market] {
    try load()
  }

  /// The markets in the file: none when there is no file yet.
  private func load() throws(MarketRepositoryError) -> [Market] {
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      return []
    } catch {
      throw .readFailed
    }
    do {
      return try JSONDecoder().decode([Market].self, from: data)
    } catch {
      throw .corruptStore
    }
  }

  /// Replaces the file with `markets`, all at once, so that a crash mid-write leaves the old
  /// file whole.
  private func store(_ markets: [Market]) throws(MarketRepositoryError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      let data = try encoder.encode(markets.sorted { $0.slug < $1.slug })
      try data.write(to: fileURL, options: .atomic)
    } catch {
      throw .writeFailed
    }
  }
}
