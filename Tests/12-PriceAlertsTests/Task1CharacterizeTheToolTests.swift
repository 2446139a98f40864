import Foundation
import Testing

extension PriceAlertsTests {
  @Suite("Task 1: Characterize the tool")
  struct CharacterizeTheTool {
    @Test("add prints the new alert's ID, slug, direction and price")
    func addPrintsTheNewAlert() throws {
      try AlertsApp.withStub { app in
        let run = try app.run("add", "rain-in-london", "above", "0.6")
        #expect(run.exitCode == 0, "add should exit with 0 when it works; \(run)")
        #expect(run.errors.isEmpty, "add should write nothing to standard error; \(run)")
        let id = try #require(
          AddedLine.id(in: run, slug: "rain-in-london", rule: "above 0.6"),
          "add should print one line, Added <id>: rain-in-london above 0.6, with a UUID for <id>; \(run)"
        )
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.id) == [id],
          "the ID that add prints should be the ID of the alert it keeps in alerts.json; alerts.json holds \(stored.map(\.id))"
        )
      }
    }

    @Test("add keeps the alert in alerts.json, waiting")
    func addKeepsTheAlert() throws {
      try AlertsApp.withStub { app in
        let run = try app.run("add", "rain-in-london", "below", "0.25")
        #expect(run.exitCode == 0, "add should exit with 0 when it works; \(run)")
        let stored = try app.storedAlerts()
        let alert = try #require(
          stored.first,
          "add should write the alert to alerts.json in the ALERTS_DATA folder")
        #expect(stored.count == 1, "one add should keep one alert; alerts.json holds \(stored)")
        #expect(
          alert.slug == "rain-in-london" && alert.direction == "below" && alert.price == 0.25,
          "alerts.json should keep the slug, the direction and the price as given: rain-in-london below 0.25; it holds \(alert)"
        )
        #expect(
          alert.firedAt == nil && alert.expiresAt == nil,
          "a new alert has not fired, and without --for it never expires: alerts.json should have no firedAt and no expiresAt for it; it holds \(alert)"
        )
      }
    }

    @Test("add appends: alerts stay in the order they were added")
    func addAppends() throws {
      try AlertsApp.withStub { app in
        for slug in ["rain", "snow", "hail"] {
          let run = try app.run("add", slug, "above", "0.5")
          #expect(run.exitCode == 0, "add should exit with 0 when it works; \(run)")
        }
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.slug) == ["rain", "snow", "hail"],
          "each add should append to alerts.json, keeping the alerts added before, in order; it holds \(stored.map(\.slug))"
        )
      }
    }

    @Test(
      "add prints the price as Swift writes the number",
      arguments: [
        ("0.6", "0.6"), ("0.65", "0.65"), ("0.60", "0.6"), ("1", "1.0"), ("0", "0.0"),
        ("0.125", "0.125"),
      ])
    func addPrintsThePrice(given: String, printed: String) throws {
      try AlertsApp.withStub { app in
        let run = try app.run("add", "rain", "above", given)
        #expect(
          AddedLine.id(in: run, slug: "rain", rule: "above \(printed)") != nil,
          "add with the price \(given) should print it as \(printed), the way Swift prints a Double; \(run)"
        )
        let stored = try app.storedAlerts()
        #expect(
          stored.map(\.price) == [Double(given)],
          "alerts.json should keep the price \(given) as a number; it holds \(stored)")
      }
    }

    @Test("add takes any slug of letters, digits and dashes, up to 64 characters")
    func addTakesValidSlugs() throws {
      try AlertsApp.withStub { app in
        let slugs = ["Will-BTC-hit-100k-2026", "a", String(repeating: "x", count: 64)]
        for slug in slugs {
          let run = try app.run("add", slug, "below", "0.3")
          #expect(
            AddedLine.id(in: run, slug: slug, rule: "below 0.3") != nil,
            "\(slug) is a valid slug: add should keep it as it is; \(run)")
        }
        let stored = try app.storedAlerts()
        #expect(stored.map(\.slug) == slugs, "alerts.json should hold every slug added")
      }
    }

    @Test("list shows one line per alert, in the order they were added")
    func listShowsEveryAlert() throws {
      try AlertsApp.withStub { app in
        try app.write([
          .waiting(1, "rain", "above", 0.6),
          .fired(2, "snow", "below", 0.25),
          .waiting(3, "hail", "above", 1),
        ])
        let run = try app.run("list")
        #expect(run.exitCode == 0, "list should exit with 0; \(run)")
        #expect(run.errors.isEmpty, "list should write nothing to standard error; \(run)")
        let expected = [
          "\(StoredAlert.id(1))  rain  above 0.6  waiting",
          "\(StoredAlert.id(2))  snow  below 0.25  fired \(Moments.text(Moments.fired))",
          "\(StoredAlert.id(3))  hail  above 1.0  waiting",
        ]
        #expect(
          run.lines == expected,
          "list should print <id>  <slug>  <direction> <price>  waiting (or fired <time>) for each alert, fields two spaces apart, in file order; \(run)"
        )
      }
    }

    @Test("list shows an alert added before as waiting")
    func listShowsAnAddedAlert() throws {
      try AlertsApp.withStub { app in
        let add = try app.run("add", "rain", "above", "0.65")
        let id = try #require(
          AddedLine.id(in: add, slug: "rain", rule: "above 0.65"),
          "add should print Added <id>: rain above 0.65; \(add)")
        let list = try app.run("list")
        #expect(
          list.lines == ["\(id)  rain  above 0.65  waiting"],
          "list, run after add, should show the new alert as waiting; \(list)")
      }
    }

    @Test("list with no alerts says No alerts.", arguments: [nil, "[]"])
    func listWithNoAlerts(file: String?) throws {
      try AlertsApp.withStub { app in
        if let file { try app.write(Data(file.utf8)) }
        let run = try app.run("list")
        let what = file == nil ? "with no alerts.json" : "with an alerts.json of []"
        #expect(
          run.exitCode == 0 && run.lines == ["No alerts."] && run.errors.isEmpty,
          "list \(what) should print No alerts. and exit with 0; \(run)")
      }
    }

    @Test("check fires an above alert at exactly its price")
    func checkFiresAboveAtTheBoundary() throws {
      try AlertsApp.withStub(prices: ["rain": 0.6]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let run = try app.run("check")
        #expect(run.exitCode == 0, "check should exit with 0 when it works; \(run)")
        #expect(
          run.lines == ["Fired \(StoredAlert.id(1)): rain at 0.6 (above 0.6)"],
          "an above alert fires when the price is at or above its price: at 0.6, above 0.6 should fire; \(run)"
        )
        let stored = try app.storedAlerts()
        #expect(
          stored.first?.firedAt != nil,
          "a fired alert should be saved with firedAt in alerts.json; it holds \(stored)")
      }
    }

    @Test("check fires a below alert at exactly its price")
    func checkFiresBelowAtTheBoundary() throws {
      try AlertsApp.withStub(prices: ["snow": 0.25]) { app in
        try app.write([.waiting(1, "snow", "below", 0.25)])
        let run = try app.run("check")
        #expect(run.exitCode == 0, "check should exit with 0 when it works; \(run)")
        #expect(
          run.lines == ["Fired \(StoredAlert.id(1)): snow at 0.25 (below 0.25)"],
          "a below alert fires when the price is at or below its price: at 0.25, below 0.25 should fire; \(run)"
        )
      }
    }

    @Test("check fires above alerts on a higher price and below alerts on a lower one")
    func checkFiresBeyondThePrice() throws {
      try AlertsApp.withStub(prices: ["rain": 0.64, "snow": 0.2]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6), .waiting(2, "snow", "below", 0.25)])
        let run = try app.run("check")
        #expect(
          run.lines == [
            "Fired \(StoredAlert.id(1)): rain at 0.64 (above 0.6)",
            "Fired \(StoredAlert.id(2)): snow at 0.2 (below 0.25)",
          ],
          "above 0.6 should fire at 0.64, and below 0.25 at 0.2, each printed as Fired <id>: <slug> at <price> (<direction> <price>); \(run)"
        )
      }
    }

    @Test("check fires no above alert under its price, nor a below alert over it")
    func checkDoesNotFireInside() throws {
      try AlertsApp.withStub(prices: ["rain": 0.59, "snow": 0.26]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6), .waiting(2, "snow", "below", 0.25)])
        let run = try app.run("check")
        #expect(run.exitCode == 0, "check should exit with 0 when nothing fires; \(run)")
        #expect(
          run.lines == ["Checked 2 alerts: none fired."],
          "above 0.6 should not fire at 0.59, nor below 0.25 at 0.26; check should then print Checked 2 alerts: none fired.; \(run)"
        )
        let stored = try app.storedAlerts()
        #expect(
          stored.allSatisfy { $0.firedAt == nil },
          "no alert fired, so none should have firedAt in alerts.json; it holds \(stored)")
      }
    }

    @Test("check says 1 alert, not 1 alerts")
    func checkCountsOneAlert() throws {
      try AlertsApp.withStub(prices: ["rain": 0.1]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let run = try app.run("check")
        #expect(
          run.lines == ["Checked 1 alert: none fired."],
          "with one alert checked and none fired, check should print Checked 1 alert: none fired.; \(run)"
        )
      }
    }

    @Test("check counts every waiting alert, also two on one market")
    func checkCountsAlertsNotMarkets() throws {
      try AlertsApp.withStub(prices: ["rain": 0.5, "snow": 0.5]) { app in
        try app.write([
          .waiting(1, "rain", "above", 0.6), .fired(2, "rain", "above", 0.1),
          .waiting(3, "snow", "below", 0.4), .waiting(4, "rain", "below", 0.3),
        ])
        let run = try app.run("check")
        #expect(
          run.lines == ["Checked 3 alerts: none fired."],
          "three alerts wait (the fired one does not count), on two markets: check should print Checked 3 alerts: none fired.; \(run)"
        )
      }
    }

    @Test("check prints only the Fired lines, in the order of alerts.json")
    func checkPrintsFiredLinesInFileOrder() throws {
      try AlertsApp.withStub(prices: ["rain": 0.7, "snow": 0.5]) { app in
        try app.write([
          .waiting(1, "snow", "above", 0.4), .waiting(2, "rain", "above", 0.8),
          .waiting(3, "rain", "above", 0.7), .waiting(4, "snow", "below", 0.5),
        ])
        let run = try app.run("check")
        #expect(
          run.lines == [
            "Fired \(StoredAlert.id(1)): snow at 0.5 (above 0.4)",
            "Fired \(StoredAlert.id(3)): rain at 0.7 (above 0.7)",
            "Fired \(StoredAlert.id(4)): snow at 0.5 (below 0.5)",
          ],
          "check should print one Fired line per alert that fired, in the order of alerts.json, and no Checked line when some fired; \(run)"
        )
        let fired = try app.storedAlerts().map { $0.firedAt != nil }
        #expect(
          fired == [true, false, true, true],
          "alerts.json should keep all four alerts, with firedAt on the three that fired; it has firedAt on \(fired)"
        )
      }
    }

    @Test("An alert fires once: the next check neither fires it nor asks for its price")
    func alertFiresOnce() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let first = try app.run("check")
        #expect(
          first.lines == ["Fired \(StoredAlert.id(1)): rain at 0.9 (above 0.6)"],
          "the first check should fire the alert; \(first)")
        let second = try app.run("check")
        #expect(
          second.exitCode == 0 && second.lines == ["No alerts to check."],
          "a fired alert never fires again: the second check should find no alert to check; \(second)"
        )
        #expect(
          app.server.requests == [.market("rain")],
          "the second check should not ask for rain's price, since its only alert has fired; the server got \(app.server.requests)"
        )
      }
    }

    @Test("check with no waiting alert says No alerts to check.", arguments: [false, true])
    func checkWithNothingWaiting(withFiredAlert: Bool) throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        if withFiredAlert { try app.write([.fired(1, "rain", "above", 0.6)]) }
        let run = try app.run("check")
        let what = withFiredAlert ? "with only a fired alert" : "with no alerts.json"
        #expect(
          run.exitCode == 0 && run.lines == ["No alerts to check."] && run.errors.isEmpty,
          "check \(what) should print No alerts to check. and exit with 0; \(run)")
        #expect(
          app.server.requests.isEmpty,
          "check \(what) should ask the market API nothing; the server got \(app.server.requests)")
      }
    }

    @Test("list shows when a fired alert fired")
    func listShowsWhenAnAlertFired() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9]) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        _ = try app.run("check")
        let firedAt = try #require(
          try app.storedAlerts().first?.firedAt, "check should save firedAt for the alert")
        let list = try app.run("list")
        #expect(
          list.lines == ["\(StoredAlert.id(1))  rain  above 0.6  fired \(Moments.text(firedAt))"],
          "list should show a fired alert as fired <firedAt>, in ISO 8601 like 2026-11-27T09:00:00Z; \(list)"
        )
      }
    }
  }
}

/// Reads the line that `add` prints.
enum AddedLine {
  /// The ID of `Added <id>: <slug> <rule>` when it is all that `run` printed, and the ID is a
  /// UUID; nil otherwise.
  static func id(in run: AppRun, slug: String, rule: String) -> String? {
    guard run.exitCode == 0, run.lines.count == 1, let line = run.lines.first,
      line.hasPrefix("Added "), line.hasSuffix(": \(slug) \(rule)")
    else { return nil }
    let id = String(line.dropFirst("Added ".count).dropLast(": \(slug) \(rule)".count))
    return UUID(uuidString: id) == nil ? nil : id
  }
}
