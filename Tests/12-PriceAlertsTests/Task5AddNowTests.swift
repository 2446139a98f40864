import Foundation
import Testing

extension PriceAlertsTests {
  @Suite("Task 5: Add --now")
  struct AddNow {
    @Test("--now stamps a new alert's createdAt")
    func nowStampsCreatedAt() throws {
      try AlertsApp.withStub { app in
        let run = try app.run("--now", "2026-11-27T09:00:00Z", "add", "rain", "above", "0.6")
        #expect(
          AddedLine.id(in: run, slug: "rain", rule: "above 0.6") != nil,
          "add after --now should work and print its Added line as usual; \(run)")
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.createdAt) == [Moments.now],
          "with --now 2026-11-27T09:00:00Z, the new alert's createdAt should be that time, not the system clock's; alerts.json holds \(stored.map { Moments.text($0.createdAt) })"
        )
      }
    }

    @Test("--now stamps firedAt, and list shows it")
    func nowStampsFiredAt() throws {
      try AlertsApp.withStub(prices: ["rain": 0.7]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let check = try app.run("--now", "2026-11-27T09:00:00Z", "check")
        #expect(
          check.exitCode == 0
            && check.lines == ["Fired \(StoredAlert.id(1)): rain at 0.7 (above 0.6)"],
          "check after --now should fire as usual; \(check)")
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.firedAt) == [Moments.now],
          "with --now 2026-11-27T09:00:00Z, a fired alert's firedAt should be that time; alerts.json holds \(stored)"
        )
        let list = try app.run("list")
        #expect(
          list.lines == ["\(StoredAlert.id(1))  rain  above 0.6  fired 2026-11-27T09:00:00Z"],
          "list should show the time --now gave when the alert fired; \(list)")
      }
    }

    @Test("--now works with list")
    func nowWithList() throws {
      try AlertsApp.withStub { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let run = try app.run("--now", "2026-11-27T09:00:00Z", "list")
        #expect(
          run.exitCode == 0 && run.lines == ["\(StoredAlert.id(1))  rain  above 0.6  waiting"],
          "--now goes before any command, list too; \(run)")
      }
    }

    @Test(
      "A bad --now is a usage error",
      arguments: [
        ["--now", "tomorrow", "list"], ["--now", "2026-13-01T09:00:00Z", "list"],
        ["--now", "list"], ["--now"], ["--now", "", "add", "rain", "above", "0.6"],
      ])
    func badNow(arguments: [String]) throws {
      try AlertsApp.withStub { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let before = app.alertsBytes()
        let run = try app.run(arguments)
        UsageError.expect(run, for: "alerts \(arguments.joined(separator: " "))")
        #expect(
          app.alertsBytes() == before, "a usage error should leave alerts.json as it was")
      }
    }
  }
}
