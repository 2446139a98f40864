import Foundation
import Testing
@testable import Lesson03DefaultImplementations

extension DefaultImplementationsTests {
  /// These tests only create stores and managers and look at what they hold: nothing here
  /// reads or writes the disk, so the live defaults never run.
  @Suite("Task 4: Default the initializers to production adapters")
  struct DefaultTheInitializers {
    @Test("SettingsStore() gets the production adapters")
    func settingsStoreGetsTheProductionAdapters() throws {
      let store = SettingsStore()

      let fileSystem = try #require(
        store.fileSystem as? LocalFileSystemProvider,
        "SettingsStore() should default fileSystem to LocalFileSystemProvider(), not \(type(of: store.fileSystem))"
      )
      #expect(
        fileSystem.baseDirectory.isSameLocation(as: LocalFileSystemProvider().baseDirectory),
        """
        SettingsStore() should use LocalFileSystemProvider() with its own default folder, not \
        \(fileSystem.baseDirectory.plainPath): defaults are what production gets
        """
      )
      #expect(
        store.fileAccessor is DefaultFileAccessor,
        "SettingsStore() should default fileAccessor to DefaultFileAccessor(), not \(type(of: store.fileAccessor))"
      )
    }

    @Test("SyncManager() gets the production adapters")
    func syncManagerGetsTheProductionAdapters() throws {
      let manager = SyncManager()

      let fileSystem = try #require(
        manager.fileSystem as? LocalFileSystemProvider,
        "SyncManager() should default fileSystem to LocalFileSystemProvider(), not \(type(of: manager.fileSystem))"
      )
      #expect(
        fileSystem.baseDirectory.isSameLocation(as: LocalFileSystemProvider().baseDirectory),
        """
        SyncManager() should use LocalFileSystemProvider() with its own default folder, not \
        \(fileSystem.baseDirectory.plainPath)
        """
      )
      #expect(
        manager.fileAccessor is DefaultFileAccessor,
        "SyncManager() should default fileAccessor to DefaultFileAccessor(), not \(type(of: manager.fileAccessor))"
      )
      let bookmarkStorage = try #require(
        manager.bookmarkStorage as? DefaultBookmarkStorage,
        "SyncManager() should default bookmarkStorage to DefaultBookmarkStorage(), not \(type(of: manager.bookmarkStorage))"
      )
      #expect(
        bookmarkStorage.directory.isSameLocation(as: DefaultBookmarkStorage().directory),
        """
        SyncManager() should use DefaultBookmarkStorage() with its own default folder, not \
        \(bookmarkStorage.directory.plainPath)
        """
      )
    }

    @Test("Injected adapters replace the defaults")
    func injectedAdaptersReplaceTheDefaults() {
      let store = SettingsStore(
        fileSystem: StubFileSystem.virtual, fileAccessor: InMemoryFileAccessor())
      let manager = SyncManager(
        fileSystem: StubFileSystem.virtual,
        fileAccessor: InMemoryFileAccessor(),
        bookmarkStorage: InMemoryBookmarkStorage()
      )

      #expect(
        store.fileSystem is StubFileSystem, "SettingsStore should keep the fileSystem it was given")
      #expect(
        store.fileAccessor is InMemoryFileAccessor,
        "SettingsStore should keep the fileAccessor it was given")
      #expect(
        manager.fileSystem is StubFileSystem, "SyncManager should keep the fileSystem it was given")
      #expect(
        manager.fileAccessor is InMemoryFileAccessor,
        "SyncManager should keep the fileAccessor it was given")
      #expect(
        manager.bookmarkStorage is InMemoryBookmarkStorage,
        "SyncManager should keep the bookmarkStorage it was given")
    }
  }
}
