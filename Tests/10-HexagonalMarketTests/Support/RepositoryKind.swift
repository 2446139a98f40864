import Testing

@testable import Lesson10HexagonalMarketAdapters
@testable import Lesson10HexagonalMarketApplication

/// Every repository that must pass the contract; the contract tests run once for each.
enum RepositoryKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory
  case jsonFile

  var testDescription: String {
    switch self {
    case .inMemory: "InMemoryMarketRepository"
    case .jsonFile: "JSONFileMarketRepository"
    }
  }

  /// A new, empty repository of this kind; the JSON one keeps its file in `folder`.
  func make(in folder: TemporaryFolder) -> any MarketRepository {
    switch self {
    case .inMemory: InMemoryMarketRepository()
    case .jsonFile: JSONFileMarketRepository(fileURL: folder.storeFile)
    }
  }
}
