import Foundation
import Synchronization
import Testing

@testable import Lesson04TestDoubles

/// Your tests of the given `SettingsStore` and `SyncManager`, written with your doubles
/// from `Doubles/`. The first one is written for you: test each other promise of task 7
/// the same way.
@Suite("Your tests: the store and the sync manager")
struct SyncManagerTests {
  let settingsFolder = URL(filePath: "/settings", directoryHint: .isDirectory)
  let syncFolder = URL(filePath: "/sync", directoryHint: .isDirectory)
  let syncDate = Date(timeIntervalSince1970: 1_700_000_000)
  let saved = Settings(theme: .dark, fontSize: 18, syncEnabled: true)

  var settingsFile: URL { settingsFolder.appending(path: "settings.json") }
  var syncFile: URL { syncFolder.appending(path: "settings.json") }

  /// A stub with a folder for each purpose in `purposes`, and none for the rest.
  func folders(_ purposes: [ContainerPurpose] = [.settings, .sync]) -> StubFileSystem {
    let all = [ContainerPurpose.settings: settingsFolder, .sync: syncFolder]
    return StubFileSystem(containers: all.filter { purposes.contains($0.key) })
  }

  /// A sync manager and its store, sharing one file accessor and one stub.
  func manager(
    files: any FileAccessorProviding, folders purposes: [ContainerPurpose] = [.settings, .sync],
    bookmarks: any BookmarkStorageProviding = DummyBookmarkStorage()
  ) -> SyncManager {
    let folders = folders(purposes)
    return SyncManager(
      store: SettingsStore(fileSystem: folders, fileAccessor: files), fileSystem: folders,
      fileAccessor: files, bookmarkStorage: bookmarks, now: { [syncDate] in syncDate })
  }

  func encoded(_ settings: Settings) throws -> Data {
    try JSONEncoder().encode(settings)
  }

  func decoded(_ data: Data) throws -> Settings {
    try JSONDecoder().decode(Settings.self, from: data)
  }

  // MARK: - SettingsStore

  @Test("load() returns the defaults when nothing was saved")
  func loadFirstLaunch() throws {
    let store = SettingsStore(fileSystem: folders(), fileAccessor: InMemoryFileAccessor())

    #expect(try store.load() == .defaults, "load() should return Settings.defaults with no file")
  }

  @Test("save(_:) writes settings.json in the settings folder, and nowhere else")
  func saveWritesSettingsFile() throws {
    let spy = SpyFileAccessor()
    let store = SettingsStore(fileSystem: folders(), fileAccessor: spy)

    try store.save(saved)

    let call = try #require(spy.calls.only, "save(_:) should make exactly one call, a write")
    guard case .write(let data, let url) = call else {
      Issue.record("save(_:) should write, not \(call)")
      return
    }
    #expect(url == settingsFile, "save(_:) should write to settings.json in the .settings folder")
    #expect(try decoded(data) == saved, "save(_:) should write the settings as JSON")
  }

  @Test("load() returns what save(_:) wrote")
  func loadReturnsSaved() throws {
    let store = SettingsStore(fileSystem: folders(), fileAccessor: InMemoryFileAccessor())

    try store.save(saved)

    #expect(try store.load() == saved, "load() should read back what save(_:) wrote")
  }

  @Test("load() reads settings.json in the settings folder")
  func loadReadsSettingsFile() throws {
    let files = InMemoryFileAccessor(files: [settingsFile: try encoded(saved)])
    let store = SettingsStore(fileSystem: folders(), fileAccessor: files)

    #expect(try store.load() == saved, "load() should read settings.json in the .settings folder")
  }

