import Foundation
import Testing

extension CompositionRootTests {
  @Suite("Task 4: Report bad input with exit code 64")
  struct ReportBadInput {
    @Test(
      "Bad input exits 64 with an error and the usage on standard error",
      arguments: BadInput.allCases)
    func badInputExits64(input: BadInput) throws {
      try MarketsApp.withTemporaryFolder { app in
        let run = try app.run(input.arguments(store: app.storeURL))
        #expect(
          run.exitCode == 64,
          "\(input) should exit with 64, the code for a usage error; the app ran with \(run)")
        #expect(
          run.errors.contains("Error:"),
          "\(input) should write a line starting with Error: to standard error; the app ran with \(run)"
        )
        #expect(
          run.errors.contains("Usage:"),
          "\(input) should write the usage, starting with Usage:, to standard error after the error; the app ran with \(run)"
        )
        if let error = run.errors.range(of: "Error:"), let usage = run.errors.range(of: "Usage:") {
          #expect(
            error.lowerBound < usage.lowerBound,
            "\(input) should write the Error: line first, then the usage; the app ran with \(run)"
          )
        }
      }
    }

    @Test(
      "A command that fails exits 1 with an error on standard error",
      arguments: FailedCommand.allCases)
    func failedCommandExits1(command: FailedCommand) throws {
      try MarketsApp.withTemporaryFolder { app in
        for arguments in command.setUp {
          let setUp = try app.runWithStore(arguments)
          #expect(
            setUp.exitCode == 0,
            "\(arguments.joined(separator: " ")) should work; the app ran with \(setUp)")
        }
        let run = try app.runWithStore(command.arguments)
        #expect(
          run.exitCode == 1,
          "\(command) is not a usage error: it should exit with 1; the app ran with \(run)"
        )
        #expect(
          run.errors.contains("Error:"),
          "the error should go to standard error, starting with Error:; the app ran with \(run)")
        #expect(
          !run.output.contains("Error:"),
          "standard output is for results only: the error should not be printed there; the app ran with \(run)"
        )
      }
    }

    @Test("A command that works exits 0 and writes nothing to standard error")
    func successExits0() throws {
      try MarketsApp.withTemporaryFolder { app in
        let run = try app.runWithStore("create", "Fresh Fish")
        #expect(
          run.exitCode == 0, "create should exit with 0 when it works; the app ran with \(run)")
        #expect(
          run.errors.isEmpty,
          "a command that works should write nothing to standard error; the app ran with \(run)")
      }
    }
  }
}

/// A command line the app cannot understand.
enum BadInput: CaseIterable, CustomTestStringConvertible, CustomStringConvertible, Sendable {
  case noCommand
  case unknownCommand
  case unknownOption
  case createWithoutName
  case publishWithoutSlug
  case storeWithoutPath
  case noStore

  /// The arguments, with `--store <store>` in front of the command where the case has one.
  func arguments(store: URL) -> [String] {
    let withStore = ["--store", store.path]
    switch self {
    case .noCommand: return withStore
    case .unknownCommand: return withStore + ["launch"]
    case .unknownOption: return withStore + ["--force", "list"]
    case .createWithoutName: return withStore + ["create"]
    case .publishWithoutSlug: return withStore + ["publish"]
    case .storeWithoutPath: return ["--store"]
    case .noStore: return ["list"]
    }
  }

  var description: String {
    switch self {
    case .noCommand: "no command at all"
    case .unknownCommand: "an unknown command, launch,"
    case .unknownOption: "an unknown option, --force,"
    case .createWithoutName: "create without a name"
    case .publishWithoutSlug: "publish without a slug"
    case .storeWithoutPath: "--store without a path"
    case .noStore: "list with neither --store nor MARKET_STORE"
    }
  }

  var testDescription: String { description }
}

/// A command the app understands, that fails: the error table's exit code 1.
enum FailedCommand: CaseIterable, CustomTestStringConvertible, CustomStringConvertible, Sendable {
  case unknownSlug
  case takenSlug
  case publishedTwice
  case nameWithoutALetter

  /// The commands to run first, each of which works.
  var setUp: [[String]] {
    switch self {
    case .unknownSlug, .nameWithoutALetter: []
    case .takenSlug: [["create", "Fresh Fish"]]
    case .publishedTwice: [["create", "Fresh Fish"], ["publish", "fresh-fish"]]
    }
  }

  /// The command that fails, without `--store`.
  var arguments: [String] {
    switch self {
    case .unknownSlug: ["publish", "no-such-market"]
    case .takenSlug: ["create", "Fresh Fish!"]
    case .publishedTwice: ["publish", "fresh-fish"]
    case .nameWithoutALetter: ["create", "!?"]
    }
  }

  var description: String {
    switch self {
    case .unknownSlug: "publishing a slug that no market has"
    case .takenSlug: "creating Fresh Fish! when fresh-fish is taken"
    case .publishedTwice: "publishing fresh-fish a second time"
    case .nameWithoutALetter: "creating a market named !?, with no letter or digit"
    }
  }

  var testDescription: String { description }
}
