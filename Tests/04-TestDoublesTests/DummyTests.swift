import Foundation
import Testing

@testable import Lesson04TestDoubles

extension TestDoublesTests {
  @Suite("Task 2: Fill a parameter with a dummy")
  struct FillAParameterWithADummy {
    @Test("A dummy accepts every call and remembers nothing")
    func acceptsAndForgets() throws {
      let dummy = DummyBookmarkStorage()

      #expect(throws: Never.self, "saveBookmark(_:forKey:) on a dummy should do nothing, not throw")
      {
        try dummy.saveBookmark(Data("somewhere".utf8), forKey: "lastSyncLocation")
      }
      let loaded = try dummy.loadBookmark(forKey: "lastSyncLocation")
      #expect(
        loaded == nil, "loadBookmark(forKey:) on a dummy should return nil, even after a save")
    }

    @Test("A sync without a cloud folder stops before it needs bookmarks")
    func syncWithoutCloudFolder() {
      let folders = StubFileSystem(containers: [.settings: Fixture.settingsFolder])
      let files = UnimplementedFileAccessor()
      let manager = SyncManager(
        store: SettingsStore(fileSystem: folders, fileAccessor: files),
        fileSystem: folders,
        fileAccessor: files,
        bookmarkStorage: DummyBookmarkStorage(),
        now: { Fixture.syncDate }
      )

      #expect(
        throws: SyncError.containerUnavailable(.sync),
        "sync() should throw containerUnavailable(.sync) when the stub has no .sync folder"
      ) {
        try manager.sync()
      }
      #expect(manager.lastSyncDate == nil, "a failed sync should not record a sync date")
    }
  }
}
