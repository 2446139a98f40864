import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

extension PriceAlertsTests {
  @Suite("Bad input")
  struct UsageTests {
    static let usage =
      "usage: alerts [--now <date>] add <slug> above|below <price> [--for <days>] | list | check"
    static let tooLong = String(repeating: "x", count: 65)

    static let cases: [([String], String)] = [
      ([], "no command given"),
      (["remove"], "unknown command 'remove'"),
      (["add"], "add needs a slug, above or below, and a price"),
      (["add", "rain", "above"], "add needs a slug, above or below, and a price"),
      (["add", "rain", "above", "0.6", "0.7"], "add needs a slug, above or below, and a price"),
      (["add", "rain", "above", "0.6", "--for"], "add needs a slug, above or below, and a price"),
      (
        ["add", "rain", "above", "0.6", "--in", "2"],
        "add needs a slug, above or below, and a price"
      ),
      (
        ["add", "rain", "above", "0.6", "--for", "2", "x"],
        "add needs a slug, above or below, and a price"
      ),
      (["add", "", "above", "0.6"], "'' is not a market slug"),
      (["add", tooLong, "above", "0.6"], "'\(tooLong)' is not a market slug"),
      (["add", "rain_paris", "above", "0.6"], "'rain_paris' is not a market slug"),
      (["add", "pluie-à-paris", "above", "0.6"], "'pluie-à-paris' is not a market slug"),
      (["add", "rain", "over", "0.6"], "say above or below, not 'over'"),
      // With more than one wrong, the first is named.
      (["add", "rain_paris", "over", "2"], "'rain_paris' is not a market slug"),
      (["add", "rain", "over", "2"], "say above or below, not 'over'"),
      (["add", "rain", "above", "1.01"], "'1.01' is not a price from 0 to 1"),
      (["add", "rain", "above", "-0.1"], "'-0.1' is not a price from 0 to 1"),
      (["add", "rain", "above", "1e-1"], "'1e-1' is not a price from 0 to 1"),
      (["add", "rain", "above", "half"], "'half' is not a price from 0 to 1"),
      (["add", "rain", "above", "."], "'.' is not a price from 0 to 1"),
      (
        ["add", "rain", "above", "0.6", "--for", "0"],
        "--for needs a whole number of days, 1 or more"
      ),
      (
        ["add", "rain", "above", "0.6", "--for", "1.5"],
        "--for needs a whole number of days, 1 or more"
      ),
      (["list", "all"], "list takes no arguments"),
      (["check", "now"], "check takes no arguments"),
      (["--now"], "--now needs an ISO 8601 date-time, such as 2026-11-27T09:00:00Z"),
      (
        ["--now", "tomorrow", "list"],
        "--now needs an ISO 8601 date-time, such as 2026-11-27T09:00:00Z"
      ),
      (
        ["--now", "2026-11-27", "list"],
        "--now needs an ISO 8601 date-time, such as 2026-11-27T09:00:00Z"
      ),
      (["--now", "2026-11-27T09:00:00Z"], "no command given"),
      (["list", "--now", "2026-11-27T09:00:00Z"], "list takes no arguments"),
    ]

    @Test(
      "Writes what is wrong and the usage to standard error, and exits with 64", arguments: cases)
    func reportsBadInput(arguments: [String], problem: String) async {
      let alert = Harness.alert(1, "rain", .above, 0.6)
      let harness = Harness(store: InMemoryAlertStore([alert]))
      let ids = SequentialIDs(first: 101)
      let command = AlertsCommand(
        store: harness.store, prices: harness.prices, terminal: harness.terminal,
        now: { Harness.now }, makeID: { ids.next() })

      let code = await command.run(arguments)

      #expect(code == 64, "bad input should exit with 64")
      #expect(harness.terminal.errors == ["error: \(problem)", Self.usage])
      #expect(harness.terminal.output.isEmpty, "bad input should write nothing to standard output")
      #expect(harness.store.alerts == [alert], "bad input should change no alert")
      #expect(harness.prices.askedSlugs.isEmpty)
    }
  }
}