  @Test("load() passes on the error of a failed read")
  func loadPassesOnReadError() throws {
    let mock = MockFileAccessor(
      files: [settingsFile: try encoded(saved)], readError: DiskError.unreadable)
    let store = SettingsStore(fileSystem: folders(), fileAccessor: mock)

    #expect(throws: DiskError.unreadable, "load() should throw the disk's error, not hide it") {
      try store.load()
    }
  }

  @Test("load() passes on the error of a file that is not JSON")
  func loadPassesOnDecodingError() {
    let files = InMemoryFileAccessor(files: [settingsFile: Data("not json".utf8)])
    let store = SettingsStore(fileSystem: folders(), fileAccessor: files)

    #expect(throws: DecodingError.self, "load() should throw when settings.json is not JSON") {
      try store.load()
    }
  }

  @Test("save(_:) passes on the error of a failed write")
  func savePassesOnWriteError() {
    let mock = MockFileAccessor(writeError: DiskError.full)
    let store = SettingsStore(fileSystem: folders(), fileAccessor: mock)

    #expect(throws: DiskError.full, "save(_:) should throw the disk's error, not hide it") {
      try store.save(saved)
    }
  }

  @Test("Without a settings folder, load() and save(_:) throw and touch no file")
  func storeWithoutSettingsFolder() {
    let store = SettingsStore(
      fileSystem: folders([.sync]), fileAccessor: UnimplementedFileAccessor())

    #expect(
      throws: SyncError.containerUnavailable(.settings),
      "load() should throw containerUnavailable(.settings) with no .settings folder"
    ) { try store.load() }
    #expect(
      throws: SyncError.containerUnavailable(.settings),
      "save(_:) should throw containerUnavailable(.settings) with no .settings folder"
    ) { try store.save(saved) }
  }

  // MARK: - SyncManager

  @Test("sync() copies the saved settings to settings.json in the sync folder")
  func syncCopiesSavedSettings() throws {
    let files = InMemoryFileAccessor(files: [settingsFile: try encoded(saved)])

    try manager(files: files).sync()

    #expect(
      try decoded(files.read(from: syncFile)) == saved,
      "sync() should write the saved settings to settings.json in the .sync folder")
  }

  @Test("sync() copies the defaults when nothing was saved")
  func syncCopiesDefaults() throws {
    let files = InMemoryFileAccessor()

    try manager(files: files).sync()

    #expect(
      try decoded(files.read(from: syncFile)) == .defaults,
      "sync() should copy what load() returns, Settings.defaults on a first launch")
  }

  @Test("lastSyncDate is nil before the first sync")
  func noDateBeforeSync() {
    #expect(
      manager(files: InMemoryFileAccessor()).lastSyncDate == nil,
      "lastSyncDate should be nil until a sync finished")
  }

  @Test("sync() sets lastSyncDate to the injected now()")
  func syncSetsDate() throws {
    let manager = manager(files: InMemoryFileAccessor())

    try manager.sync()

    #expect(
      manager.lastSyncDate == syncDate,
      "lastSyncDate should be what now() returned, never the real Date()")
  }

  @Test("Without a sync folder, sync() throws, writes nothing and sets no date")
  func syncWithoutSyncFolder() throws {
    let files = InMemoryFileAccessor(files: [settingsFile: try encoded(saved)])
    let manager = manager(files: files, folders: [.settings])

    #expect(
      throws: SyncError.containerUnavailable(.sync),
      "sync() should throw containerUnavailable(.sync) with no .sync folder"
    ) { try manager.sync() }
    #expect(manager.lastSyncDate == nil, "a sync that threw should not set lastSyncDate")
  }

  @Test("sync() passes on the store's read error, writes nothing and sets no date")
  func syncPassesOnReadError() throws {
    let mock = MockFileAccessor(
      files: [settingsFile: try encoded(saved)], readError: DiskError.unreadable)
    let manager = manager(files: mock)

    #expect(throws: DiskError.unreadable, "sync() should throw the error of loading") {
      try manager.sync()
    }
    #expect(!mock.fileExists(at: syncFile), "a sync whose load failed should write nothing")
    #expect(manager.lastSyncDate == nil, "a sync that threw should not set lastSyncDate")
  }

  @Test("sync() passes on the write error and sets no date")
  func syncPassesOnWriteError() throws {
    let mock = MockFileAccessor(
      files: [settingsFile: try encoded(saved)], writeError: DiskError.full)
    let manager = manager(files: mock)

    #expect(throws: DiskError.full, "sync() should throw the error of writing the copy") {
      try manager.sync()
    }
    #expect(manager.lastSyncDate == nil, "a sync whose write failed should not set lastSyncDate")
  }

  @Test("sync() saves a bookmark to the copy under lastSyncLocation")
  func syncSavesBookmark() throws {
    let bookmarks = RecordingBookmarkStorage()

    try manager(files: InMemoryFileAccessor(), bookmarks: bookmarks).sync()

    #expect(
      bookmarks.saved == ["lastSyncLocation": Data(syncFile.absoluteString.utf8)],
      "sync() should save the copy's URL as a bookmark under the key lastSyncLocation")
  }

  @Test("sync() passes on the error of saving the bookmark")
  func syncPassesOnBookmarkError() {
    let bookmarks = RecordingBookmarkStorage(saveError: DiskError.full)
    let manager = manager(files: InMemoryFileAccessor(), bookmarks: bookmarks)

    #expect(throws: DiskError.full, "sync() should throw when the bookmark cannot be saved") {
      try manager.sync()
    }
  }
}

extension Array {
  /// The one element of an array that has exactly one, else nil.
  fileprivate var only: Element? { count == 1 ? first : nil }
}

/// Errors the tests program into the mock and the bookmark storage.
enum DiskError: Error, Equatable {
  case unreadable, full
}

/// Bookmark storage that keeps what it is given, or throws the error it was made with.
final class RecordingBookmarkStorage: BookmarkStorageProviding {
  private let bookmarks = Mutex<[String: Data]>([:])
  private let saveError: DiskError?

  init(saveError: DiskError? = nil) {
    self.saveError = saveError
  }

  /// Every bookmark saved so far, by key.
  var saved: [String: Data] {
    bookmarks.withLock { $0 }
  }

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    if let saveError { throw saveError }
    bookmarks.withLock { $0[key] = bookmark }
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    bookmarks.withLock { $0[key] }
  }
}
