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

  /// A repository that keeps its markets in the file at `fileURL`.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func save(_ market: Market) throws(MarketRepositoryError) {
    // TODO: Task 5. Keep the JSON file safe.
  }

  public func find(slug: String) throws(MarketRepositoryError) -> Market? {
    nil
  }

  public func list() throws(MarketRepositoryError) -> [Market] {
    []
  }
}
