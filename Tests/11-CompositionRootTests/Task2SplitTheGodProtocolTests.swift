import Foundation
import Testing

extension CompositionRootTests {
  @Suite("Task 2: Split the god protocol")
  struct SplitTheGodProtocol {
    @Test("MarketEnvironment and its conformers are gone")
    func marketEnvironmentIsGone() throws {
      let lesson = try LessonCode.load()
      let found = LessonCode.lines(in: lesson.files, matching: /MarketEnvironment/)
      #expect(
        found.isEmpty,
        "delete the god protocol MarketEnvironment, LiveMarketEnvironment and MockMarketEnvironment: the use cases take a MarketRepository and a DateProviding instead. Still there at \(found.joined(separator: ", "))"
      )
    }

    @Test("No protocol mixes telling the time with anything else")
    func clockProtocolIsFocused() throws {
      let lesson = try LessonCode.load()
      let mixed = ProtocolDeclaration.all(in: lesson.files)
        .filter { declaration in
          declaration.requirements.contains {
            $0.contains(/\bfunc\s+now\b/.wordBoundaryKind(.simple))
          }
            && declaration.requirements.count > 1
        }
        .map { "\($0.name) in \($0.path) has \($0.requirements.count) requirements" }
      #expect(
        mixed.isEmpty,
        "a protocol that tells the time (func now()) should have no other requirement, so that a double for it is one line and a use case that needs no clock never sees one: \(mixed.joined(separator: "; "))"
      )
    }

    @Test("Core does no input or output of its own")
    func coreDoesNoInputOrOutput() throws {
      let lesson = try LessonCode.load()
      let core = try lesson.files(in: "Core")
      let found = LessonCode.lines(
        in: core,
        matching:
          /\bFileManager\b|\bDate\(\)|\bDate\.now\b|\.now\b(?!\()|timeIntervalSinceNow|contentsOf:|\bProcessInfo\b|\bCommandLine\b|\bgetenv\b/
      )
      #expect(
        found.isEmpty,
        "Core should reach the outside world only through its ports: no FileManager or Data(contentsOf:) (that is JSONFileMarketRepository's job), no Date(), Date.now or .now (the time is SystemClock's: call clock.now()), no ProcessInfo or CommandLine (that is main.swift's). Found at \(found.joined(separator: ", "))"
      )
    }

    @Test("A published market keeps its place in the list")
    func publishingKeepsTheOrder() throws {
      try MarketsApp.withTemporaryFolder { app in
        _ = try app.runWithStore("create", "Bread")
        _ = try app.runWithStore("create", "Apples")
        _ = try app.runWithStore("publish", "bread")

        let list = try app.runWithStore("list")
        #expect(
          list.listed(["apples", "bread"]) == ["bread", "apples"],
          "list shows the markets oldest first, not sorted by name or slug, and save(_:) replaces a market in its place: after publishing bread, created first, it should still come before apples; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("A store file that does not read as markets is an error, and is left as it was")
    func unreadableStoreIsAnError() throws {
      try MarketsApp.withTemporaryFolder { app in
        let damaged = Data("fresh-fish: Fresh Fish (draft)".utf8)
        try damaged.write(to: app.storeURL)

        let list = try app.runWithStore("list")
        #expect(
          list.exitCode == 1 && !list.output.contains("No markets yet."),
          "list should fail with exit code 1 when the store file does not decode, not report an empty store; the app ran with \(list)"
        )
        let create = try app.runWithStore("create", "Old Books")
        #expect(
          create.exitCode == 1,
          "create should fail with exit code 1 when the store file does not decode; the app ran with \(create)"
        )
        let stored = try Data(contentsOf: app.storeURL)
        #expect(
          stored == damaged,
          "create should leave a store file that does not decode as it was, not write over the markets in it"
        )
      }
    }

    @Test("The adapters get their settings from main.swift")
    func adaptersReadNoSettingsOfTheirOwn() throws {
      let lesson = try LessonCode.load()
      let adapters = try lesson.files(in: "Adapters")
      let found = LessonCode.lines(
        in: adapters,
        matching:
          /\bProcessInfo\b|\bCommandLine\b|\bgetenv\b|\bNSHomeDirectory\b|homeDirectoryForCurrentUser/
      )
      #expect(
        found.isEmpty,
        "an adapter should take its file through its initializer, JSONFileMarketRepository(fileURL:); only main.swift reads --store, MARKET_STORE and the rest of the environment. Found at \(found.joined(separator: ", "))"
      )
    }
  }
}
