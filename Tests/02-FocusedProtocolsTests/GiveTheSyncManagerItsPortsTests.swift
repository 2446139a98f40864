import Foundation
import Testing

@testable import Lesson02FocusedProtocols

extension FocusedProtocolsTests {
  @Suite("Task 3: Give the sync manager its ports")
  struct GiveTheSyncManagerItsPorts {
    private func makeManager(
      fileSystem: StubFileSystem = Fixture.fileSystem(),
      files: InMemoryFileAccessor,
      bookmarks: InMemoryBookmarkStorage = InMemoryBookmarkStorage()
    ) -> SyncManager {
      SyncManager(
        fileSystem: fileSystem,
        fileAccessor: files,
        bookmarkStorage: bookmarks,
        now: { Fixture.fixedDate }
      )
    }

    @Test("sync() copies the saved settings into the sync container")
    func syncCopiesTheSavedSettings() throws {
      let files = InMemoryFileAccessor()
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      let manager = makeManager(files: files)

      try manager.sync()

      #expect(
        try files.settings(at: Fixture.syncFile) == Fixture.saved,
        "sync() should write the saved settings to settings.json in containerURL(for: .sync)"
      )
      #expect(
        try files.settings(at: Fixture.settingsFile) == Fixture.saved,
        "sync() should leave settings.json in the settings container as it was"
      )
    }

    @Test("sync() copies the defaults when nothing has been saved yet")
    func syncCopiesTheDefaults() throws {
      let files = InMemoryFileAccessor()
      let manager = makeManager(files: files)

      try manager.sync()

      #expect(
        try files.settings(at: Fixture.syncFile) == Settings.defaults,
        "with no settings.json in the settings container, sync() should write Settings.defaults to the sync container"
      )
    }

    @Test("sync() takes lastSyncDate from the injected now")
    func syncUsesTheInjectedClock() throws {
      let manager = makeManager(files: InMemoryFileAccessor())

      #expect(manager.lastSyncDate == nil, "lastSyncDate should be nil before the first sync()")

      try manager.sync()

      #expect(
        manager.lastSyncDate == Fixture.fixedDate,
        "lastSyncDate should come from the `now` closure passed to the initializer, not from Date()"
      )
    }

    @Test("sync() saves a bookmark to the sync location under lastSyncLocation")
    func syncSavesABookmark() throws {
      let bookmarks = InMemoryBookmarkStorage()
      let manager = makeManager(files: InMemoryFileAccessor(), bookmarks: bookmarks)

      try manager.sync()

      let saved = bookmarks.all
      #expect(
        Array(saved.keys) == ["lastSyncLocation"],
        "sync() should save exactly one bookmark, under the key \"lastSyncLocation\""
      )
      let bookmark = try #require(
        saved["lastSyncLocation"], "sync() should save a bookmark under \"lastSyncLocation\"")
      #expect(
        String(decoding: bookmark, as: UTF8.self) == Fixture.syncFile.absoluteString,
        "the bookmark should be the synced file's URL as text, Data(fileURL.absoluteString.utf8), where fileURL is settings.json in the sync container"
      )
    }

    @Test("sync() throws and changes nothing when the sync container is unavailable")
    func syncThrowsWithoutASyncContainer() throws {
      let files = InMemoryFileAccessor()
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      let bookmarks = InMemoryBookmarkStorage()
      let manager = makeManager(
        fileSystem: Fixture.fileSystem(sync: nil), files: files, bookmarks: bookmarks)

      #expect(
        throws: StorageError.containerUnavailable(.sync),
        "sync() should throw StorageError.containerUnavailable(.sync) when containerURL(for: .sync) is nil, not fall back to another folder"
      ) {
        try manager.sync()
      }
      #expect(
        files.paths == [InMemoryFileAccessor.key(for: Fixture.settingsFile)],
        "a failed sync() should write no file"
      )
      #expect(bookmarks.all.isEmpty, "a failed sync() should save no bookmark")
      #expect(manager.lastSyncDate == nil, "a failed sync() should leave lastSyncDate nil")
    }
  }
}
