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
    // TODO: Task 4. Read the markets in the file, put this one in (replacing the one with
    // the same ID), and write them all back.
    // TODO: Task 5. Write atomically, and throw MarketRepositoryError.writeFailed when the
    // write fails.
  }

  public func find(slug: String) throws(MarketRepositoryError) -> Market? {
    // TODO: Task 4. Return the market in the file with this slug.
    nil
  }

  public func list() throws(MarketRepositoryError) -> [Market] {
    // TODO: Task 4. Return every market in the file: none when there is no file yet.
    // TODO: Task 5. Throw MarketRepositoryError.corruptStore when the file does not decode,
    // and .readFailed when it cannot be read.
    []
  }
}
