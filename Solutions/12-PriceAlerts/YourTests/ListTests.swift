import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

extension PriceAlertsTests {
  @Suite("Listing alerts")
  struct ListTests {
    @Test("Says there are no alerts when there are none")
    func saysNoAlerts() async {
      let harness = Harness()

      let code = await harness.run("list")

      #expect(code == 0)
      #expect(harness.terminal.output == ["No alerts."])
      #expect(harness.terminal.errors.isEmpty)
    }

    @Test("Lists every alert in the order they were added, with its state")
    func listsEveryAlert() async {
      let firedAt = Harness.date("2026-11-26T08:00:00Z")
      let expiresAt = Harness.date("2026-11-30T09:00:00Z")
      let harness = Harness(
        store: InMemoryAlertStore([
          Harness.alert(3, "rain", .above, 0.6),
          Harness.alert(1, "snow", .below, 0.25, firedAt: firedAt),
          Harness.alert(2, "fog", .above, 1, expiresAt: expiresAt),
          Harness.alert(4, "hail", .above, 0.5, expiresAt: expiresAt, firedAt: firedAt),
        ]))

      let code = await harness.run("list")

      #expect(code == 0)
      #expect(
        harness.terminal.output == [
          "\(SequentialIDs.id(3))  rain  above 0.6  waiting",
          "\(SequentialIDs.id(1))  snow  below 0.25  fired 2026-11-26T08:00:00Z",
          "\(SequentialIDs.id(2))  fog  above 1.0  waiting until 2026-11-30T09:00:00Z",
          "\(SequentialIDs.id(4))  hail  above 0.5  fired 2026-11-26T08:00:00Z",
        ])
      #expect(harness.store.saveCount == 0, "list should save nothing")
    }
  }
}
