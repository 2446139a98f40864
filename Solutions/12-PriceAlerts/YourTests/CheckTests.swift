import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

extension PriceAlertsTests {
  @Suite("Checking alerts")
  struct CheckTests {
    @Test("With no alert, says so and asks for no price")
    func noAlerts() async {
      let harness = Harness()

      let code = await harness.run("check")

      #expect(code == 0)
      #expect(harness.terminal.output == ["No alerts to check."])
      #expect(harness.prices.askedSlugs.isEmpty, "check should ask for no price")
      #expect(harness.store.saveCount == 0, "check should save nothing")
    }

    @Test("With only fired alerts, asks for no price")
    func onlyFiredAlerts() async {
      let fired = Harness.alert(1, "rain", .above, 0.6, firedAt: Harness.now)
      let harness = Harness(store: InMemoryAlertStore([fired]))

      let code = await harness.run("check")

      #expect(code == 0)
      #expect(harness.terminal.output == ["No alerts to check."])
      #expect(harness.prices.askedSlugs.isEmpty)
      #expect(harness.store.alerts == [fired])
    }

    @Test(
      "Fires an alert at its own price, above or below",
      arguments: [(Alert.Direction.above, 0.6), (.below, 0.6), (.above, 0.61), (.below, 0.59)])
    func firesAtTheBoundary(direction: Alert.Direction, price: Double) async {
      let alert = Harness.alert(1, "rain", direction, 0.6)
      let harness = Harness(store: InMemoryAlertStore([alert]), prices: .init(["rain": price]))

      let code = await harness.run("check")

      #expect(code == 0)
      #expect(
        harness.terminal.output == [
          "Fired \(alert.id): rain at \(price) (\(direction.rawValue) 0.6)"
        ])
      #expect(harness.terminal.errors.isEmpty)
      var fired = alert
      fired.firedAt = Harness.now
      #expect(harness.store.alerts == [fired], "the alert should be saved as fired now")
      #expect(harness.store.saveCount == 1, "check should save once")
    }

    @Test(
      "Leaves an alert waiting on the wrong side of its price",
      arguments: [(Alert.Direction.above, 0.59), (.below, 0.61)])
    func waitsOnTheWrongSide(direction: Alert.Direction, price: Double) async {
      let alert = Harness.alert(1, "rain", direction, 0.6)
      let harness = Harness(store: InMemoryAlertStore([alert]), prices: .init(["rain": price]))

      let code = await harness.run("check")

      #expect(code == 0)
      #expect(harness.terminal.output == ["Checked 1 alert: none fired."])
      #expect(harness.store.alerts == [alert])
      #expect(harness.store.saveCount == 0, "a check that changes nothing should save nothing")
    }

    @Test("Counts the waiting alerts it checked when none fired")
    func countsWaitingAlerts() async {
      let harness = Harness(
        store: InMemoryAlertStore([
          Harness.alert(1, "rain", .above, 0.9),
          Harness.alert(2, "snow", .below, 0.1, firedAt: Harness.now),
          Harness.alert(3, "rain", .below, 0.1),
          Harness.alert(4, "fog", .above, 0.9),
        ]),
        prices: .init(["rain": 0.5, "fog": 0.5]))

      _ = await harness.run("check")

      #expect(harness.terminal.output == ["Checked 3 alerts: none fired."])
    }

    @Test("Asks for each slug once, in the order the waiting alerts first name it")
    func asksOncePerSlug() async {
      let harness = Harness(
        store: InMemoryAlertStore([
          Harness.alert(1, "hail", .above, 0.1, firedAt: Harness.now),
          Harness.alert(2, "rain", .above, 0.9),
          Harness.alert(3, "fog", .above, 0.9),
          Harness.alert(4, "rain", .below, 0.1),
          Harness.alert(5, "snow", .above, 0.9),
          Harness.alert(6, "fog", .below, 0.1),
        ]),
        prices: .init(["rain": 0.5, "fog": 0.5, "snow": 0.5]))

      _ = await harness.run("check")

      #expect(harness.prices.askedSlugs == ["rain", "fog", "snow"])
    }

    @Test("Fires every alert its price reaches, in file order, and leaves the rest waiting")
    func firesInFileOrder() async {
      let alerts = [
        Harness.alert(1, "snow", .below, 0.3),
        Harness.alert(2, "rain", .above, 0.6),
        Harness.alert(3, "snow", .above, 0.3),
        Harness.alert(4, "rain", .above, 0.65),
      ]
      let harness = Harness(
        store: InMemoryAlertStore(alerts), prices: .init(["snow": 0.25, "rain": 0.64]))

      let code = await harness.run("--now", "2026-11-28T12:00:00Z", "check")

      #expect(code == 0)
      #expect(
        harness.terminal.output == [
          "Fired \(alerts[0].id): snow at 0.25 (below 0.3)",
          "Fired \(alerts[1].id): rain at 0.64 (above 0.6)",
        ])
      let firedAt = Harness.date("2026-11-28T12:00:00Z")
      #expect(harness.store.alerts.map(\.firedAt) == [firedAt, firedAt, nil, nil])
    }

    @Test("Never fires an alert twice")
    func firesOnce() async {
      let harness = Harness(
        store: InMemoryAlertStore([
          Harness.alert(1, "rain", .above, 0.6), Harness.alert(2, "snow", .above, 0.9),
        ]),
        prices: .init(["rain": 0.7, "snow": 0.5]))

      _ = await harness.run("check")
      _ = await harness.run("--now", "2026-11-30T09:00:00Z", "check")

      #expect(
        harness.terminal.output == [
          "Fired \(SequentialIDs.id(1)): rain at 0.7 (above 0.6)",
          "Checked 1 alert: none fired.",
        ])
      #expect(harness.store.alerts.first?.firedAt == Harness.now)
      #expect(harness.prices.askedSlugs == ["rain", "snow", "snow"])
    }
  }
}
