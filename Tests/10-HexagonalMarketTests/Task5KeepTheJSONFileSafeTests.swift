import Foundation
import Testing

@testable import Lesson10HexagonalMarketAdapters
@testable import Lesson10HexagonalMarketApplication
@testable import Lesson10HexagonalMarketDomain

extension HexagonalMarketTests {
  @Suite("Task 5: Keep the JSON file safe")
  struct KeepTheJSONFileSafe {
    /// Contents of `markets.json` that no repository can read as markets.
    enum CorruptContents: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case empty, onlyWhitespace, notJSON, cutShort, wrongShape, oneEntryNotAMarket

      var testDescription: String { rawValue }

      var data: Data {
        switch self {
        case .empty: Data()
        case .onlyWhitespace: Data(" \n".utf8)
        case .notJSON: Data("fresh-fruit: Fresh Fruit (draft)".utf8)
        case .cutShort:
          Data(#"[{"id":"00000000-0000-0000-0000-000000000001","name":"Fresh Fr"#.utf8)
        case .wrongShape: Data(#"{"hello": "world"}"#.utf8)
        case .oneEntryNotAMarket:
          Data(
            #"[{"id":"00000000-0000-0000-0000-000000000001","name":"Fresh Fruit","slug":"fresh-fruit","status":"draft"},{"hello":"world"}]"#
              .utf8)
        }
      }
    }

    /// A call on the repository, to run each corrupt-file test through all three.
    enum Operation: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case save, find, list

      var testDescription: String {
        switch self {
        case .save: "save(_:)"
        case .find: "find(slug:)"
        case .list: "list()"
        }
      }

      func run(on repository: JSONFileMarketRepository) async throws {
        switch self {
        case .save: try await repository.save(Fixtures.market("cheese"))
        case .find: _ = try await repository.find(slug: "cheese")
        case .list: _ = try await repository.list()
        }
      }
    }

    @Test("A new instance on the same file reads what another one saved")
    func persistsAcrossInstances() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let fruit = Fixtures.market("fresh-fruit")
      let cheese = Fixtures.market("cheese", status: .active)

      let first = JSONFileMarketRepository(fileURL: folder.storeFile)
      try await first.save(fruit)
      try await first.save(cheese)
      let second = JSONFileMarketRepository(fileURL: folder.storeFile)

