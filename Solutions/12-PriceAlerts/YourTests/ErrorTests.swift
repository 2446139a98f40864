import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

extension PriceAlertsTests {
  @Suite("Errors")
  struct ErrorTests {
    @Test(
      "Cannot read the alerts: exits with 74, and writes nothing to standard output",
      arguments: [["add", "rain", "above", "0.6"], ["list"], ["check"]])
    func cannotRead(arguments: [String]) async {
      let store = InMemoryAlertStore(loadError: .cannotRead(path: Harness.path))
      let harness = Harness(store: store)
      let ids = SequentialIDs(first: 101)
      let command = AlertsCommand(
        store: store, prices: harness.prices, terminal: harness.terminal,
        now: { Harness.now }, makeID: { ids.next() })

      let code = await command.run(arguments)

      #expect(code == 74)
      #expect(harness.terminal.errors == ["error: cannot read \(Harness.path)"])
      #expect(harness.terminal.output.isEmpty)
      #expect(store.saveCount == 0)
    }

    @Test("Cannot save a new alert: exits with 74, and writes nothing to standard output")
    func cannotWriteOnAdd() async {
      let store = InMemoryAlertStore(saveError: .cannotWrite(path: Harness.path))
      let harness = Harness(store: store)

      let code = await harness.run("add", "rain", "above", "0.6")

      #expect(code == 74)
      #expect(harness.terminal.errors == ["error: cannot write \(Harness.path)"])
      #expect(harness.terminal.output.isEmpty)
    }

    @Test("Cannot save what fired and expired: exits with 74, and writes nothing else")
    func cannotWriteOnCheck() async {
      let store = InMemoryAlertStore(
        [
          Harness.alert(1, "rain", .above, 0.6),
          Harness.alert(2, "snow", .above, 0.6, expiresAt: Harness.now),
        ],
        saveError: .cannotWrite(path: Harness.path))
      let harness = Harness(store: store, prices: .init(["rain": 0.7]))

      let code = await harness.run("check")

      #expect(code == 74)
      #expect(harness.terminal.errors == ["error: cannot write \(Harness.path)"])
      #expect(harness.terminal.output.isEmpty)
    }

    static let priceFailures: [(MarketPricesError, String, Int32)] = [
      (.notConfigured, "error: set ALERTS_API to the market API's base URL", 78),
      (
        .unreachable(api: "http://127.0.0.1:9"),
        "error: cannot reach the market API at http://127.0.0.1:9", 69
      ),
      (.answered(status: 404), "error: the market API answered 404 for snow", 69),
      (.answered(status: 500), "error: the market API answered 500 for snow", 69),
      (.noPrice, "error: the market API sent no price for snow", 65),
    ]

    @Test(
      "A price that cannot be had: fires nothing, expires nothing, and writes only the error",
      arguments: priceFailures)
    func priceFailure(error: MarketPricesError, message: String, code: Int32) async {
      let alerts = [
        Harness.alert(1, "rain", .above, 0.6),
        Harness.alert(2, "fog", .above, 0.6, expiresAt: Harness.now),
        Harness.alert(3, "snow", .above, 0.6),
      ]
      let store = InMemoryAlertStore(alerts)
      let harness = Harness(
        store: store, prices: .init(["rain": 0.7], errors: ["snow": error]))

      let exitCode = await harness.run("check")

      #expect(exitCode == code)
      #expect(harness.terminal.errors == [message])
      #expect(
        harness.terminal.output.isEmpty, "a failed check should write nothing to standard output")
      #expect(store.alerts == alerts, "a failed check should change no alert")
      #expect(store.saveCount == 0, "a failed check should save nothing")
    }
  }
}
