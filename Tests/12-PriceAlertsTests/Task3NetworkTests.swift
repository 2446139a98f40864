import Foundation
import Testing

extension PriceAlertsTests {
  @Suite("Task 3: Put the network behind a seam")
  struct NetworkSeam {
    @Test("check asks for each market once, in the order the slugs first appear")
    func oneRequestPerSlugInOrder() throws {
      let prices = ["snow": 0.5, "rain": 0.5, "hail": 0.5]
      try AlertsApp.withStub(prices: prices) { app in
        try app.write([
          .waiting(1, "snow", "above", 0.9), .waiting(2, "rain", "above", 0.9),
          .waiting(3, "snow", "below", 0.1), .waiting(4, "hail", "above", 0.9),
          .waiting(5, "rain", "below", 0.1),
        ])
        let run = try app.run("check")
        #expect(run.exitCode == 0, "check should work; \(run)")
        #expect(
          app.server.requests == [.market("snow"), .market("rain"), .market("hail")],
          "check should GET /markets/<slug> once per slug, even with two alerts on it, in the order the slugs first appear in alerts.json; the server got \(app.server.requests)"
        )
      }
    }

    @Test("check asks nothing for a market whose alerts have all fired")
    func noRequestForFiredAlerts() throws {
      try AlertsApp.withStub(prices: ["rain": 0.9, "snow": 0.1]) { app in
        try app.write([.fired(1, "rain", "above", 0.6), .waiting(2, "snow", "above", 0.5)])
        let run = try app.run("check")
        #expect(
          run.lines == ["Checked 1 alert: none fired."],
          "only snow's alert waits, and 0.1 is not above 0.5; \(run)")
        #expect(
          app.server.requests == [.market("snow")],
          "check should ask only for the markets of waiting alerts, not rain, whose alert has fired; the server got \(app.server.requests)"
        )
      }
    }

    @Test("check with nothing waiting needs no ALERTS_API")
    func nothingWaitingNeedsNoAPI() throws {
      try AlertsApp.withStub { app in
        try app.write([.fired(1, "rain", "above", 0.6)])
        let run = try app.run(["check"], unset: ["ALERTS_API"])
        #expect(
          run.exitCode == 0 && run.lines == ["No alerts to check."],
          "with no alert waiting, check needs no market API: it should print No alerts to check. without ALERTS_API; \(run)"
        )
      }
    }

    @Test("add and list need no ALERTS_API")
    func addAndListNeedNoAPI() throws {
      try AlertsApp.withStub { app in
        let add = try app.run(["add", "rain", "above", "0.6"], unset: ["ALERTS_API"])
        #expect(add.exitCode == 0, "add should work without ALERTS_API; \(add)")
        let list = try app.run(["list"], unset: ["ALERTS_API"])
        #expect(
          list.exitCode == 0 && list.lines.count == 1,
          "list should work without ALERTS_API; \(list)")
      }
    }

    @Test(
      "check reads the price from the market's JSON, whatever else it holds",
      arguments: [
        #"{"slug": "rain", "price": 0.64, "volume": 1200, "question": "Rain?"}"#,
        #"{"question": "Rain?", "price": 0.64}"#,
      ])
    func otherKeysAreIgnored(body: String) throws {
      let answers = ["/markets/rain": StubAnswer(status: 200, body: body)]
      try AlertsApp.withStub(answers: answers) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let run = try app.run("check")
        #expect(
          run.lines == ["Fired \(StoredAlert.id(1)): rain at 0.64 (above 0.6)"],
          "check should read price from the answer \(body) and ignore its other keys; \(run)")
      }
    }

    @Test("check takes a whole-number price")
    func wholeNumberPrice() throws {
      let answers = [
        "/markets/rain": StubAnswer(status: 200, body: #"{"slug": "rain", "price": 1}"#)
      ]
      try AlertsApp.withStub(answers: answers) { app in
        try app.write([.waiting(1, "rain", "above", 0.9)])
        let run = try app.run("check")
        #expect(
          run.lines == ["Fired \(StoredAlert.id(1)): rain at 1.0 (above 0.9)"],
          "a price of 1 in the JSON is a number too: check should read it as 1.0; \(run)")
      }
    }

    @Test("check keeps the path of ALERTS_API's base URL")
    func baseURLWithAPath() throws {
      let answers = ["/api/v1/markets/rain": StubAnswer.price(0.7, for: "rain")]
      try AlertsApp.withStub(answers: answers) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let run = try app.run(["check"], environment: ["ALERTS_API": app.api + "/api/v1"])
        #expect(
          app.server.requests == [.market("rain", under: "/api/v1")],
          "with ALERTS_API=\(app.api)/api/v1, check should GET /api/v1/markets/rain: the base URL followed by /markets/<slug>; the server got \(app.server.requests)"
        )
        #expect(run.exitCode == 0, "check should then work; \(run)")
      }
    }

    @Test("check with alerts to check and no ALERTS_API exits 78")
    func noAPI() throws {
      try AlertsApp.withStub { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let before = app.alertsBytes()
        let run = try app.run(["check"], unset: ["ALERTS_API"])
        #expect(run.exitCode == 78, "a missing setting is exit code 78; \(run)")
        #expect(
          run.errorLines == ["error: set ALERTS_API to the market API's base URL"],
          "check should say on standard error how to set the market API; \(run)")
        #expect(run.output.isEmpty, "an error should print nothing on standard output; \(run)")
        #expect(app.alertsBytes() == before, "a failed check should leave alerts.json as it was")
      }
    }

    @Test("A market API that cannot be reached stops check with exit 69")
    func unreachableAPI() throws {
      try AlertsApp.withStub { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let before = app.alertsBytes()
        let api = try StubMarketServer.unreachableBaseURL()
        let run = try app.run(["check"], environment: ["ALERTS_API": api])
        #expect(run.exitCode == 69, "an unreachable market API is exit code 69; \(run)")
        #expect(
          run.errorLines == ["error: cannot reach the market API at \(api)"],
          "check should say which market API it could not reach, as ALERTS_API gives it; \(run)")
        #expect(run.output.isEmpty, "an error should print nothing on standard output; \(run)")
        #expect(app.alertsBytes() == before, "a failed check should leave alerts.json as it was")
      }
    }

    @Test("An answer other than 200 stops check with exit 69", arguments: [404, 500, 503])
    func errorStatus(status: Int) throws {
      let answers = ["/markets/rain": StubAnswer(status: status, body: #"{"price": 0.9}"#)]
      try AlertsApp.withStub(answers: answers) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let before = app.alertsBytes()
        let run = try app.run("check")
        #expect(run.exitCode == 69, "an answer \(status) is exit code 69; \(run)")
        #expect(
          run.errorLines == ["error: the market API answered \(status) for rain"],
          "check should say what the market API answered, and for which slug; \(run)")
        #expect(
          run.output.isEmpty,
          "an error should print nothing on standard output, even if the body has a price; \(run)")
        #expect(app.alertsBytes() == before, "a failed check should leave alerts.json as it was")
      }
    }

    @Test(
      "A 200 without a number price stops check with exit 65",
      arguments: [
        "", "rain at 0.9", "[]", #"{"slug": "rain"}"#, #"{"slug": "rain", "price": "0.9"}"#,
        #"{"slug": "rain", "price": null}"#,
      ])
    func noPrice(body: String) throws {
      let answers = ["/markets/rain": StubAnswer(status: 200, body: body)]
      try AlertsApp.withStub(answers: answers) { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let before = app.alertsBytes()
        let run = try app.run("check")
        #expect(
          run.exitCode == 65, "a 200 with the body \(body.debugDescription) is exit code 65; \(run)"
        )
        #expect(
          run.errorLines == ["error: the market API sent no price for rain"],
          "check should say that the market API sent no price, and for which slug; \(run)")
        #expect(run.output.isEmpty, "an error should print nothing on standard output; \(run)")
        #expect(app.alertsBytes() == before, "a failed check should leave alerts.json as it was")
      }
    }

    @Test(
      "A check that fails on a later market fires nothing, prints nothing, saves nothing",
      arguments: [
        StubAnswer(status: 500, body: ""), StubAnswer(status: 200, body: #"{"slug": "snow"}"#),
      ])
    func failureOnALaterMarket(answer: StubAnswer) throws {
      let answers = ["/markets/rain": StubAnswer.price(0.9, for: "rain"), "/markets/snow": answer]
      try AlertsApp.withStub(answers: answers) { app in
        try app.write([.waiting(1, "rain", "above", 0.6), .waiting(2, "snow", "below", 0.5)])
        let before = app.alertsBytes()
        let run = try app.run("check")
        #expect(run.exitCode != 0, "check should fail when snow's price fails; \(run)")
        #expect(
          run.output.isEmpty,
          "check should print no Fired line when a later market fails: fetch every price first; \(run)"
        )
        #expect(
          app.alertsBytes() == before,
          "check should save nothing when a later market fails, not even rain's alert, which would fire: fetch every price first, then save once"
        )
      }
    }
  }
}
