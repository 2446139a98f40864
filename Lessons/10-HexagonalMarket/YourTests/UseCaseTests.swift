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

  // TODO: Task 6. Test the use cases against the port.
}
