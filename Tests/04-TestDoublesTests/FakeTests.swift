import Foundation
import Testing

@testable import Lesson04TestDoubles

extension TestDoublesTests {
  @Suite("Task 4: Keep files in memory with a fake")
  struct KeepFilesInMemoryWithAFake {
    @Test("A fake reads back what was written, and the latest write wins")
    func readsBackWrites() throws {
      let fake = InMemoryFileAccessor()
      let first = Data("first".utf8)
      let second = Data("second".utf8)

      try fake.write(first, to: Fixture.settingsFile)
      let readFirst = try fake.read(from: Fixture.settingsFile)
      #expect(
        readFirst == first,
        "read(from:) should return what write(_:to:) wrote")

      try fake.write(second, to: Fixture.settingsFile)
      let readSecond = try fake.read(from: Fixture.settingsFile)
      #expect(
        readSecond == second,
        "a second write to the same URL should replace the first"
      )
      #expect(
        !fake.fileExists(at: Fixture.syncFile),
        "a write to one URL should not make a file appear at another"
      )
    }

    @Test("A fake's fileExists agrees with read")
    func fileExistsAgreesWithRead() throws {
      let fake = InMemoryFileAccessor()

      #expect(
        !fake.fileExists(at: Fixture.settingsFile),
        "before any write, fileExists(at:) should be false")
      #expect(
        throws: (any Error).self,
        "before any write, read(from:) should throw, not return empty data"
      ) {
        try fake.read(from: Fixture.settingsFile)
      }

      try fake.write(Data("saved".utf8), to: Fixture.settingsFile)

      #expect(
        fake.fileExists(at: Fixture.settingsFile), "after a write, fileExists(at:) should be true")
      #expect(throws: Never.self, "after a write, read(from:) should succeed") {
        try fake.read(from: Fixture.settingsFile)
      }

      try fake.write(Data(), to: Fixture.syncFile)

      #expect(
        fake.fileExists(at: Fixture.syncFile),
        "after writing empty data, fileExists(at:) should be true: an empty file is still a file")
      let read = try fake.read(from: Fixture.syncFile)
      #expect(
        read == Data(),
        "after writing empty data, read(from:) should return the empty data, not throw")
    }

    @Test("A fake forgets a removed file")
    func forgetsRemovedFile() throws {
      let fake = InMemoryFileAccessor()
      try fake.write(Data("saved".utf8), to: Fixture.settingsFile)

      try fake.removeItem(at: Fixture.settingsFile)

      #expect(
        !fake.fileExists(at: Fixture.settingsFile),
        "after removeItem(at:), fileExists(at:) should be false")
      #expect(throws: (any Error).self, "after removeItem(at:), read(from:) should throw") {
        try fake.read(from: Fixture.settingsFile)
      }
      #expect(
        throws: (any Error).self,
        "removeItem(at:) should throw when there is no file, as the disk does"
      ) {
        try fake.removeItem(at: Fixture.settingsFile)
      }
    }

    @Test("A fake starts with the files you give it")
    func startsWithGivenFiles() throws {
      let data = Data("seeded".utf8)
      let fake = InMemoryFileAccessor(files: [Fixture.syncFile: data])

      #expect(fake.fileExists(at: Fixture.syncFile), "a file passed to init(files:) should exist")
      let read = try fake.read(from: Fixture.syncFile)
      #expect(
        read == data,
        "a file passed to init(files:) should read back")
      #expect(
        !fake.fileExists(at: Fixture.settingsFile),
        "only the files passed to init(files:) should exist")

      let other = InMemoryFileAccessor()
      #expect(
        !other.fileExists(at: Fixture.syncFile),
        "a second fake made with no files should hold no file, not share the first fake's files")
      try other.write(Data("other".utf8), to: Fixture.settingsFile)
      #expect(
        !fake.fileExists(at: Fixture.settingsFile),
        "a write to one fake should not make a file appear in another")
    }

    @Test("A fake keeps every file written from many tasks at once")
    func keepsConcurrentWrites() async throws {
      let fake = InMemoryFileAccessor()
      let tasks = 4
      let filesPerTask = 5_000
      let urls = (0..<tasks * filesPerTask).map(Fixture.file)
      let data = Data("saved".utf8)

      try await withThrowingTaskGroup(of: Void.self) { group in
        for task in 0..<tasks {
          group.addTask {
            for url in urls[task * filesPerTask..<(task + 1) * filesPerTask] {
              try fake.write(data, to: url)
            }
          }
        }
        try await group.waitForAll()
      }

      let missing = urls.count { !fake.fileExists(at: $0) }
      #expect(
        missing == 0,
        "every file written from parallel tasks should exist, but \(missing) of \(urls.count) are missing; keep the files in a Mutex, not in a plain var"
      )
    }

    @Test("The store loads what it saved, and defaults before that")
    func storeRoundTrip() throws {
      let store = SettingsStore(
        fileSystem: try Fixture.bothFolders(), fileAccessor: InMemoryFileAccessor())

      let loadedFirst = try store.load()
      #expect(
        loadedFirst == .defaults,
        "load() should return Settings.defaults while the fake holds no file")
      try store.save(Fixture.saved)
      let loaded = try store.load()
      #expect(
        loaded == Fixture.saved, "load() should return what save() wrote into the fake")
    }

    @Test("load() throws when settings.json is not JSON")
    func loadThrowsForCorruptFile() throws {
      let files = InMemoryFileAccessor(files: [Fixture.settingsFile: Data("not json".utf8)])
      let store = SettingsStore(fileSystem: try Fixture.bothFolders(), fileAccessor: files)

      #expect(
        throws: DecodingError.self,
        "load() should pass the decoding error on, not return defaults for a file that is not JSON"
      ) {
        try store.load()
      }
    }

    @Test("A sync copies the saved settings into the cloud folder")
    func syncCopiesSettings() throws {
      let folders = try Fixture.bothFolders()
      let files = InMemoryFileAccessor()
      let store = SettingsStore(fileSystem: folders, fileAccessor: files)
      let manager = SyncManager(
        store: store,
        fileSystem: folders,
        fileAccessor: files,
        bookmarkStorage: DummyBookmarkStorage(),
        now: { Fixture.syncDate }
      )
      try store.save(Fixture.saved)

      try manager.sync()

      let syncedFile = try? files.read(from: Fixture.syncFile)
      let copied = try #require(
        syncedFile,
        "sync() should write settings.json into the .sync folder of the shared fake"
      )
      let decoded = try Fixture.decoded(copied)
      #expect(
        decoded == Fixture.saved,
        "the synced file should hold the saved settings")
      #expect(
        manager.lastSyncDate == Fixture.syncDate,
        "sync() should record the time from the injected clock")
    }

    @Test("A sync saves a bookmark of its copy under lastSyncLocation")
    func syncSavesBookmark() throws {
      let bookmarks = RecordingBookmarkStorage()
      let manager = try Fixture.syncManager(files: InMemoryFileAccessor(), bookmarks: bookmarks)

      try manager.sync()

      #expect(
        bookmarks.saved == ["lastSyncLocation": Data(Fixture.syncFile.absoluteString.utf8)],
        "sync() should save one bookmark, under the key lastSyncLocation, holding the absoluteString of the copy's URL (settings.json in the .sync folder)"
      )
    }
  }
}
