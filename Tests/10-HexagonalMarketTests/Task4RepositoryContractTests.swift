import SuiteSupport
import Testing

@testable import Lesson10HexagonalMarketAdapters
@testable import Lesson10HexagonalMarketApplication
@testable import Lesson10HexagonalMarketDomain

extension HexagonalMarketTests {
  /// The contract of `MarketRepository`: every test runs once for each repository, and any
  /// repository you add later must pass them all.
  @Suite("Task 4: Make both repositories pass the contract")
  struct RepositoryContract {
    @Test("A new repository holds no markets", arguments: RepositoryKind.allCases)
    func startsEmpty(kind: RepositoryKind) async throws {
      let otherFolder = try TemporaryFolder()
      defer { otherFolder.remove() }
      try await kind.make(in: otherFolder).save(Fixtures.market("fresh-fruit"))
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = kind.make(in: folder)

      let listed = try await repository.list()
      #expect(
        listed.isEmpty,
        "\(kind): list() should be empty at first, even after another repository saved a market: each repository keeps a store of its own"
      )
      let found = try await repository.find(slug: "fresh-fruit")
      #expect(
        found == nil,
        "\(kind): find(slug:) should return nil before anything was saved")
    }

    @Test("Finds a saved market by its slug", arguments: RepositoryKind.allCases)
    func findsBySlug(kind: RepositoryKind) async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = kind.make(in: folder)
      let fruit = Fixtures.market("fresh-fruit")
      let cheese = Fixtures.market("cheese", status: .active)

      try await repository.save(fruit)
      try await repository.save(cheese)

      let foundFruit = try await repository.find(slug: "fresh-fruit")
      #expect(
        foundFruit == fruit,
        "\(kind): find(slug: \"fresh-fruit\") should return the market saved with that slug")
      let foundCheese = try await repository.find(slug: "cheese")
      #expect(
        foundCheese == cheese,
        "\(kind): find(slug: \"cheese\") should return the other market, status and all")
      let foundBread = try await repository.find(slug: "bread")
      #expect(
        foundBread == nil,
        "\(kind): find(slug:) should return nil for a slug no saved market has")
      let foundByPrefix = try await repository.find(slug: "fresh")
      #expect(
        foundByPrefix == nil,
        "\(kind): find(slug: \"fresh\") should return nil: it should match the whole slug, and fresh is not fresh-fruit"
      )
      let foundByOtherCase = try await repository.find(slug: "Fresh-Fruit")
      #expect(
        foundByOtherCase == nil,
        "\(kind): find(slug: \"Fresh-Fruit\") should return nil: slugs match exactly as they are, and Fresh-Fruit is not fresh-fruit"
      )
    }

    @Test("Lists every saved market", arguments: RepositoryKind.allCases)
    func listsEverything(kind: RepositoryKind) async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = kind.make(in: folder)
      let markets = [
        Fixtures.market("vegetables"),
        Fixtures.market("bread", status: .active),
        Fixtures.market("fresh-fruit"),
      ]

      for market in markets {
        try await repository.save(market)
      }

      let listed = try await repository.list()
      #expect(
        listed.sortedBySlug == markets.sortedBySlug,
        "\(kind): list() should return every saved market, in any order")
    }

    @Test("Saving a market with the same ID replaces it", arguments: RepositoryKind.allCases)
    func replacesByID(kind: RepositoryKind) async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = kind.make(in: folder)
      let draft = Fixtures.market("fresh-fruit", status: .draft)
      let active = Fixtures.market("fresh-fruit", status: .active, id: draft.id)

      try await repository.save(draft)
      try await repository.save(active)

      let listed = try await repository.list()
      #expect(
        listed == [active],
        "\(kind): saving a market whose ID is already stored should replace it, not add a second one"
      )
      let found = try await repository.find(slug: "fresh-fruit")
      #expect(
        found == active,
        "\(kind): find(slug:) should return the market as it was saved last")
    }

    @Test("Saving replaces by ID only, never by slug", arguments: RepositoryKind.allCases)
    func replacesByIDOnly(kind: RepositoryKind) async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = kind.make(in: folder)
      let fruit = Fixtures.market("fresh-fruit")
      let renamed = Fixtures.market("fruit-and-veg", id: fruit.id)
      let sameSlug = Fixtures.market("fruit-and-veg")

      try await repository.save(fruit)
      try await repository.save(renamed)
      let listedAfterRename = try await repository.list()
      #expect(
        listedAfterRename == [renamed],
        "\(kind): saving a market whose ID is stored should replace that market, even when its slug changed"
      )

      try await repository.save(sameSlug)
      let listedAfterSameSlug = try await repository.list()
      #expect(
        listedAfterSameSlug.count == 2,
        "\(kind): saving a market with a new ID should add it, even when another market has its slug: the port does not check that slugs are unique, the use case does"
      )
    }

    @Test(
      "Concurrent saves keep every market, as an actor that runs one call at a time",
      arguments: RepositoryKind.allCases)
    func concurrentSavesKeepEverything(kind: RepositoryKind) async throws {
      // A race shows only now and then, so the code says whether saves can overlap.
      try #require(
        try LessonCode.load().declaresActor(kind.testDescription),
        "\(kind) should be an actor, so that two saves never overlap: declare it as actor \(kind.testDescription) in Adapters/, not as a class or a struct, whose saves race and lose a market only now and then (the 40 saves at once run only after that)"
      )
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let repository = kind.make(in: folder)
      let markets = (1...40).map { Fixtures.market("market-\($0)") }

      try await withThrowingTaskGroup(of: Void.self) { group in
        for market in markets {
          group.addTask { try await repository.save(market) }
        }
        try await group.waitForAll()
      }

      let listed = try await repository.list()
      #expect(
        listed.sortedBySlug == markets.sortedBySlug,
        "\(kind): 40 saves at once should leave 40 markets; a lost one means two saves overlapped"
      )
    }
  }
}
