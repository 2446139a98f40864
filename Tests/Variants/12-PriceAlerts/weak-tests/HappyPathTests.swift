import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

/// Weak tests, on purpose: the happy path only (one add, one list, one check that fires), to
/// prove that the mutants' score tells them from thorough tests.
@Suite("Price alerts, the happy path only")
struct HappyPathTests {
  @Test("add saves an alert and says so")
  func add() async {
    let harness = Harness()

    let code = await harness.run("add", "rain-in-paris", "above", "0.6")

    #expect(code == 0)
    #expect(harness.terminal.output == ["Added \(SequentialIDs.id(101)): rain-in-paris above 0.6"])
    #expect(harness.store.alerts.count == 1)
  }

  @Test("list shows a waiting alert")
  func list() async {
    let harness = Harness(store: InMemoryAlertStore([Harness.alert(1, "rain", .above, 0.6)]))

    let code = await harness.run("list")

    #expect(code == 0)
    #expect(harness.terminal.output == ["\(SequentialIDs.id(1))  rain  above 0.6  waiting"])
  }

  @Test("check fires an alert the price went past")
  func checkFires() async {
    let harness = Harness(
      store: InMemoryAlertStore([Harness.alert(1, "rain", .above, 0.6)]),
      prices: StubMarketPrices(["rain": 0.7]))

    let code = await harness.run("check")

    #expect(code == 0)
    #expect(harness.terminal.output == ["Fired \(SequentialIDs.id(1)): rain at 0.7 (above 0.6)"])
  }
}
