import Foundation
import Testing

@testable import Lesson10HexagonalMarketApplication
@testable import Lesson10HexagonalMarketDomain

/// Your tests of the use cases, written against the port with the double in
/// `SpyMarketRepository.swift`. The first one is written for you: test each other promise
/// of task 6 the same way.
@Suite("Your tests: the use cases")
struct UseCaseTests {
  let id = UUID()

  /// Every error a repository may throw, for the tests that pass each one on.
  static let repositoryErrors: [MarketRepositoryError] = [.corruptStore, .readFailed, .writeFailed]

  /// A market with this slug and status, made with the internal initializer so that the
  /// repository can hold markets the rules would not make by themselves.
  func market(_ slug: String, status: MarketStatus = .draft, name: String? = nil) -> Market {
    Market(id: UUID(), name: name ?? "Market \(slug)", slug: slug, status: status)
  }

  func create(in repository: SpyMarketRepository) -> CreateMarket {
    CreateMarket(repository: repository, makeID: { [id] in id })
  }

  // MARK: - CreateMarket

  @Test("Creating a market saves the new draft and returns it")
  func createSavesTheDraft() async throws {
    let repository = SpyMarketRepository()
    let useCase = CreateMarket(repository: repository, makeID: { [id] in id })

    let market = try await useCase.execute(name: "Fresh Fruit", slug: "fresh-fruit")

    #expect(
      market.status == .draft, "execute should return a draft, not an \(market.status) market")
    #expect(
      await repository.saved == [market],
      "execute should save the market it returns, once, through the port")
  }

  @Test("Creating a market names it with makeID, trims the name and keeps the slug")
  func createKeepsWhatItWasGiven() async throws {
    let market = try await create(in: SpyMarketRepository())
      .execute(name: "  Fresh Fruit\n", slug: "fresh-fruit")

    #expect(market.id == id, "execute should give the market the ID that makeID() returned")
    #expect(
      market.name == "Fresh Fruit",
      "execute should keep the name \"  Fresh Fruit\\n\" as \"Fresh Fruit\", without the whitespace around it"
    )
    #expect(market.slug == "fresh-fruit", "execute should keep the slug as given")
  }

  @Test("Creating a market with a blank name throws blankName and saves nothing")
  func createRejectsABlankName() async {
    let repository = SpyMarketRepository()

    await #expect(
      throws: MarketError.blankName,
      "execute should throw MarketError.blankName for the name \" \\t\\n\""
    ) {
      try await create(in: repository).execute(name: " \t\n", slug: "fresh-fruit")
    }
    #expect(await repository.saved.isEmpty, "a market with a blank name should not be saved")
  }

  @Test("Creating a market with an invalid slug throws invalidSlug and saves nothing")
  func createRejectsAnInvalidSlug() async {
    let repository = SpyMarketRepository()

    await #expect(
      throws: MarketError.invalidSlug("Fresh Fruit"),
      "execute should throw MarketError.invalidSlug(\"Fresh Fruit\"), with the slug as given"
    ) {
      try await create(in: repository).execute(name: "Fresh Fruit", slug: "Fresh Fruit")
    }
    #expect(await repository.saved.isEmpty, "a market with an invalid slug should not be saved")
  }

  @Test("Creating a market checks the rules before it asks the repository")
  func createChecksTheRulesFirst() async {
    let taken = SpyMarketRepository(markets: [market("fresh-fruit"), market("Fresh Fruit")])
    let failing = SpyMarketRepository(readError: .readFailed)

    await #expect(
      throws: MarketError.blankName,
      "a blank name should throw MarketError.blankName even when the slug is taken as well"
    ) {
      try await create(in: taken).execute(name: " ", slug: "fresh-fruit")
    }
    await #expect(
      throws: MarketError.invalidSlug("Fresh Fruit"),
      "an invalid slug should throw MarketError.invalidSlug even when a market has it already"
    ) {
      try await create(in: taken).execute(name: "Fresh Fruit", slug: "Fresh Fruit")
    }
    await #expect(
      throws: MarketError.blankName,
      "a blank name should throw MarketError.blankName even when find(slug:) would fail"
    ) {
      try await create(in: failing).execute(name: " ", slug: "fresh-fruit")
    }
    #expect(await taken.saved.isEmpty, "a market that breaks a rule should not be saved")
    #expect(await failing.saved.isEmpty, "a market that breaks a rule should not be saved")
  }

  @Test(
    "Creating a market whose slug is taken throws slugTaken and saves nothing",
    arguments: MarketStatus.allCases)
  func createRejectsATakenSlug(status: MarketStatus) async {
    let repository = SpyMarketRepository(markets: [market("fresh-fruit", status: status)])

    await #expect(
      throws: MarketError.slugTaken("fresh-fruit"),
      "execute should throw MarketError.slugTaken(\"fresh-fruit\") when an \(status) market has that slug"
    ) {
      try await create(in: repository).execute(name: "Other Fruit", slug: "fresh-fruit")
    }
    #expect(await repository.saved.isEmpty, "a market whose slug is taken should not be saved")
  }

  @Test("Creating a market passes on the error of find(slug:)", arguments: repositoryErrors)
  func createPassesOnReadErrors(error: MarketRepositoryError) async {
    let repository = SpyMarketRepository(readError: error)

    await #expect(
      throws: error, "execute should throw the error the repository threw, .\(error), as it is"
    ) {
      try await create(in: repository).execute(name: "Fresh Fruit", slug: "fresh-fruit")
    }
  }

  @Test("Creating a market passes on the error of save(_:)", arguments: repositoryErrors)
  func createPassesOnSaveErrors(error: MarketRepositoryError) async {
    let repository = SpyMarketRepository(saveError: error)

    await #expect(
      throws: error, "execute should throw the error the repository threw, .\(error), as it is"
    ) {
      try await create(in: repository).execute(name: "Fresh Fruit", slug: "fresh-fruit")
    }
  }

  // MARK: - PublishMarket

  @Test("Publishing a draft saves it as active and returns it")
  func publishSavesTheActiveMarket() async throws {
    let draft = market("fresh-fruit", name: "Fresh Fruit")
    let repository = SpyMarketRepository(markets: [market("cheese"), draft])

    let active = try await PublishMarket(repository: repository)
      .execute(slug: "fresh-fruit")

    #expect(active.status == .active, "execute should return the market as active")
    #expect(
      active.id == draft.id && active.name == draft.name && active.slug == draft.slug,
      "execute should return the draft it found, \(draft), with only its status changed, not \(active)"
    )
    #expect(
      await repository.saved == [active],
      "execute should save the active market it returns, once, over the draft")
  }

  @Test("Publishing an active market throws alreadyPublished and saves nothing")
  func publishRejectsAnActiveMarket() async {
    let repository = SpyMarketRepository(markets: [market("fresh-fruit", status: .active)])

    await #expect(
      throws: MarketError.alreadyPublished("fresh-fruit"),
      "execute should throw MarketError.alreadyPublished(\"fresh-fruit\"): a market opens once"
    ) {
      try await PublishMarket(repository: repository).execute(slug: "fresh-fruit")
    }
    #expect(await repository.saved.isEmpty, "a market that is already active should not be saved")
  }

  @Test("Publishing a market a second time throws alreadyPublished")
  func publishRejectsASecondPublish() async throws {
    let repository = SpyMarketRepository(markets: [market("fresh-fruit")])
    let useCase = PublishMarket(repository: repository)

    _ = try await useCase.execute(slug: "fresh-fruit")
    await #expect(
      throws: MarketError.alreadyPublished("fresh-fruit"),
      "the second execute for fresh-fruit should throw MarketError.alreadyPublished(\"fresh-fruit\")"
    ) {
      try await useCase.execute(slug: "fresh-fruit")
    }
    #expect(await repository.saved.count == 1, "only the first publish should be saved")
  }

  @Test("Publishing an unknown slug throws notFound and saves nothing")
  func publishRejectsAnUnknownSlug() async {
    let repository = SpyMarketRepository(markets: [market("fresh-fruit")])

    await #expect(
      throws: MarketError.notFound("cheese"),
      "execute should throw MarketError.notFound(\"cheese\") when no market has the slug cheese"
    ) {
      try await PublishMarket(repository: repository).execute(slug: "cheese")
    }
    #expect(await repository.saved.isEmpty, "nothing should be saved for an unknown slug")
  }

  @Test("Publishing a market passes on the error of find(slug:)", arguments: repositoryErrors)
  func publishPassesOnReadErrors(error: MarketRepositoryError) async {
    let repository = SpyMarketRepository(markets: [market("fresh-fruit")], readError: error)

    await #expect(
      throws: error, "execute should throw the error the repository threw, .\(error), as it is"
    ) {
      try await PublishMarket(repository: repository).execute(slug: "fresh-fruit")
    }
  }

  @Test("Publishing a market passes on the error of save(_:)", arguments: repositoryErrors)
  func publishPassesOnSaveErrors(error: MarketRepositoryError) async {
    let repository = SpyMarketRepository(markets: [market("fresh-fruit")], saveError: error)

    await #expect(
      throws: error, "execute should throw the error the repository threw, .\(error), as it is"
    ) {
      try await PublishMarket(repository: repository).execute(slug: "fresh-fruit")
    }
  }

  // MARK: - ListMarkets

  @Test("Listing returns every market, drafts and active ones, ordered by slug")
  func listSortsBySlug() async throws {
    // Neither the order given, the names nor the statuses follow the slugs.
    let repository = SpyMarketRepository(markets: [
      market("fresh-fruit", name: "Orchard Fruit"),
      market("vegetables", status: .active, name: "Allotment Greens"),
      market("bread", status: .active, name: "Village Bakery"),
      market("cheese", name: "Dairy Corner"),
    ])

    let markets = try await ListMarkets(repository: repository).execute()

    #expect(
      markets.map(\.slug) == ["bread", "cheese", "fresh-fruit", "vegetables"],
      "execute should return all four markets ordered by slug, not \(markets.map(\.slug))")
  }

  @Test("Listing passes on the error of list()", arguments: repositoryErrors)
  func listPassesOnErrors(error: MarketRepositoryError) async {
    let repository = SpyMarketRepository(markets: [market("fresh-fruit")], readError: error)

    await #expect(
      throws: error, "execute should throw the error the repository threw, .\(error), as it is"
    ) {
      try await ListMarkets(repository: repository).execute()
    }
  }
}
