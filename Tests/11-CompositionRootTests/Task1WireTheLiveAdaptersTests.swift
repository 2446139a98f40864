import Foundation
import SuiteSupport
import Testing

extension CompositionRootTests {
  @Suite("Task 1: Wire the live adapters in main.swift")
  struct WireTheLiveAdapters {
    @Test("A market created in one run is listed by the next")
    func createdMarketIsListedByTheNextRun() throws {
      try MarketsApp.withTemporaryFolder { app in
        let create = try app.runWithStore("create", "Fresh Fish")
        #expect(create.exitCode == 0, "create should succeed; the app ran with \(create)")

        let list = try app.runWithStore("list")
        #expect(list.exitCode == 0, "list should succeed; the app ran with \(list)")
        let words = list.words(ofLineWithSlug: "fresh-fish")
        #expect(
          words != nil,
          "list, run after create, should show fresh-fish: main.swift should keep markets in the JSON file, not in memory; list printed \(list.output.debugDescription)"
        )
        #expect(
          words?.contains("draft") == true,
          "a market that was never published should be listed as draft; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("A list line shows the slug, status, creation time and name, separated by tabs")
    func listLineHasTheFourColumns() throws {
      try MarketsApp.withTemporaryFolder { app in
        _ = try app.runWithStore("create", "Fresh Fish")

        let list = try app.runWithStore("list")
        let line = try #require(
          list.lines.first { $0.hasPrefix("fresh-fish\t") },
          "list should show a line that starts with fresh-fish and a tab; list printed \(list.output.debugDescription)"
        )
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        #expect(
          columns.count == 4 && columns[1] == "draft"
            && (try? Date(columns[2], strategy: .iso8601)) != nil && columns[3] == "Fresh Fish",
          "a list line should be the slug, the status, the creation time and the name as it was given, such as fresh-fish, draft, 2026-05-04T09:30:00Z and Fresh Fish, separated by tabs; it is \(line.debugDescription)"
        )
      }
    }

    @Test("A market published in one run is listed as active by the next")
    func publishedMarketIsActiveInTheNextRun() throws {
      try MarketsApp.withTemporaryFolder { app in
        _ = try app.runWithStore("create", "Fresh Fish")
        let publish = try app.runWithStore("publish", "fresh-fish")
        #expect(
          publish.exitCode == 0,
          "publish should find the market that the run before created; the app ran with \(publish)")

        let list = try app.runWithStore("list")
        #expect(
          list.words(ofLineWithSlug: "fresh-fish")?.contains("active") == true,
          "list should show fresh-fish as active after publish; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("Markets are kept in the file that --store names, and only there")
    func marketsAreKeptInTheStoreFile() throws {
      try MarketsApp.withTemporaryFolder { app in
        let create = try app.runWithStore("create", "Fresh Fish")
        #expect(create.exitCode == 0, "create should succeed; the app ran with \(create)")
        #expect(
          FileManager.default.fileExists(atPath: app.storeURL.path),
          "create with --store \(app.storeURL.lastPathComponent) should write that file")

        let other = app.folder.appending(path: "other.json")
        let list = try app.run(["--store", other.path, "list"])
        #expect(
          list.words(ofLineWithSlug: "fresh-fish") == nil,
          "list with another --store file should not show fresh-fish: each store is a file of its own; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("A relative --store path starts from the folder the app runs in")
    func relativeStorePath() throws {
      try MarketsApp.withTemporaryFolder { app in
        let create = try app.run(["--store", "markets.json", "create", "Fresh Fish"])
        #expect(create.exitCode == 0, "create should succeed; the app ran with \(create)")
        #expect(
          FileManager.default.fileExists(atPath: app.storeURL.path),
          "create with --store markets.json should write markets.json in the folder the app runs in: take the path as it is given, not from the home folder or anywhere else"
        )
      }
    }

    @Test("A store whose path has a space keeps every market")
    func storePathWithASpace() throws {
      try MarketsApp.withTemporaryFolder { app in
        let store = app.folder.appending(path: "my markets.json").path(percentEncoded: false)
        for name in ["Fresh Fish", "Fresh Fruit"] {
          let create = try app.run(["--store", store, "create", name])
          #expect(create.exitCode == 0, "create should succeed; the app ran with \(create)")
        }
        let list = try app.run(["--store", store, "list"])
        #expect(
          list.listed(["fresh-fish", "fresh-fruit"]) == ["fresh-fish", "fresh-fruit"],
          "with a store named my markets.json, list should show both markets created: look for the file by its plain path, path(percentEncoded: false), not path(), which turns the space into %20; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("MARKET_STORE names the file when there is no --store")
    func marketStoreEnvironmentVariableNamesTheFile() throws {
      try MarketsApp.withTemporaryFolder { app in
        let environment = ["MARKET_STORE": app.storeURL.path]
        let create = try app.run(["create", "Fresh Fish"], environment: environment)
        #expect(create.exitCode == 0, "create should succeed; the app ran with \(create)")
        #expect(
          FileManager.default.fileExists(atPath: app.storeURL.path),
          "without --store, create should write the file that MARKET_STORE names")

        let list = try app.run(["list"], environment: environment)
        #expect(
          list.words(ofLineWithSlug: "fresh-fish") != nil,
          "list, with the same MARKET_STORE, should show fresh-fish; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("--store wins over MARKET_STORE")
    func storeOptionWinsOverTheEnvironment() throws {
      try MarketsApp.withTemporaryFolder { app in
        let other = app.folder.appending(path: "other.json")
        let create = try app.run(
          ["--store", app.storeURL.path, "create", "Fresh Fish"],
          environment: ["MARKET_STORE": other.path])
        #expect(create.exitCode == 0, "create should succeed; the app ran with \(create)")
        #expect(
          FileManager.default.fileExists(atPath: app.storeURL.path),
          "with both --store and MARKET_STORE, create should write the file --store names")
        #expect(
          !FileManager.default.fileExists(atPath: other.path),
          "with both --store and MARKET_STORE, create should leave the file MARKET_STORE names alone: MARKET_STORE is used only without --store"
        )
      }
    }

    @Test("A new market is stamped with the time from the system clock")
    func newMarketHasTheCurrentTime() throws {
      try MarketsApp.withTemporaryFolder { app in
        let before = Date().addingTimeInterval(-2)
        _ = try app.runWithStore("create", "Fresh Fish")
        let after = Date().addingTimeInterval(2)

        let list = try app.runWithStore("list")
        let words = try #require(
          list.words(ofLineWithSlug: "fresh-fish"),
          "list should show fresh-fish; list printed \(list.output.debugDescription)")
        let createdAt = words.lazy.compactMap { try? Date($0, strategy: .iso8601) }.first
        #expect(
          createdAt != nil,
          "the line for fresh-fish should show when it was created, such as 2026-05-04T09:30:00Z; it is \(words.joined(separator: " ").debugDescription)"
        )
        if let createdAt {
          #expect(
            createdAt >= before && createdAt <= after,
            "a new market should be stamped with the time now, from SystemClock, not a fixed date; it shows \(createdAt.formatted(.iso8601))"
          )
        }
      }
    }

    @Test("No #if DEBUG is left in your code")
    func noDebugConditionals() throws {
      let lesson = try LessonCode.load()
      let found = LessonCode.lines(in: lesson.files, matching: /^\s*#(if|elseif)\b.*\bDEBUG\b/)
      #expect(
        found.isEmpty,
        "choose adapters in main.swift by what you pass in, never with #if DEBUG: tests run debug builds, so they would never see the live code. Found at \(found.joined(separator: ", "))"
      )
    }
  }
}
