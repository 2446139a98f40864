import Foundation
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

      /// A harness set up so that `sync()` fails this way.
      func makeHarness() throws -> Harness {
        switch self {
        case .settingsContainerMissing:
          let harness = Harness(missing: .settings)
          try harness.seedSavedSettings()
          return harness
        case .syncContainerMissing:
          let harness = Harness(missing: .sync)
          try harness.seedSavedSettings()
          return harness
        case .nothingSaved:
          return Harness()
        case .readFails:
          let harness = Harness()
          try harness.seedSavedSettings()
          harness.files.readError = CocoaError(.fileReadNoPermission)
          return harness
        case .writeFails:
          let harness = Harness()
          try harness.seedSavedSettings()
          harness.files.writeError = CocoaError(.fileWriteOutOfSpace)
          return harness
        case .bookmarkFails:
          let harness = Harness()
          try harness.seedSavedSettings()
          harness.bookmarks.saveError = CocoaError(.fileWriteNoPermission)
          return harness
        }
      }
    }

    @Test("A failed sync leaves lastSyncDate nil", arguments: SyncFailure.allCases)
    func failedSyncRecordsNothing(failure: SyncFailure) throws {
      let manager = try failure.makeHarness().makeSyncManager()

      _ = try? manager.sync()

      #expect(
        manager.lastSyncDate == nil,
        "When sync() fails (\(failure)), lastSyncDate should stay nil: nothing was synced")
    }

    @Test("A successful sync copies the settings and records the date")
    func successfulSyncRecordsTheDate() throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let manager = harness.makeSyncManager()

      do {
        try manager.sync()
      } catch {
        Issue.record("sync() should not throw when nothing fails, but threw \(error)")
        return
      }

      let copied = try #require(
        harness.files.contents(at: Harness.syncedFile),
        "sync() should write settings.json into the sync container")
      #expect(
        try JSONDecoder().decode(Settings.self, from: copied) == Harness.saved,
        "The synced settings.json should hold the saved settings")
      #expect(
        try harness.bookmarks.loadBookmark(forKey: "lastSyncLocation") != nil,
        "sync() should save a bookmark under the key \"lastSyncLocation\"")
      #expect(
        manager.lastSyncDate == Harness.syncDate,
        "sync() should set lastSyncDate to the time the injected now() returns, once it succeeded")
    }
  }
}
