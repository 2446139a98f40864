import Foundation
import Testing

extension PriceAlertsTests {
  @Suite("Task 6: Let alerts expire")
  struct LetAlertsExpire {
    /// 2026-11-30T09:00:00Z, three days after `Moments.now`.
    static let expiry = Moments.now.addingTimeInterval(3 * 86_400)

    @Test("add --for sets expiresAt that many days after now")
    func addForSetsExpiresAt() throws {
      try AlertsApp.withStub { app in
        let run = try app.run(
          "--now", "2026-11-27T09:00:00Z", "add", "rain", "above", "0.6", "--for", "3")
        #expect(
          AddedLine.id(in: run, slug: "rain", rule: "above 0.6") != nil,
          "add with --for should print its Added line as usual; \(run)")
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.expiresAt) == [Self.expiry],
          "--for 3 at 2026-11-27T09:00:00Z should set expiresAt to 2026-11-30T09:00:00Z, 3 × 86,400 seconds later; alerts.json holds \(stored)"
        )
      }
    }

    @Test("add --for counts from the system clock without --now")
    func addForWithTheSystemClock() throws {
      try AlertsApp.withStub { app in
        let run = try app.run("add", "rain", "below", "0.2", "--for", "1")
        #expect(run.exitCode == 0, "add with --for 1 should work; \(run)")
        let alert = try #require(try app.storedAlerts().first)
        #expect(
          alert.expiresAt == alert.createdAt.addingTimeInterval(86_400),
          "--for 1 should set expiresAt exactly one day after createdAt; alerts.json holds \(alert)"
        )
      }
    }

    @Test("list shows until when an alert waits, and a fired alert as fired")
    func listShowsWaitingUntil() throws {
      try AlertsApp.withStub { app in
        try app.write([
          .waiting(1, "rain", "above", 0.6, expiresAt: Self.expiry),
          .waiting(2, "snow", "below", 0.2),
          .fired(3, "fog", "above", 0.5, expiresAt: Self.expiry),
        ])
        let run = try app.run("list")
        #expect(
          run.lines == [
            "\(StoredAlert.id(1))  rain  above 0.6  waiting until 2026-11-30T09:00:00Z",
            "\(StoredAlert.id(2))  snow  below 0.2  waiting",
            "\(StoredAlert.id(3))  fog  above 0.5  fired \(Moments.text(Moments.fired))",
          ],
          "list should show waiting until <expiresAt> for an alert that waits and expires, waiting for one that does not expire, and fired <firedAt> for one that fired, expiry or not; \(run)"
        )
      }
    }

    @Test("check expires an alert at exactly expiresAt, without asking for its price")
    func expiresAtExactlyExpiresAt() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6, expiresAt: Self.expiry)])
        let run = try app.run("--now", "2026-11-30T09:00:00Z", "check")
        #expect(
          run.exitCode == 0
            && run.lines == ["Expired \(StoredAlert.id(1)): rain", "No alerts to check."],
          "at its expiresAt an alert has expired: check should print Expired <id>: rain, then No alerts to check., since none is left; \(run)"
        )
        #expect(
          app.server.requests.isEmpty,
          "an expired alert is never fetched; the server got \(app.server.requests)")
        #expect(
          try app.storedAlerts().isEmpty,
          "check should remove the expired alert from alerts.json")
      }
    }

    @Test("check keeps an alert one second before it expires")
    func keepsAnAlertOneSecondBefore() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6, expiresAt: Self.expiry)])
        let run = try app.run("--now", "2026-11-30T08:59:59Z", "check")
        #expect(
          run.lines == ["Fired \(StoredAlert.id(1)): rain at 0.9 (above 0.6)"],
          "one second before its expiresAt, an alert still waits, and fires as usual; \(run)")
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.id) == [StoredAlert.id(1)] && stored.first?.firedAt != nil,
          "the alert should stay in alerts.json, fired; it holds \(stored)")
      }
    }

    @Test("Expired lines come first, and expired alerts are neither fetched nor counted")
    func expiredThenChecked() throws {
      try AlertsApp.withStub(prices: ["rain": 0.5, "snow": 0.5]) { app in
        try app.write([
          .waiting(1, "rain", "above", 0.6),
          .waiting(2, "hail", "above", 0.6, expiresAt: Self.expiry),
          .waiting(3, "snow", "below", 0.4, expiresAt: Self.expiry.addingTimeInterval(1)),
          .waiting(4, "snow", "below", 0.4, expiresAt: Moments.now),
        ])
        let run = try app.run("--now", "2026-11-30T09:00:00Z", "check")
        #expect(
          run.lines == [
            "Expired \(StoredAlert.id(2)): hail", "Expired \(StoredAlert.id(4)): snow",
            "Checked 2 alerts: none fired.",
          ],
          "check should print the Expired lines first, in file order, then count only the 2 alerts left waiting; \(run)"
        )
        #expect(
          app.server.requests == [.market("rain"), .market("snow")],
          "check should ask for rain and snow (an alert on snow still waits) and never for hail, whose only alert expired; the server got \(app.server.requests)"
        )
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.id) == [StoredAlert.id(1), StoredAlert.id(3)],
          "alerts.json should keep the two alerts that have not expired, in order; it holds \(stored)"
        )
      }
    }

    @Test("Expired lines come before Fired lines")
    func expiredBeforeFired() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try app.write([
          .waiting(1, "rain", "above", 0.6),
          .waiting(2, "snow", "above", 0.6, expiresAt: Moments.now),
        ])
        let run = try app.run("--now", "2026-11-27T09:00:00Z", "check")
        #expect(
          run.lines == [
            "Expired \(StoredAlert.id(2)): snow",
            "Fired \(StoredAlert.id(1)): rain at 0.9 (above 0.6)",
          ],
          "check should print the Expired lines, then the Fired lines; \(run)")
      }
    }

    @Test("A fired alert never expires")
    func firedAlertsDoNotExpire() throws {
      try AlertsApp.withStub { app in
        try app.write([.fired(1, "rain", "above", 0.6, expiresAt: Moments.fired)])
        let run = try app.run("--now", "2026-11-30T09:00:00Z", "check")
        #expect(
          run.lines == ["No alerts to check."],
          "only a waiting alert expires: a fired one past its expiresAt is not Expired; \(run)")
        #expect(
          try app.storedAlerts().map(\.id) == [StoredAlert.id(1)],
          "check should keep the fired alert in alerts.json")
      }
    }

    @Test("Without --now, alerts expire by the system clock")
    func expiresByTheSystemClock() throws {
      try AlertsApp.withStub(prices: ["rain": 0.1]) { app in
        let past = Date(timeIntervalSince1970: 1_600_000_000)
        try app.write([
          .waiting(1, "snow", "above", 0.6, expiresAt: past),
          .waiting(2, "rain", "above", 0.6, expiresAt: Date().addingTimeInterval(86_400)),
        ])
        let run = try app.run("check")
        #expect(
          run.lines == ["Expired \(StoredAlert.id(1)): snow", "Checked 1 alert: none fired."],
          "without --now, an alert whose expiresAt has passed should expire, and one that expires tomorrow should not; \(run)"
        )
      }
    }

    @Test("A check that fails expires nothing")
    func failedCheckExpiresNothing() throws {
      let answers = ["/markets/rain": StubAnswer(status: 500, body: "")]
      try AlertsApp.withStub(answers: answers) { app in
        try app.write([
          .waiting(1, "snow", "above", 0.6, expiresAt: Moments.now),
          .waiting(2, "rain", "above", 0.6),
        ])
        let before = app.alertsBytes()
        let run = try app.run("--now", "2026-11-27T09:00:00Z", "check")
        #expect(
          run.exitCode == 69 && run.output.isEmpty,
          "check should fail with 69 on rain's 500, and print no Expired line; \(run)")
        #expect(
          app.alertsBytes() == before,
          "a check that fails should leave alerts.json exactly as it was: the expired alert stays until a check works"
        )
      }
    }

    @Test(
      "A bad --for is a usage error",
      arguments: [["0"], ["-1"], ["1.5"], ["week"], [], [""]])
    func badFor(days: [String]) throws {
      try AlertsApp.withStub { app in
        let arguments = ["add", "rain", "above", "0.6", "--for"] + days
        let run = try app.run(arguments)
        UsageError.expect(run, for: "alerts \(arguments.joined(separator: " "))")
        #expect(
          app.alertsBytes() == nil, "a usage error should not write alerts.json")
      }
    }
  }
}
