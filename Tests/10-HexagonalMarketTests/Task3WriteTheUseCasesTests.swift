import Testing

@testable import Lesson10HexagonalMarketApplication
@testable import Lesson10HexagonalMarketDomain

extension HexagonalMarketTests {
  @Suite("Task 3: Write the use cases against the port")
  struct WriteTheUseCases {
    // MARK: CreateMarket

    @Test("Creating a market saves a draft with a new ID")
    func createSavesADraft() async throws {
      let repository = SpyMarketRepository()
      let ids = SequentialIDs()
      let useCase = CreateMarket(repository: repository, makeID: { ids.next() })

      let market = try await useCase.execute(name: "Fresh Fruit", slug: "fresh-fruit")

      #expect(market.id == SequentialIDs.id(1), "execute should name the market with makeID()")
      #expect(market.name == "Fresh Fruit", "execute should keep the name")
      #expect(market.slug == "fresh-fruit", "execute should keep the slug")
      #expect(market.status == .draft, "A created market should be a draft")
      #expect(
        await repository.saved == [market],
        "execute should save the new market once, through the repository port")
    }

    @Test(
      "Creating a market whose slug is taken throws slugTaken and saves nothing",
      arguments: MarketStatus.allCases)
    func createRejectsATakenSlug(holder: MarketStatus) async {
      let repository = SpyMarketRepository(markets: [
        Fixtures.market("fresh-fruit", status: holder)
      ])
      let ids = SequentialIDs()
      let useCase = CreateMarket(repository: repository, makeID: { ids.next() })

      await #expect(
        throws: MarketError.slugTaken("fresh-fruit"),
        "execute should throw MarketError.slugTaken(slug) when the repository already holds a market with that slug, here one that is \(holder): a draft or an active market, either one takes the slug"
      ) {
        try await useCase.execute(name: "Other Fruit", slug: "fresh-fruit")
      }
      #expect(await repository.saved.isEmpty, "A rejected market should not be saved")
    }

    @Test("Creating a market whose name is taken but whose slug is free succeeds")
    func createAllowsATakenName() async throws {
      let existing = Fixtures.market("fresh-fruit", name: "Fresh Fruit")
      let repository = SpyMarketRepository(markets: [existing])
      let ids = SequentialIDs()
      let useCase = CreateMarket(repository: repository, makeID: { ids.next() })

      let market = try await useCase.execute(name: "Fresh Fruit", slug: "fresh-fruit-2")

      #expect(
        await repository.saved == [market],
        "execute should save a market whose slug is free, even when another market has the same name: only a taken slug is refused"
      )
    }

    @Test("Creating the same slug twice throws the second time")
    func createRejectsTheSameSlugTwice() async throws {
      let repository = SpyMarketRepository()
      let ids = SequentialIDs()
      let useCase = CreateMarket(repository: repository, makeID: { ids.next() })

      _ = try await useCase.execute(name: "Fresh Fruit", slug: "fresh-fruit")
      await #expect(
        throws: MarketError.slugTaken("fresh-fruit"),
        "The second execute with the slug fresh-fruit should throw MarketError.slugTaken"
      ) {
        try await useCase.execute(name: "Fresh Fruit Again", slug: "fresh-fruit")
      }
      #expect(await repository.saved.count == 1, "Only the first market should be saved")
    }

    @Test("Creating a market again after a repository error succeeds")
    func createRetriesAfterARepositoryError() async throws {
      let repository = FailingOnceMarketRepository(findError: .readFailed, saveError: .writeFailed)
      let ids = SequentialIDs()
      let useCase = CreateMarket(repository: repository, makeID: { ids.next() })

      await #expect(
        throws: MarketRepositoryError.readFailed,
        "execute should throw the error find(slug:) threw, as it is"
      ) {
        try await useCase.execute(name: "Fresh Fruit", slug: "fresh-fruit")
      }
      await #expect(
        throws: MarketRepositoryError.writeFailed,
        "After a find(slug:) that failed, no market has fresh-fruit: the next execute should find the slug free and throw the error save(_:) threw, as it is, not MarketError.slugTaken"
      ) {
        try await useCase.execute(name: "Fresh Fruit", slug: "fresh-fruit")
      }
      let market = try await useCase.execute(name: "Fresh Fruit", slug: "fresh-fruit")
      #expect(
        await repository.list() == [market],
        "Once the repository works again, execute should create fresh-fruit, which no market has: only find(slug:) says whether a slug is taken"
      )
    }

    @Test("Creating a market with a blank name throws blankName and saves nothing")
    func createRejectsABlankName() async {
      let repository = SpyMarketRepository()
      let ids = SequentialIDs()
      let useCase = CreateMarket(repository: repository, makeID: { ids.next() })

      await #expect(
        throws: MarketError.blankName,
        "execute should apply the domain rules of Market.create, and throw MarketError.blankName"
      ) {
        try await useCase.execute(name: "  ", slug: "fresh-fruit")
      }
      await #expect(
        throws: MarketError.invalidSlug("Fresh Fruit"),
        "execute should throw MarketError.invalidSlug for a slug that breaks the rules"
      ) {
        try await useCase.execute(name: "Fresh Fruit", slug: "Fresh Fruit")
      }
      #expect(await repository.saved.isEmpty, "A market that breaks a rule should not be saved")
    }

    /// A name and a slug of which one breaks a rule of task 1.
    enum BrokenRule: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case blankName, invalidSlug

      var testDescription: String { rawValue }

      var name: String { self == .blankName ? " \n" : "Fresh Fruit" }
      var slug: String { self == .blankName ? "fresh-fruit" : "Fresh-Fruit" }

      /// The error the broken rule throws.
      var error: MarketError { self == .blankName ? .blankName : .invalidSlug(slug) }
    }

    /// Something else that goes wrong for the same request: the slug is taken as well, or
    /// `find(slug:)` fails.
    enum AlsoWrong: CaseIterable, Sendable, CustomTestStringConvertible {
      case slugTaken
      case findFails(MarketRepositoryError)

      static let allCases: [AlsoWrong] =
        [.slugTaken] + WriteTheUseCases.repositoryErrors.map { .findFails($0) }

      var testDescription: String {
        switch self {
        case .slugTaken: "the slug is taken"
        case .findFails(let error): "find(slug:) throws .\(error)"
        }
      }

      /// A spy where this goes wrong for a request with `slug`.
      func repository(for slug: String) -> SpyMarketRepository {
        switch self {
        case .slugTaken: SpyMarketRepository(markets: [Fixtures.market(slug)])
        case .findFails(let error): SpyMarketRepository(readError: error)
        }
      }
    }

    @Test(
      "Creating a market checks the rules first, so a broken rule wins over the repository",
      arguments: BrokenRule.allCases, AlsoWrong.allCases)
    func createChecksTheRulesFirst(rule: BrokenRule, alsoWrong: AlsoWrong) async {
      let repository = alsoWrong.repository(for: rule.slug)
      let ids = SequentialIDs()
      let useCase = CreateMarket(repository: repository, makeID: { ids.next() })

      await #expect(
        throws: rule.error,
        "execute(name: \(rule.name.debugDescription), slug: \(rule.slug.debugDescription)) should throw \(rule.error) when \(alsoWrong.testDescription) too: check the rules with Market.create before you ask the repository"
      ) {
        try await useCase.execute(name: rule.name, slug: rule.slug)
      }
      #expect(await repository.saved.isEmpty, "A market that breaks a rule should not be saved")
    }

    // MARK: PublishMarket

    @Test("Publishing a draft saves it as active")
    func publishSavesTheActiveMarket() async throws {
      let draft = Fixtures.market("fresh-fruit", status: .draft)
      let repository = SpyMarketRepository(markets: [draft])
      let useCase = PublishMarket(repository: repository)

      let active = try await useCase.execute(slug: "fresh-fruit")

      #expect(active.status == .active, "execute should return the market as active")
      #expect(active.id == draft.id, "execute should publish the market it found, same ID")
      #expect(
        await repository.saved == [active],
        "execute should save the active market through the port, once")
      let stored = try await repository.find(slug: "fresh-fruit")
      #expect(
        stored?.status == .active,
        "After execute, the repository should hold the market as active")
    }

    @Test("Publishing an active market throws alreadyPublished and saves nothing")
    func publishRejectsAnActiveMarket() async {
      let repository = SpyMarketRepository(markets: [
        Fixtures.market("fresh-fruit", status: .active)
      ])
      let useCase = PublishMarket(repository: repository)

      await #expect(
        throws: MarketError.alreadyPublished("fresh-fruit"),
        "execute should use the domain rule, published(), and throw MarketError.alreadyPublished"
      ) {
        try await useCase.execute(slug: "fresh-fruit")
      }
      #expect(
        await repository.saved.isEmpty, "A market that cannot be published should not be saved")
    }

    @Test("Publishing the same market twice throws the second time")
    func publishRejectsASecondPublish() async throws {
      let repository = SpyMarketRepository(markets: [Fixtures.market("fresh-fruit")])
      let useCase = PublishMarket(repository: repository)

      _ = try await useCase.execute(slug: "fresh-fruit")
      await #expect(
        throws: MarketError.alreadyPublished("fresh-fruit"),
        "The second execute for fresh-fruit should throw MarketError.alreadyPublished"
      ) {
        try await useCase.execute(slug: "fresh-fruit")
      }
      #expect(await repository.saved.count == 1, "Only the first publish should be saved")
    }

    /// Slugs that no market has, next to a draft `fresh-fruit`: one unlike it, and ones that
    /// differ from it only in case or in whitespace, since slugs match as they are.
    static let unknownSlugs = ["cheese", "Fresh-Fruit", "fresh-fruit\n"]

    @Test("Publishing an unknown slug throws notFound", arguments: unknownSlugs)
    func publishRejectsAnUnknownSlug(slug: String) async {
      let repository = SpyMarketRepository(markets: [Fixtures.market("fresh-fruit")])
      let useCase = PublishMarket(repository: repository)

      await #expect(
        throws: MarketError.notFound(slug),
        "execute(slug: \(slug.debugDescription)) should throw MarketError.notFound(\(slug.debugDescription)) when only fresh-fruit is stored: it takes the slug as it is, never lowercased or trimmed"
      ) {
        try await useCase.execute(slug: slug)
      }
      #expect(
        await repository.saved.isEmpty,
        "Nothing should be saved for an unknown slug, and fresh-fruit should stay a draft")
    }

    // MARK: ListMarkets

    @Test("Listing returns every market ordered by slug")
    func listSortsBySlug() async throws {
      // Neither the names nor the statuses are in the order of the slugs.
      let repository = SpyMarketRepository(markets: [
        Fixtures.market("vegetables", status: .active, name: "Allotment Greens"),
        Fixtures.market("bread", status: .active, name: "Village Bakery"),
        Fixtures.market("fresh-fruit", name: "Orchard Fruit"),
        Fixtures.market("cheese", name: "Dairy Corner"),
      ])
      let useCase = ListMarkets(repository: repository)

      let markets = try await useCase.execute()

      #expect(
        markets.map(\.slug) == ["bread", "cheese", "fresh-fruit", "vegetables"],
        "execute should return every market, drafts and active ones mixed, ordered by slug (not by name or status); the repository returns them in any order"
      )
    }

    @Test("Listing keeps markets that share a slug")
    func listKeepsSharedSlugs() async throws {
      // The port does not keep slugs unique, so a repository may hold two markets with one slug.
      let first = Fixtures.market("fresh-fruit", name: "Orchard Fruit")
      let second = Fixtures.market("fresh-fruit", status: .active, name: "Fruit Stall")
      let repository = SpyMarketRepository(markets: [first, Fixtures.market("bread"), second])
      let useCase = ListMarkets(repository: repository)

      let markets = try await useCase.execute()

      #expect(
        markets.map(\.slug) == ["bread", "fresh-fruit", "fresh-fruit"]
          && Set(markets.map(\.id)).isSuperset(of: [first.id, second.id]),
        "execute should return every market the repository holds, even two with the same slug, not one per slug"
      )
    }

    // MARK: Errors from the port

    /// Every error a repository may throw: a use case that turns one into another is caught
    /// only by the other ones.
    static let repositoryErrors: [MarketRepositoryError] = [
      .corruptStore, .readFailed, .writeFailed,
    ]

    @Test("An error reading the repository reaches the caller", arguments: repositoryErrors)
    func readErrorsReachTheCaller(error: MarketRepositoryError) async {
      let repository = SpyMarketRepository(
        markets: [Fixtures.market("fresh-fruit")], readError: error)
      let ids = SequentialIDs()
      let create = CreateMarket(repository: repository, makeID: { ids.next() })
      let publish = PublishMarket(repository: repository)
      let list = ListMarkets(repository: repository)

      await #expect(
        throws: error,
        "CreateMarket.execute should throw the error find(slug:) threw, .\(error), as it is: with try? it could not know whether the slug is taken"
      ) {
        try await create.execute(name: "Cheese", slug: "cheese")
      }
      await #expect(
        throws: error,
        "PublishMarket.execute should throw the error find(slug:) threw, .\(error), as it is, not MarketError.notFound or another case"
      ) {
        try await publish.execute(slug: "fresh-fruit")
      }
      await #expect(
        throws: error,
        "ListMarkets.execute should throw the error list() threw, .\(error), as it is, not another case or no markets"
      ) {
        try await list.execute()
      }
      #expect(
        await repository.saved.isEmpty,
        "a use case that could not read the repository should save nothing")
    }

    @Test("An error saving to the repository reaches the caller", arguments: repositoryErrors)
    func repositoryErrorsReachTheCaller(error: MarketRepositoryError) async {
      let repository = SpyMarketRepository(
        markets: [Fixtures.market("fresh-fruit")], saveError: error)
      let ids = SequentialIDs()
      let create = CreateMarket(repository: repository, makeID: { ids.next() })
      let publish = PublishMarket(repository: repository)

      await #expect(
        throws: error,
        "CreateMarket.execute should throw the error save(_:) threw, .\(error), as it is, not another case or success"
      ) {
        try await create.execute(name: "Cheese", slug: "cheese")
      }
      await #expect(
        throws: error,
        "PublishMarket.execute should throw the error save(_:) threw, .\(error), as it is, not another case or success"
      ) {
        try await publish.execute(slug: "fresh-fruit")
      }
    }
  }
}
