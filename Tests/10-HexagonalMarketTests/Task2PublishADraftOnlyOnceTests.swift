import Testing

@testable import Lesson10HexagonalMarketDomain

extension HexagonalMarketTests {
  @Suite("Task 2: Publish a draft only once")
  struct PublishADraftOnlyOnce {
    @Test("Publishing a draft makes it active and keeps everything else")
    func publishesADraft() throws {
      let draft = Fixtures.market("fresh-fruit", status: .draft)

      let active = try draft.published()

      #expect(active.status == .active, "published() should return the market with status .active")
      #expect(active.id == draft.id, "published() should keep the market's ID")
      #expect(active.name == draft.name, "published() should keep the market's name")
      #expect(active.slug == draft.slug, "published() should keep the market's slug")
    }

    @Test("Publishing an active market throws alreadyPublished")
    func rejectsAnActiveMarket() {
      let active = Fixtures.market("fresh-fruit", status: .active)

      #expect(
        throws: MarketError.alreadyPublished("fresh-fruit"),
        "published() should throw MarketError.alreadyPublished(slug) for a market that is already active"
      ) {
        try active.published()
      }
    }

    @Test("Publishing twice throws the second time")
    func rejectsASecondPublish() throws {
      let once = try Fixtures.market("fresh-fruit").published()

      #expect(
        throws: MarketError.alreadyPublished("fresh-fruit"),
        "Calling published() on the result of published() should throw: a market opens once"
      ) {
        try once.published()
      }
    }
  }
}
