import Foundation
import Testing

extension PriceAlertsTests {
  @Suite("Task 4: Give the command an output port and an exit code")
  struct GiveTheCommandAnOutputPortAndAnExitCode {
    @Test(
      "A bad command line exits 64 with the usage on standard error", arguments: BadInput.allCases)
    func badInputExits64(input: BadInput) throws {
      try AlertsApp.withStub { app in
        try app.write([.waiting(1, "rain", "above", 0.6)])
        let before = app.alertsBytes()
        let run = try app.run(input.arguments)
        UsageError.expect(run, for: "\(input)")
        #expect(
          app.alertsBytes() == before, "\(input) should leave alerts.json exactly as it was")
      }
    }

    @Test("Commands that work exit 0 and write nothing to standard error")
    func successExits0() throws {
      try AlertsApp.withStub(prices: ["rain": 0.7]) { app in
        let commands = [["list"], ["add", "rain", "above", "0.6"], ["list"], ["check"], ["check"]]
        for command in commands {
          let run = try app.run(command)
          #expect(
            run.exitCode == 0 && run.errors.isEmpty && run.lines.count == 1,
            "\(run.command) should print one line on standard output, nothing on standard error, and exit with 0; \(run)"
          )
        }
      }
    }
  }
}

/// What every usage error looks like.
enum UsageError {
  /// Expects `run` to be a usage error: exit 64, nothing on standard output, and on standard
  /// error the usage line, maybe after one `error: …` line.
  static func expect(
    _ run: AppRun, for input: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      run.exitCode == 64, "\(input) is a usage error: exit code 64; \(run)",
      sourceLocation: sourceLocation)
    #expect(
      run.output.isEmpty, "a usage error should print nothing on standard output; \(run)",
      sourceLocation: sourceLocation)
    let lines = run.errorLines
    let shaped =
      lines == [usageLine]
      || (lines.count == 2 && lines[0].hasPrefix("error: ") && lines[1] == usageLine)
    #expect(
      shaped,
      "\(input) should write the usage line \(usageLine.debugDescription) to standard error, after one error: <what is wrong> line if you like; \(run)",
      sourceLocation: sourceLocation)
  }
}

/// A command line that `alerts` cannot take.
enum BadInput: CaseIterable, CustomTestStringConvertible, CustomStringConvertible, Sendable {
  case noCommand
  case unknownCommand
  case listWithAnArgument
  case checkWithAnArgument
  case addWithoutArguments
  case addWithoutDirection
  case addWithoutPrice
  case addWithAnExtraArgument
  case unknownDirection
  case priceNotANumber
  case priceAboveOne
  case priceBelowZero
  case priceNotANumberAtAll
  case slugWithAnUnderscore
  case slugWithASpace
  case emptySlug
  case slugOf65Characters
  case unknownOption

  var arguments: [String] {
    switch self {
    case .noCommand: []
    case .unknownCommand: ["watch"]
    case .listWithAnArgument: ["list", "rain"]
    case .checkWithAnArgument: ["check", "rain"]
    case .addWithoutArguments: ["add"]
    case .addWithoutDirection: ["add", "rain"]
    case .addWithoutPrice: ["add", "rain", "above"]
    case .addWithAnExtraArgument: ["add", "rain", "above", "0.6", "now"]
    case .unknownDirection: ["add", "rain", "over", "0.6"]
    case .priceNotANumber: ["add", "rain", "above", "high"]
    case .priceAboveOne: ["add", "rain", "above", "1.5"]
    case .priceBelowZero: ["add", "rain", "below", "-0.1"]
    case .priceNotANumberAtAll: ["add", "rain", "below", "nan"]
    case .slugWithAnUnderscore: ["add", "rain_in_london", "above", "0.6"]
    case .slugWithASpace: ["add", "rain in london", "above", "0.6"]
    case .emptySlug: ["add", "", "above", "0.6"]
    case .slugOf65Characters: ["add", String(repeating: "x", count: 65), "above", "0.6"]
    case .unknownOption: ["--verbose", "list"]
    }
  }

  var description: String {
    switch self {
    case .noCommand: "no command at all"
    case .unknownCommand: "an unknown command, watch,"
    case .listWithAnArgument: "list rain"
    case .checkWithAnArgument: "check rain"
    case .addWithoutArguments: "add alone"
    case .addWithoutDirection: "add without a direction"
    case .addWithoutPrice: "add without a price"
    case .addWithAnExtraArgument: "add with an extra argument"
    case .unknownDirection: "add with the direction over"
    case .priceNotANumber: "add with the price high"
    case .priceAboveOne: "add with the price 1.5, above 1"
    case .priceBelowZero: "add with the price -0.1, below 0"
    case .priceNotANumberAtAll: "add with the price nan"
    case .slugWithAnUnderscore: "add with the slug rain_in_london"
    case .slugWithASpace: "add with a slug that has spaces"
    case .emptySlug: "add with an empty slug"
    case .slugOf65Characters: "add with a slug of 65 characters"
    case .unknownOption: "an unknown option, --verbose,"
    }
  }

  var testDescription: String { description }
}
