import Foundation
import SuiteSupport
import Testing

@testable import Lesson05ErrorPaths

extension ErrorPathsTests {
  @Suite("Task 5: Record a sync only when it succeeds")
  struct RecordOnlySuccess {
    /// One way for `sync()` to fail.
    enum SyncFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case settingsContainerMissing, syncContainerMissing, nothingSaved
      case readFails, writeFails, bookmarkFails

      var testDescription: String { rawValue }

      /// The failures a double causes, which a test can also bring about after a sync worked.
      static let causedByDoubles: [SyncFailure] = [.readFails, .writeFails, .bookmarkFails]

      /// A harness set up so that `sync()` fails this way.
      func makeHarness() throws -> Harness {
        let harness =
          switch self {
          case .settingsContainerMissing: Harness(missing: .settings)
          case .syncContainerMissing: Harness(missing: .sync)
          default: Harness()
          }
        if self != .nothingSaved {
          try harness.seedSavedSettings()
        }
        cause(in: harness)
        return harness
      }

      /// Makes the doubles of `harness` fail this way, for the cases in `causedByDoubles`.
      func cause(in harness: Harness) {
        switch self {
        case .readFails: harness.files.readError = CocoaError(.fileReadNoPermission)
        case .writeFails: harness.files.writeError = CocoaError(.fileWriteOutOfSpace)
        case .bookmarkFails: harness.bookmarks.saveError = CocoaError(.fileWriteNoPermission)
        case .settingsContainerMissing, .syncContainerMissing, .nothingSaved: break
        }
      }
    }

    @Test("A failed first sync leaves lastSyncDate nil", arguments: SyncFailure.allCases)
    func failedSyncRecordsNothing(failure: SyncFailure) throws {
      let manager = try failure.makeHarness().makeSyncManager()

      _ = try? manager.sync()

      #expect(
        manager.lastSyncDate == nil,
        "When sync() fails (\(failure)), lastSyncDate should stay nil: nothing was synced")
    }

    @Test(
      "A failed sync keeps the date of the last sync that worked",
      arguments: SyncFailure.causedByDoubles)
    func failedSyncKeepsTheLastDate(failure: SyncFailure) throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let clock = SteppingClock(start: Harness.syncDate)
      let manager = harness.makeSyncManager(now: clock.now)
      try manager.sync()
      let lastDate = try #require(
        manager.lastSyncDate, "A sync with nothing failing should set lastSyncDate")

      failure.cause(in: harness)
      _ = try? manager.sync()

      #expect(
        manager.lastSyncDate == lastDate,
        "When a later sync fails (\(failure)), lastSyncDate should keep the date of the sync that worked, not become nil or the time of the failed one"
      )
    }

    @Test("lastSyncDate is what now() returns, also when the clock was set back")
    func recordsAnEarlierDate() throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let clock = SteppingClock(start: Harness.syncDate, step: -60)
      let manager = harness.makeSyncManager(now: { clock.now() })

      try manager.sync()
      try manager.sync()

      #expect(
        manager.lastSyncDate == Harness.syncDate.addingTimeInterval(-60),
        "after two syncs that worked, lastSyncDate should be the time now() returned for the second, even though it is earlier than the first: never keep the later date"
      )
    }

    @Test("A sync whose copy fails saves no bookmark")
    func failedCopySavesNoBookmark() throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      harness.files.writeError = CocoaError(.fileWriteOutOfSpace)

      #expect(throws: SyncError.writeFailed, "sync() should throw writeFailed when the copy fails")
      {
        try harness.makeSyncManager().sync()
      }
      let bookmark = try harness.bookmarks.loadBookmark(forKey: "lastSyncLocation")
      #expect(
        bookmark == nil,
        "When the copy fails, sync() should save no bookmark: it saves the bookmark of the copy only after the copy worked"
      )
    }

    @Test("A sync into another sync folder saves another bookmark")
    func bookmarkStandsForTheCopy() throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      try harness.makeSyncManager().sync()
      let first = try #require(
        try harness.bookmarks.loadBookmark(forKey: "lastSyncLocation"),
        "sync() should save a bookmark under the key \"lastSyncLocation\"")

      try harness.makeSyncManager(syncingInto: URL(filePath: "/dev/null/virtual/other-cloud"))
        .sync()
      let second = try #require(
        try harness.bookmarks.loadBookmark(forKey: "lastSyncLocation"),
        "sync() should save a bookmark under the key \"lastSyncLocation\"")

      #expect(
        first != second,
        "The bookmark should stand for the copy in the sync folder, not for the settings file or folder: a copy in another sync folder needs another bookmark"
      )
    }

    /// A `settings.json` that a sync copies as it is.
    enum SavedContents: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case laidOutByHand, notDecodable, empty

      var testDescription: String { rawValue }

      var data: Data {
        switch self {
        case .laidOutByHand:
          // Valid JSON, but laid out as JSONEncoder() would not write it.
          Data(
            """
            {
              "fontSize" : 18,
              "syncEnabled" : true,
              "theme" : "dark"
            }
            """.utf8)
        case .notDecodable:
          // sync() copies bytes without decoding them: only load() throws corruptSettings.
          StopSwallowingFailures.CorruptContents.notJSON.data
        case .empty:
          // A file that is there, empty: only a missing file means nothing was saved yet.
          Data()
        }
      }
    }

    @Test(
      "A successful sync copies the settings and records the date",
      arguments: SavedContents.allCases)
    func successfulSyncRecordsTheDate(contents: SavedContents) throws {
      let harness = Harness()
      let saved = contents.data
      harness.files.seed(saved, at: Harness.settingsFile)
      // The clock reads a minute early until the bookmark is saved, the last step of a sync.
      let clock = SettableClock(Harness.syncDate)
      let manager = harness.makeSyncManager(now: { [bookmarks = harness.bookmarks] in
        let bookmark = try? bookmarks.loadBookmark(forKey: "lastSyncLocation")
        return bookmark == nil ? Harness.syncDate - 60 : clock.now()
      })

      do {
        try manager.sync()
      } catch {
        Issue.record(
          "sync() should copy settings.json (\(contents)) without decoding it, and not throw when no port fails, but threw \(error)"
        )
        return
      }

      let copied = try #require(
        harness.files.contents(at: Harness.syncedFile),
        "sync() should write settings.json into the sync container")
      #expect(
        copied == saved,
        "The synced settings.json should be a byte-for-byte copy of the saved one, not the settings decoded and encoded again"
      )
      let bookmark = try harness.bookmarks.loadBookmark(forKey: "lastSyncLocation")
      #expect(
        bookmark != nil,
        "sync() should save a bookmark under the key \"lastSyncLocation\"")
      #expect(
        manager.lastSyncDate == Harness.syncDate,
        "sync() should set lastSyncDate to the time the injected now() returns once the bookmark is saved, not to a time it read before"
      )

      let later = Harness.syncDate + 3_600
      clock.set(later)
      try manager.sync()

      #expect(
        manager.lastSyncDate == later,
        "A second sync that works should set lastSyncDate to now() again, not keep the date of the first sync"
      )
    }
  }
}
