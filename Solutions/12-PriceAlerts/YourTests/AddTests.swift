import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

extension PriceAlertsTests {
  @Suite("Adding an alert")
  struct AddTests {
    @Test("Saves a waiting alert with a new ID, made now, and says so")
    func savesAWaitingAlert() async {
      let harness = Harness()

      let code = await harness.run("add", "rain-in-paris", "above", "0.6")

      #expect(code == 0, "add should exit with 0")
      #expect(
        harness.terminal.output == ["Added \(SequentialIDs.id(101)): rain-in-paris above 0.6"])
      #expect(harness.terminal.errors.isEmpty, "add should write nothing to standard error")
      #expect(
        harness.store.alerts == [
          Alert(
            id: SequentialIDs.id(101), slug: "rain-in-paris", direction: .above, price: 0.6,
            createdAt: Harness.now)
        ])
    }

    @Test("Adds after the alerts kept, in order, with each run's new ID")
    func appendsInOrder() async {
      let existing = Harness.alert(1, "fog", .below, 0.2)
      let harness = Harness(store: InMemoryAlertStore([existing]))

      _ = await harness.run("add", "snow", "below", "0.25")

      #expect(harness.store.alerts.map(\.id) == [existing.id, SequentialIDs.id(101)])
      #expect(harness.store.alerts.last?.direction == .below)
      #expect(harness.store.alerts.last?.price == 0.25)
      #expect(harness.store.saveCount == 1, "add should save once")
    }

    @Test(
      "Prints the price as the shortest decimal that reads back the same",
      arguments: [("0.65", "0.65"), ("1", "1.0"), ("0", "0.0"), (".5", "0.5"), ("1.0", "1.0")])
    func printsThePrice(text: String, printed: String) async {
      let harness = Harness()

      let code = await harness.run("add", "rain", "below", text)

      #expect(code == 0)
      #expect(harness.terminal.output == ["Added \(SequentialIDs.id(101)): rain below \(printed)"])
    }

    @Test(
      "Takes slugs of letters, digits and hyphens, up to 64 characters",
      arguments: ["a", "Rain-2026", String(repeating: "x", count: 64)])
    func takesSlugs(slug: String) async {
      let harness = Harness()

      let code = await harness.run("add", slug, "above", "0.5")

      #expect(code == 0, "'\(slug)' is a valid slug")
      #expect(harness.store.alerts.map(\.slug) == [slug])
    }

    @Test("Acts at the time given with --now instead of the clock's")
    func actsAtTheGivenTime() async {
      let harness = Harness()

      _ = await harness.run("--now", "2026-12-01T10:30:00Z", "add", "rain", "above", "0.6")

      #expect(harness.store.alerts.first?.createdAt == Harness.date("2026-12-01T10:30:00Z"))
    }

    @Test("Reads --now with a time zone offset")
    func readsAnOffset() async {
      let harness = Harness()

      _ = await harness.run("--now", "2026-12-01T11:30:00+01:00", "add", "rain", "above", "0.6")

      #expect(harness.store.alerts.first?.createdAt == Harness.date("2026-12-01T10:30:00Z"))
    }

    @Test(
      "Makes an alert expire the given number of whole days after now",
      arguments: [(1, 86_400.0), (3, 259_200.0)])
    func expiresAfterDays(days: Int, seconds: TimeInterval) async {
      let harness = Harness()

      let code = await harness.run("add", "rain", "above", "0.6", "--for", "\(days)")

      #expect(code == 0)
      #expect(harness.store.alerts.first?.expiresAt == Harness.now.addingTimeInterval(seconds))
      #expect(harness.terminal.output == ["Added \(SequentialIDs.id(101)): rain above 0.6"])
    }

    @Test("Counts the days of --for from the time given with --now")
    func expiresAfterDaysFromGivenTime() async {
      let harness = Harness()

      _ = await harness.run(
        "--now", "2026-12-01T10:30:00Z", "add", "rain", "above", "0.6", "--for", "2")

      #expect(harness.store.alerts.first?.expiresAt == Harness.date("2026-12-03T10:30:00Z"))
    }
  }
}
