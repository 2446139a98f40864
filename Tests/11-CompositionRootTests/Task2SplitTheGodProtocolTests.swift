import Foundation
import Lesson11CompositionRootAdapters
import Lesson11CompositionRootCore
import SuiteSupport
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

    @Test("No protocol extension gives now() a default")
    func clockHasNoDefault() throws {
      let lesson = try LessonCode.load()
      let defaults = ProtocolDeclaration.extensions(in: lesson.files)
        .filter { declaration in
          declaration.members.contains { $0.contains(/\bfunc\s+now\b/.wordBoundaryKind(.simple)) }
        }
        .map { "extension \($0.name) in \($0.path)" }
      #expect(
        defaults.isEmpty,
        "no extension of a protocol should give now() a default: a double that forgets now() would quietly run the real clock. SystemClock writes its own now(). Found \(defaults.joined(separator: ", "))"
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

    @Test("CreateMarket takes its IDs from makeID, and Core makes none of its own")
    func createMarketTakesItsIDs() throws {
      let lesson = try LessonCode.load()
      let initializers = try InitializerDeclaration.all(of: "CreateMarket", in: lesson.files)
      let withoutMakeID = initializers.filter { !$0.labels.contains("makeID") }
        .map { "init(\($0.labels.map { "\($0):" }.joined())) in \($0.path)" }
      #expect(
        !initializers.isEmpty && withoutMakeID.isEmpty,
        "keep CreateMarket's makeID parameter: main.swift decides how IDs are made and passes UUID.init, and a test can pass IDs it knows. Found \(initializers.isEmpty ? "no initializer of CreateMarket" : withoutMakeID.joined(separator: ", "))"
      )
      let core = try lesson.files(in: "Core")
      let found = LessonCode.lines(in: core, matching: /\bUUID\s*(?:\(|\.init\b)/)
      #expect(
        found.isEmpty,
        "Core should make no ID itself, not even as a default for makeID: a new market's ID is the one makeID returns. Found at \(found.joined(separator: ", "))"
      )
    }

    @Test("The list shows the oldest market first, and a published market keeps its place")
    func publishingKeepsTheOrder() throws {
      try MarketsApp.withTemporaryFolder { app in
        // Bread was created a day before Apples, and both long before the Cheese of this run;
        // Apples was saved first.
        let repository = JSONFileMarketRepository(fileURL: app.storeURL)
        for (day, name) in [(1.0, "Apples"), (0.0, "Bread")] {
          let createdAt = Date(timeIntervalSince1970: 1_777_888_999 + day * 86_400)
          try repository.save(
            Market(
              id: UUID(), name: name, slug: name.lowercased(), status: .draft,
              createdAt: createdAt))
        }
        _ = try app.runWithStore("create", "Cheese")
        _ = try app.runWithStore("publish", "bread")

        let list = try app.runWithStore("list")
        #expect(
          list.listed(["apples", "bread", "cheese"]) == ["bread", "apples", "cheese"],
          "list shows the markets oldest first by creation time, not in the order they were saved, not newest first and not sorted by name or slug: bread, created a day before apples but saved after it, should come first even after it is published, and cheese, created now, last; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("A published market's slug stays taken")
    func publishedSlugStaysTaken() throws {
      try MarketsApp.withTemporaryFolder { app in
        _ = try app.runWithStore("create", "Fresh Fish")
        _ = try app.runWithStore("publish", "fresh-fish")

        let again = try app.runWithStore("create", "Fresh Fish")
        let list = try app.runWithStore("list")
        #expect(
          again.exitCode != 0 && list.lines.filter { $0.hasPrefix("fresh-fish\t") }.count == 1,
          "create should refuse a slug that a published market has, as it refuses a draft's: the slug is taken either way; the second create ran with \(again), and list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("The JSON file repository replaces a market by its id")
    func repositoryReplacesByID() throws {
      try MarketsApp.withTemporaryFolder { app in
        let repository = JSONFileMarketRepository(fileURL: app.storeURL)
        let createdAt = Date(timeIntervalSince1970: 1_777_888_999)
        let fish = Market(
          id: UUID(), name: "Fresh Fish", slug: "fresh-fish", status: .draft, createdAt: createdAt)
        let namesake = Market(
          id: UUID(), name: "Fresh Fish!", slug: "fresh-fish", status: .draft, createdAt: createdAt)
        try repository.save(fish)
        try repository.save(namesake)
        let publishedFish = fish.published()
        try repository.save(publishedFish)
        // Created a day earlier than the others, and saved last.
        let bread = Market(
          id: UUID(), name: "Bread", slug: "bread", status: .draft,
          createdAt: createdAt.addingTimeInterval(-86_400))
        try repository.save(bread)

        let stored = try repository.all()
        #expect(
          stored == [publishedFish, namesake, bread],
          "save(_:) should replace the market with the same id in its place, and add a market with a new id at the end, even when its slug is taken or it was created earlier than the others; after saving two markets with one slug, the first one again, then one created a day earlier, all() returned \(stored.map { "\($0.name) (\($0.status))" })"
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

        // Every use case reads first, so only a save called here shows what save(_:) does alone.
        let repository = JSONFileMarketRepository(fileURL: app.storeURL)
        let books = Market(
          id: UUID(), name: "Old Books", slug: "old-books", status: .draft,
          createdAt: Date(timeIntervalSince1970: 1_777_888_999))
        #expect(
          throws: MarketError.storeUnavailable,
          "JSONFileMarketRepository's save(_:) should throw MarketError.storeUnavailable when the store file does not decode, not start again from no markets"
        ) {
          try repository.save(books)
        }
        let afterSave = try Data(contentsOf: app.storeURL)
        #expect(
          afterSave == damaged,
          "save(_:) should leave a store file that does not decode as it was, not write over the markets in it"
        )

        try Data().write(to: app.storeURL)
        #expect(
          throws: MarketError.storeUnavailable,
          "JSONFileMarketRepository's save(_:) should throw MarketError.storeUnavailable when the store file is there but empty: zero bytes do not decode as markets, and only a missing file is a new store"
        ) {
          try repository.save(books)
        }
      }
    }

    @Test("A store file with one entry that is not a market is an error, and is left as it was")
    func storeWithABadEntryIsAnError() throws {
      try MarketsApp.withTemporaryFolder { app in
        _ = try app.runWithStore("create", "Fresh Fish")
        // The market the app saved, and after it an entry that is no market.
        let saved = try Data(contentsOf: app.storeURL)
        var entries = try #require(
          try JSONSerialization.jsonObject(with: saved) as? [Any],
          "the store file should hold a JSON array of markets after a create")
        entries.append(["hello": "world"])
        let damaged = try JSONSerialization.data(withJSONObject: entries)
        try damaged.write(to: app.storeURL)

        let list = try app.runWithStore("list")
        #expect(
          list.exitCode == 1 && !list.output.contains("fresh-fish"),
          "list should fail with exit code 1 when an entry of the store does not read as a market, not skip that entry; the app ran with \(list)"
        )
        _ = try app.runWithStore("create", "Old Books")
        #expect(
          try Data(contentsOf: app.storeURL) == damaged,
          "create should leave a store file with an entry that is no market as it was, not write the markets it could read over it"
        )
      }
    }

    @Test("A store file that cannot be read is an error, not an empty store")
    func unreadableStoreFileIsAnError() throws {
      try MarketsApp.withTemporaryFolder { app in
        // A folder where the store file should be: it exists, and cannot be read as a file.
        try FileManager.default.createDirectory(at: app.storeURL, withIntermediateDirectories: true)

        for command in [["list"], ["create", "Fresh Fish"]] {
          let run = try app.runWithStore(command)
          #expect(
            run.exitCode == 1 && !run.output.contains("No markets yet.")
              && !run.output.contains("Created"),
            "\(command.joined(separator: " ")) should fail with exit code 1 when the store file cannot be read: only a missing file is a new store; the app ran with \(run)"
          )
        }
      }
    }

    @Test("A store file that cannot be written is an error")
    func unwritableStoreIsAnError() throws {
      try MarketsApp.withTemporaryFolder { app in
        let create = try app.run(["--store", app.unwritableStoreURL.path, "create", "Fresh Fish"])
        #expect(
          create.exitCode == 1 && !create.output.contains("Created"),
          "create should fail with exit code 1 when the store file cannot be written (its name is too long for the file system): a save that fails throws, and the use case lets that error through; the app ran with \(create)"
        )
      }
    }

    @Test("Each save puts a new store file in place of the old one")
    func savesReplaceTheStoreFile() throws {
      try MarketsApp.withTemporaryFolder { app in
        let first = try app.runWithStore("create", "Fresh Fish")
        let before = try #require(
          Self.fileNumber(of: app.storeURL),
          "create should write the store file; the app ran with \(first)")

        let second = try app.runWithStore("create", "Old Books")
        #expect(second.exitCode == 0, "create should succeed; the app ran with \(second)")
        let after = Self.fileNumber(of: app.storeURL)
        #expect(
          after != before,
          "save(_:) should write a new file and rename it over the store, as LiveMarketEnvironment did, not write into the old file: a save that stops midway would leave half a file"
        )
      }
    }

    @Test("SystemClock reads the computer's clock at each call")
    func systemClockReadsTheTimeAtEachCall() {
      let clock = SystemClock()
      let first = clock.now()
      // Wait, without sleeping, until the computer's clock has moved past the first reading.
      var spins = 0
      while Date() <= first && spins < 10_000_000 { spins += 1 }
      let second = clock.now()
      #expect(
        second > first,
        "SystemClock's now() should return Date() at each call, the time now, not a date read once when the clock was made: two calls a moment apart returned \(first.timeIntervalSince1970) and then \(second.timeIntervalSince1970) (seconds since 1970)"
      )
    }

    /// The number the file system knows the file at `url` by (a new file gets a new one), or
    /// nil when there is no file.
    private static func fileNumber(of url: URL) -> UInt64? {
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      return (attributes?[.systemFileNumber] as? NSNumber)?.uint64Value
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

    @Test("Invocation reads MARKET_STORE from the environment it is given")
    func invocationReadsTheEnvironmentItIsGiven() throws {
      let lesson = try LessonCode.load()
      let app = try lesson.files(in: "App").filter { $0.path != "App/main.swift" }
      let found = LessonCode.lines(
        in: app, matching: /\bProcessInfo\b|\bCommandLine\b|\bgetenv\b/)
      #expect(
        found.isEmpty,
        "Invocation should take MARKET_STORE from its environment parameter, never from the process: only main.swift reads ProcessInfo and CommandLine, and passes Invocation what it found, so that a test can hand Invocation any environment. Found at \(found.joined(separator: ", "))"
      )
    }
  }
}
