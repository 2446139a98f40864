import Foundation
import Testing

@testable import Lesson05ErrorPaths

extension ErrorPathsTests {
  @Suite("Task 4: Stop swallowing failures")
  struct StopSwallowingFailures {
    /// Contents of `settings.json` that cannot be decoded as `Settings`.
    enum CorruptContents: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case empty, notJSON, missingKey, unknownTheme, wrongType

      var testDescription: String { rawValue }

      var data: Data {
        switch self {
        case .empty: Data()
        case .notJSON: Data("theme = dark".utf8)
        case .missingKey: Data(#"{"theme": "dark", "fontSize": 14}"#.utf8)
        case .unknownTheme: Data(#"{"theme": "sepia", "fontSize": 14, "syncEnabled": false}"#.utf8)
        case .wrongType: Data(#"{"theme": "dark", "fontSize": "large", "syncEnabled": false}"#.utf8)
        }
      }
    }

    @Test(
      "A settings file that does not decode throws corruptSettings",
      arguments: CorruptContents.allCases)
    func corruptFileThrows(contents: CorruptContents) {
      let harness = Harness()
      harness.files.seed(contents.data, at: Harness.settingsFile)

      #expect(
        throws: SyncError.corruptSettings,
        "load() should throw SyncError.corruptSettings for a corrupt settings.json (\(contents)), not fall back to the defaults"
      ) {
        try harness.makeStore().load()
      }
    }

    @Test("A missing settings file still loads the defaults")
    func missingFileLoadsDefaults() {
      let store = Harness().makeStore()
      do {
        let loaded = try store.load()
        #expect(
          loaded == .defaults,
          "load() should return Settings.defaults before anything was saved")
      } catch {
        Issue.record(
          "load() should not throw when settings.json does not exist yet, but threw \(error)")
      }
    }

    @Test("Syncing before the first save throws notSavedYet")
    func syncBeforeSaveThrows() {
      let harness = Harness()

      #expect(
        throws: SyncError.notSavedYet,
        "sync() should throw SyncError.notSavedYet when there is no settings.json, not return as if it synced"
      ) {
        try harness.makeSyncManager().sync()
      }
      #expect(
        harness.files.contents(at: Harness.syncedFile) == nil,
        "sync() should not write anything into the sync container when nothing was saved")
    }

    @Test(
      "A bookmark that cannot be saved throws writeFailed",
      arguments: InfrastructureFailure.allCases)
    func bookmarkFailureThrows(failure: InfrastructureFailure) throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      harness.bookmarks.saveError = failure.error

      #expect(
        throws: SyncError.writeFailed,
        "sync() should throw SyncError.writeFailed when saveBookmark(_:forKey:) throws \(failure), not ignore it"
      ) {
        try harness.makeSyncManager().sync()
      }
    }
  }
}
