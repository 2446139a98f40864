import Foundation
import Testing

@testable import Lesson10HexagonalMarketDomain

extension HexagonalMarketTests {
  @Suite("Task 1: Validate a new market")
  struct ValidateANewMarket {
    static let id = SequentialIDs.id(1)

    @Test("Creates a draft with the ID, name and slug it was given")
    func createsADraft() throws {
      let market = try Market.create(id: Self.id, name: "Fresh Fruit", slug: "fresh-fruit")

      #expect(market.id == Self.id, "create should keep the ID it was given")
      #expect(market.name == "Fresh Fruit", "create should keep the name it was given")
      #expect(market.slug == "fresh-fruit", "create should keep the slug it was given")
      #expect(market.status == .draft, "A new market should start as a draft")
    }

    @Test("Takes a name of any length that is not blank")
    func takesShortAndLongNames() throws {
      let long = String(repeating: "Fresh Fruit ", count: 5) + "Stall"
      for name in ["O", "Ox", long] {
        let market = try Market.create(id: Self.id, name: name, slug: "fresh-fruit")
        #expect(
          market.name == name,
          "create should take the name \(name.debugDescription), \(name.count) characters long: only a blank name is refused, whatever the length of one that is not"
        )
      }
    }

    @Test("Trims whitespace around the name")
    func trimsTheName() throws {
      let market = try Market.create(id: Self.id, name: "  Fresh Fruit\n", slug: "fresh-fruit")

      #expect(
        market.name == "Fresh Fruit",
        "create should store the name without the spaces and newlines around it")

      let windows = try Market.create(id: Self.id, name: "Fresh Fruit\r\n", slug: "fresh-fruit")
      #expect(
        windows.name == "Fresh Fruit",
        "create should remove every kind of whitespace and line end around the name, the \\r of a Windows line end too"
      )
      let spaced = try Market.create(id: Self.id, name: "\tFresh  Fruit \n", slug: "fresh-fruit")
      #expect(
        spaced.name == "Fresh  Fruit",
        "create should keep the whitespace inside the name as it is, and remove only the whitespace around it: \"\\tFresh  Fruit \\n\" should become \"Fresh  Fruit\""
      )
    }

    @Test(
      "Rejects a blank name",
      arguments: ["", " ", "   ", "\t", "\n", " \t\n ", "\r\n", "\u{00A0}"])
    func rejectsABlankName(name: String) {
      #expect(
        throws: MarketError.blankName,
        "create should throw MarketError.blankName for a name of only whitespace: \(name.debugDescription)"
      ) {
        try Market.create(id: Self.id, name: name, slug: "fresh-fruit")
      }
    }

    @Test(
      "Accepts a slug of 3 to 40 lowercase letters, digits and single hyphens",
      arguments: [
        "abc", "fresh-fruit", "market-2024", "a1b", "123", "a-b-c", "x2-y3-z4",
        String(repeating: "a", count: 40), "a" + String(repeating: "-b", count: 19), "a-b",
      ])
    func acceptsAValidSlug(slug: String) {
      do {
        let market = try Market.create(id: Self.id, name: "Fresh Fruit", slug: slug)
        #expect(market.slug == slug, "create should keep the valid slug \(slug) as it is")
      } catch {
        Issue.record(
          "create should accept the valid slug \(slug.debugDescription), but threw \(error)")
      }
    }

    @Test(
      "Rejects a slug that breaks a rule",
      arguments: [
        "",  // empty
        "ab",  // too short
        String(repeating: "a", count: 41),  // too long
        "a" + String(repeating: "-b", count: 20),  // too long: 41 characters, hyphens count
        "Fresh-Fruit",  // capitals
        "fresh fruit",  // a space
        "fresh_fruit",  // an underscore
        "fresh.fruit",  // a dot
        "fresh--fruit",  // two hyphens in a row
        "-fresh",  // a hyphen at the start
        "fresh-",  // a hyphen at the end
        "---",  // only hyphens
        "früchte",  // a letter outside a–z
        "café",  // a letter outside a–z
        "fresh-fruit\n",  // a newline
        "１２３",  // digits outside 0–9
      ])
    func rejectsAnInvalidSlug(slug: String) {
      #expect(
        throws: MarketError.invalidSlug(slug),
        "create should throw MarketError.invalidSlug(\(slug.debugDescription)), carrying the slug as given"
      ) {
        try Market.create(id: Self.id, name: "Fresh Fruit", slug: slug)
      }
    }
  }
}