      let listedBySecond = try await second.list()
      #expect(
        listedBySecond.sortedBySlug == [cheese, fruit],
        "A second JSONFileMarketRepository on the same file should list what the first one saved: the markets must be in the file, not only in memory"
      )
      let foundBySecond = try await second.find(slug: "cheese")
      #expect(
        foundBySecond == cheese,
        "A second JSONFileMarketRepository should find a market the first one saved")
    }

    @Test("Reads the file again on every call, so it sees what another instance saved since")
    func readsTheFileOnEveryCall() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let fruit = Fixtures.market("fresh-fruit")
      let cheese = Fixtures.market("cheese")
      let first = JSONFileMarketRepository(fileURL: folder.storeFile)
      let second = JSONFileMarketRepository(fileURL: folder.storeFile)
      _ = try await second.list()

      try await first.save(fruit)

      let foundBySecond = try await second.find(slug: "fresh-fruit")
      #expect(
        foundBySecond == fruit,
        "After another instance saved a market, find(slug:) should find it: read the file on every call, not once into memory"
      )
      try await second.save(cheese)
      let listedByFirst = try await first.list()
      #expect(
        listedByFirst.sortedBySlug == [cheese, fruit],
        "save(_:) should add to what is in the file now; a copy read earlier would lose the market another instance saved"
      )

      try FileManager.default.removeItem(at: folder.storeFile)
      let listedAfterRemoval = try await first.list()
      #expect(
        listedAfterRemoval.isEmpty,
        "After markets.json was removed, list() should return no markets: read the file, not markets kept in memory"
      )
    }

    @Test("Saves by putting a new file in place, never by rewriting the old one")
    func savesAtomically() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = JSONFileMarketRepository(fileURL: folder.storeFile)
      try await repository.save(Fixtures.market("fresh-fruit"))
      let fileNumberBefore = try fileNumber(of: folder.storeFile)
      let before = try #require(
        fileNumberBefore, "save(_:) should write markets.json")

      try await repository.save(Fixtures.market("cheese"))

      let after = try fileNumber(of: folder.storeFile)
      #expect(
        after != before,
        "save(_:) should write a new file and rename it over markets.json, as data.write(to: fileURL, options: .atomic) does; writing into the old file leaves half a file if the write stops midway"
      )
    }

    /// The number the file system knows the file at `url` by: a new file gets a new one.
    private func fileNumber(of url: URL) throws -> UInt64? {
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test("A missing file is an empty store until the first save writes it")
    func missingFileIsEmpty() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = JSONFileMarketRepository(fileURL: folder.storeFile)

      let listed = try await repository.list()
      #expect(
        listed.isEmpty,
        "list() should return no markets, not throw, when markets.json does not exist yet")
      let found = try await repository.find(slug: "fresh-fruit")
      #expect(
        found == nil,
        "find(slug:) should return nil, not throw, when markets.json does not exist yet")
      #expect(
        !FileManager.default.fileExists(atPath: folder.storeFile.path),
        "list() and find(slug:) should write nothing: markets.json should still be missing after them, until the first save creates it"
      )
      try await repository.save(Fixtures.market("fresh-fruit"))
      #expect(
        folder.storeContents() != nil,
        "save(_:) should write the file at the URL given to init(fileURL:)")
    }

    @Test(
      "A corrupt file throws corruptStore",
      arguments: CorruptContents.allCases, Operation.allCases)
    func corruptFileThrows(contents: CorruptContents, operation: Operation) async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try contents.data.write(to: folder.storeFile)
      let repository = JSONFileMarketRepository(fileURL: folder.storeFile)

      await #expect(
        throws: MarketRepositoryError.corruptStore,
        "\(operation.testDescription) should throw MarketRepositoryError.corruptStore when markets.json does not decode (\(contents)), not treat it as empty"
      ) {
        try await operation.run(on: repository)
      }
    }

    @Test("A failed save leaves a corrupt file as it was", arguments: CorruptContents.allCases)
    func corruptFileIsKept(contents: CorruptContents) async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try contents.data.write(to: folder.storeFile)
      let repository = JSONFileMarketRepository(fileURL: folder.storeFile)

      _ = try? await repository.save(Fixtures.market("cheese"))

      #expect(
        folder.storeContents() == contents.data,
        "save(_:) should not overwrite a corrupt markets.json (\(contents)): someone may still repair it, and writing only the new market would lose the others"
      )
    }

    @Test("A file that cannot be read throws readFailed")
    func unreadableFileThrows() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      // A folder where the file should be: it exists, but reading it fails.
      try FileManager.default.createDirectory(
        at: folder.storeFile, withIntermediateDirectories: true)
      let repository = JSONFileMarketRepository(fileURL: folder.storeFile)

      await #expect(
        throws: MarketRepositoryError.readFailed,
        "list() should throw MarketRepositoryError.readFailed when the file is there but cannot be read, not return no markets"
      ) {
        try await repository.list()
      }
      await #expect(
        throws: MarketRepositoryError.readFailed,
        "save(_:) should throw MarketRepositoryError.readFailed when it cannot read the markets it would keep"
      ) {
        try await repository.save(Fixtures.market("cheese"))
      }
    }

    @Test("Saving into a folder that does not exist creates it or throws writeFailed")
    func missingFolderIsHandled() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = folder.url.appending(path: "not-yet/markets.json")
      let repository = JSONFileMarketRepository(fileURL: file)
      let fruit = Fixtures.market("fresh-fruit")

      do {
        try await repository.save(fruit)
        let listed = try await repository.list()
        #expect(
          listed == [fruit],
          "save(_:) returned without an error, so it should have created the folder and kept the market; if it cannot, it should throw MarketRepositoryError.writeFailed"
        )
      } catch {
        #expect(
          error == .writeFailed,
          "When save(_:) cannot write the file, it should throw MarketRepositoryError.writeFailed, not \(error)"
        )
      }
    }
  }
}
