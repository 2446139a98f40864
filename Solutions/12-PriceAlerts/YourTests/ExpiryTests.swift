import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

extension PriceAlertsTests {
  @Suite("Alerts that expire")
  struct ExpiryTests {
    @Test("Removes a waiting alert at exactly its expiry, and asks for no price for it")
    func expiresAtExactlyItsTime() async {
      let expiring = Harness.alert(1, "rain", .above, 0.6, expiresAt: Harness.now)
      let harness = Harness(store: InMemoryAlertStore([expiring]))

      let code = await harness.run("check")

      #expect(code == 0)
      #expect(harness.terminal.output == ["Expired \(expiring.id): rain", "No alerts to check."])
      #expect(harness.store.alerts.isEmpty, "the expired alert should be removed")
      #expect(harness.prices.askedSlugs.isEmpty)
    }

    @Test("Keeps checking an alert until its expiry")
    func waitsUntilItsTime() async {
      let later = Harness.now.addingTimeInterval(1)
      let alert = Harness.alert(1, "rain", .above, 0.6, expiresAt: later)
      let harness = Harness(store: InMemoryAlertStore([alert]), prices: .init(["rain": 0.5]))

      _ = await harness.run("check")

      #expect(harness.terminal.output == ["Checked 1 alert: none fired."])
      #expect(harness.store.alerts == [alert])
    }

    @Test("Expires at the time given with --now")
    func expiresAtTheGivenTime() async {
      let expiresAt = Harness.date("2026-11-30T09:00:00Z")
      let alert = Harness.alert(1, "rain", .above, 0.6, expiresAt: expiresAt)
      let harness = Harness(store: InMemoryAlertStore([alert]), prices: .init(["rain": 0.5]))

      _ = await harness.run("--now", "2026-11-30T08:59:59Z", "check")
      _ = await harness.run("--now", "2026-11-30T09:00:00Z", "check")

      #expect(
        harness.terminal.output == [
          "Checked 1 alert: none fired.", "Expired \(alert.id): rain", "No alerts to check.",
        ])
    }

    @Test("Writes the expired alerts first, then the fired ones, and keeps fired alerts")
    func expiredLinesComeFirst() async {
      let past = Harness.now.addingTimeInterval(-1)
      let alerts = [
        Harness.alert(1, "rain", .above, 0.6),
        Harness.alert(2, "snow", .above, 0.6, expiresAt: past),
        Harness.alert(3, "fog", .below, 0.6, expiresAt: past, firedAt: past),
        Harness.alert(4, "hail", .below, 0.6, expiresAt: past),
        Harness.alert(5, "rain", .below, 0.6),
      ]
      let harness = Harness(store: InMemoryAlertStore(alerts), prices: .init(["rain": 0.7]))

      let code = await harness.run("check")

      #expect(code == 0)
      #expect(
        harness.terminal.output == [
          "Expired \(alerts[1].id): snow",
          "Expired \(alerts[3].id): hail",
          "Fired \(alerts[0].id): rain at 0.7 (above 0.6)",
        ])
      #expect(harness.store.alerts.map(\.id) == [alerts[0].id, alerts[2].id, alerts[4].id])
      #expect(harness.prices.askedSlugs == ["rain"])
    }

    @Test("Counts only the alerts left after expiry when none fired")
    func countsWithoutExpired() async {
      let past = Harness.now.addingTimeInterval(-1)
      let alerts = [
        Harness.alert(1, "rain", .above, 0.6, expiresAt: past),
        Harness.alert(2, "rain", .above, 0.9),
      ]
      let harness = Harness(store: InMemoryAlertStore(alerts), prices: .init(["rain": 0.7]))

      _ = await harness.run("check")

      #expect(
        harness.terminal.output == [
          "Expired \(alerts[0].id): rain", "Checked 1 alert: none fired.",
        ])
      #expect(harness.store.alerts == [alerts[1]], "the expired alert should be removed")
    }
  }
}
