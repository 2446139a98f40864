import Foundation
import Testing
@testable import Lesson03DefaultImplementations

extension DefaultImplementationsTests {
  @Suite("Task 5: Forward every dependency")
  struct ForwardEveryDependency {
    static let custom = Settings(theme: .dark, fontSize: 18, syncEnabled: true)

    @Test("Injecting only the file system leaves the live file accessor in place")
    func injectingOnlyOneDependencyLeavesTheOtherLive() {
      // The trap, made visible: this compiles without a word, because fileAccessor has a default.
      let store = SettingsStore(fileSystem: StubFileSystem.virtual)

      #expect(
        store.fileAccessor is DefaultFileAccessor,
        "A parameter you leave out gets its default, in a test too: this store would read and write the real disk"
      )
    }

    @Test("sync() reads the settings through the injected file accessor")
    func syncReadsThroughTheInjectedAccessor() throws {
      // Everything is in memory, at paths that do not exist on disk: a live accessor finds nothing there.
      let files = InMemoryFileAccessor()
      let bookmarks = InMemoryBookmarkStorage()
      // A font size of this run's own, so that settings a live adapter finds in a real folder
      // (left there by an earlier run) cannot pass for the saved ones.
      let saved = Settings(
        theme: .dark, fontSize: Int.random(in: 1_000...1_000_000), syncEnabled: true)
      try SettingsStore(fileSystem: StubFileSystem.virtual, fileAccessor: files).save(saved)
      let manager = SyncManager(
        fileSystem: StubFileSystem.virtual, fileAccessor: files, bookmarkStorage: bookmarks)

      try manager.sync()

      let syncFolder = try #require(StubFileSystem.virtual.containerURL(for: .sync))
      let syncedFile = try? files.read(from: syncFolder.appending(path: "settings.json"))
      let synced = try #require(
        syncedFile,
        "sync() should write settings.json into the .sync container through the injected fileAccessor"
      )
      let decoded = try JSONDecoder().decode(Settings.self, from: synced)
      #expect(
        decoded == saved,
        """
        sync() should copy the saved settings, but it copied other ones: the SettingsStore it builds \
        still uses a default adapter. Pass it fileAccessor as well as fileSystem
        """
      )
      let bookmark = try bookmarks.loadBookmark(forKey: "lastSyncLocation")
      #expect(
        bookmark != nil,
        "sync() should save a bookmark under \"lastSyncLocation\" in the injected bookmarkStorage"
      )
    }

    @Test("Syncs through the real adapters in a temporary folder")
    func syncsThroughTheRealAdapters() throws {
      try withTemporaryDirectory { folder in
        let fileSystem = LocalFileSystemProvider(
          baseDirectory: folder.appending(path: "App", directoryHint: .isDirectory))
        let accessor = DefaultFileAccessor()
        let bookmarks = DefaultBookmarkStorage(
          directory: folder.appending(path: "Bookmarks", directoryHint: .isDirectory))
        let store = SettingsStore(fileSystem: fileSystem, fileAccessor: accessor)
        let manager = SyncManager(
          fileSystem: fileSystem, fileAccessor: accessor, bookmarkStorage: bookmarks)

        let loadedFirst = try store.load()
        #expect(
          loadedFirst == Settings.defaults,
          "load() should return Settings.defaults before anything was saved")
        try store.save(Self.custom)
        try manager.sync()

        let loaded = try store.load()
        #expect(loaded == Self.custom, "load() should return what save() wrote")
        let syncFolder = try #require(
          fileSystem.containerURL(for: .sync), "LocalFileSystemProvider should give a .sync folder")
        let syncedFile = try? Data(contentsOf: syncFolder.appending(path: "settings.json"))
        let synced = try #require(
          syncedFile,
          "sync() should leave settings.json in the .sync folder on disk"
        )
        let decoded = try JSONDecoder().decode(Settings.self, from: synced)
        #expect(
          decoded == Self.custom,
          "The synced settings.json should hold the saved settings"
        )
        #expect(manager.lastSyncDate != nil, "sync() should set lastSyncDate")
        let bookmark = try bookmarks.loadBookmark(forKey: "lastSyncLocation")
        #expect(
          bookmark != nil,
          "sync() should leave a \"lastSyncLocation\" bookmark in the bookmarks folder"
        )
      }
    }
  }
}
