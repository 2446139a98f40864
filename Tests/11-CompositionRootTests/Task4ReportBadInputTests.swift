import Foundation
import Lesson11CompositionRootCore
import Testing

@testable import Lesson11CompositionRootApp

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

    @Test("With no store at all, the error says how to give one")
    func noStoreErrorSaysHowToGiveOne() throws {
      try MarketsApp.withTemporaryFolder { app in
        let run = try app.run(BadInput.noStore.arguments(store: app.storeURL))
        let expected = "Error: no store given: pass --store <path> or set MARKET_STORE"
        #expect(
          run.errorLines.first == expected,
          "with neither --store nor MARKET_STORE, the first line on standard error should be \(expected.debugDescription): Error: and the UsageError's message; the app ran with \(run)"
        )
      }
    }

    @Test(
      "A command that fails exits 1 with an error on standard error",
      arguments: FailedCommand.allCases)
    func failedCommandExits1(command: FailedCommand) throws {
      try MarketsApp.withTemporaryFolder { app in
        let store = command.store(in: app)
        if let contents = command.storeContents { try contents.write(to: store) }
        for arguments in command.setUp {
          let setUp = try app.run(["--store", store.path] + arguments)
          #expect(
            setUp.exitCode == 0,
            "\(arguments.joined(separator: " ")) should work; the app ran with \(setUp)")
        }
        let run = try app.run(["--store", store.path] + command.arguments)
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
        let expected = "Error: \(Terminal.message(for: command.error))"
        #expect(
          run.errorLines == [expected],
          "\(command) should write \(expected.debugDescription) to standard error, and nothing else: Error: and Terminal.message(for:) of the use case's error, \(command.error), on one line, and no usage, since the command line was right; the app ran with \(run)"
        )
      }
    }

    @Test("A command that works exits 0 and writes nothing to standard error")
    func successExits0() throws {
      try MarketsApp.withTemporaryFolder { app in
        let commands = [["list"], ["create", "Fresh Fish"], ["publish", "fresh-fish"], ["list"]]
        for command in commands {
          let run = try app.runWithStore(command)
          let name = command.joined(separator: " ")
          #expect(
            run.exitCode == 0, "\(name) should exit with 0 when it works; the app ran with \(run)")
          #expect(
            run.errors.isEmpty && !run.output.isEmpty,
            "\(name) should write its result to standard output and nothing to standard error, also No markets yet.; the app ran with \(run)"
          )
        }
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
  case slugWithCapitals
  case nameForSlug
  case takenSlug
  case publishedTwice
  case nameWithoutALetter
  case unreadableStore
  case unwritableStore

  /// The store file every command of the case runs with.
  func store(in app: MarketsApp) -> URL {
    self == .unwritableStore ? app.unwritableStoreURL : app.storeURL
  }

  /// What the store file holds before the first command, or nil for no file.
  var storeContents: Data? {
    self == .unreadableStore ? Data("fresh-fish: Fresh Fish (draft)".utf8) : nil
  }

  /// The commands to run first, each of which works.
  var setUp: [[String]] {
    switch self {
    case .unknownSlug, .nameWithoutALetter, .unreadableStore, .unwritableStore: []
    case .takenSlug, .slugWithCapitals, .nameForSlug: [["create", "Fresh Fish"]]
    case .publishedTwice: [["create", "Fresh Fish"], ["publish", "fresh-fish"]]
    }
  }

  /// The command that fails, without `--store`.
  var arguments: [String] {
    switch self {
    case .unknownSlug: ["publish", "no-such-market"]
    case .slugWithCapitals: ["publish", "Fresh-Fish"]
    case .nameForSlug: ["publish", "Fresh Fish"]
    case .takenSlug: ["create", "Fresh Fish!"]
    case .publishedTwice, .unreadableStore: ["publish", "fresh-fish"]
    case .nameWithoutALetter: ["create", "!?"]
    case .unwritableStore: ["create", "Fresh Fish"]
    }
  }

  /// The error the use case throws.
  var error: MarketError {
    switch self {
    case .unknownSlug: .notFound("no-such-market")
    case .slugWithCapitals: .notFound("Fresh-Fish")
    case .nameForSlug: .notFound("Fresh Fish")
    case .takenSlug: .slugTaken("fresh-fish")
    case .publishedTwice: .alreadyPublished("fresh-fish")
    case .nameWithoutALetter: .invalidName
    case .unreadableStore, .unwritableStore: .storeUnavailable
    }
  }

  var description: String {
    switch self {
    case .unknownSlug: "publishing a slug that no market has"
    case .slugWithCapitals: "publishing Fresh-Fish when the slug is fresh-fish"
    case .nameForSlug: "publishing Fresh Fish, the name of the market fresh-fish"
    case .takenSlug: "creating Fresh Fish! when fresh-fish is taken"
    case .publishedTwice: "publishing fresh-fish a second time"
    case .nameWithoutALetter: "creating a market named !?, with no letter or digit"
    case .unreadableStore: "publishing fresh-fish from a store file that does not read as markets"
    case .unwritableStore: "creating Fresh Fish in a store file that cannot be written"
    }
  }

  var testDescription: String { description }
}
