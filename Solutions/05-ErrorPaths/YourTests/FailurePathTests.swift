import Foundation
import Testing

@testable import Lesson05ErrorPaths

/// Your tests of the failure paths in the tables of the lesson README. The first one is
/// written for you: copy its shape for every other row.
@Suite("Your tests: every failure path")
struct FailurePathTests {
  let settingsFolder = URL(filePath: "/settings")
  let syncFolder = URL(filePath: "/sync")
  let files = MockFileAccessor()
  let bookmarks = MockBookmarkStorage()
  let syncDate = Date(timeIntervalSince1970: 1_700_000_000)

  var settingsFile: URL { settingsFolder.appending(path: "settings.json") }
  var syncFile: URL { syncFolder.appending(path: "settings.json") }

  /// A store whose file system has the folders for `purposes`.
  func store(folders purposes: [ContainerPurpose] = [.settings, .sync]) -> SettingsStore {
    SettingsStore(fileSystem: fileSystem(purposes), fileAccessor: files)
  }

  /// A sync manager whose file system has the folders for `purposes`.
  func manager(folders purposes: [ContainerPurpose] = [.settings, .sync]) -> SyncManager {
    SyncManager(
      fileSystem: fileSystem(purposes), fileAccessor: files, bookmarkStorage: bookmarks,
      now: { [syncDate] in syncDate })
  }

  func fileSystem(_ purposes: [ContainerPurpose]) -> StubFileSystem {
    let all = [ContainerPurpose.settings: settingsFolder, .sync: syncFolder]
    return StubFileSystem(folders: all.filter { purposes.contains($0.key) })
  }

  /// Puts a valid `settings.json` in the settings folder.
  func saveSettings() throws {
    files[settingsFile] = try JSONEncoder().encode(Settings.defaults)
  }

  // MARK: - load()

  @Test("load() without a settings folder throws containerUnavailable(.settings)")
  func loadWithoutSettingsFolder() {
    let store = SettingsStore(
      fileSystem: StubFileSystem(folders: [.sync: syncFolder]), fileAccessor: MockFileAccessor())

    #expect(throws: SyncError.containerUnavailable(.settings)) {
      try store.load()
    }
  }

  @Test("load() with no settings.json returns the defaults")
  func loadFirstLaunch() throws {
    #expect(try store().load() == .defaults)
  }

  /// Read errors of several types and codes, a missing file's among them.
  static let readErrors: [any Error] = [
    POSIXError(.EIO), CocoaError(.fileReadCorruptFile),
    CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/settings/settings.json"]),
  ]

  @Test("load() throws readFailed when the read fails, whatever the error", arguments: readErrors)
  func loadReadFails(error: any Error) throws {
    try saveSettings()
    files.readError = error

    #expect(throws: SyncError.readFailed) { try store().load() }
  }

  @Test("load() throws corruptSettings for a file that does not decode")
  func loadCorrupt() {
    files[settingsFile] = Data("not json".utf8)

    #expect(throws: SyncError.corruptSettings) { try store().load() }
  }

  // MARK: - save(_:)

  @Test("load() returns the settings save(_:) wrote")
  func loadReturnsSaved() throws {
    let settings = Settings(theme: .dark, fontSize: 20, syncEnabled: true)

    try store().save(settings)

    #expect(try store().load() == settings)
  }

  @Test("save(_:) without a settings folder throws containerUnavailable(.settings)")
  func saveWithoutSettingsFolder() {
    #expect(throws: SyncError.containerUnavailable(.settings)) {
      try store(folders: [.sync]).save(.defaults)
    }
  }

  @Test("save(_:) throws writeFailed when the write fails")
  func saveWriteFails() {
    files.writeError = CocoaError(.fileWriteOutOfSpace)

    #expect(throws: SyncError.writeFailed) { try store().save(.defaults) }
  }

  // MARK: - sync()

  @Test("sync() without a settings folder throws containerUnavailable(.settings)")
  func syncWithoutSettingsFolder() {
    // With no folder at all: the settings folder is checked first.
    #expect(throws: SyncError.containerUnavailable(.settings)) {
      try manager(folders: []).sync()
    }
  }

  @Test("sync() without a sync folder throws containerUnavailable(.sync)")
  func syncWithoutSyncFolder() throws {
    // With nothing saved either: the sync folder is checked before settings.json.
    #expect(throws: SyncError.containerUnavailable(.sync)) {
      try manager(folders: [.settings]).sync()
    }
  }

  @Test("sync() with nothing saved throws notSavedYet and writes nothing")
  func syncNothingSaved() {
    #expect(throws: SyncError.notSavedYet) { try manager().sync() }
    #expect(files[syncFile] == nil)
  }

  @Test("sync() throws readFailed when the read fails, whatever the error", arguments: readErrors)
  func syncReadFails(error: any Error) throws {
    try saveSettings()
    files.readError = error

    #expect(throws: SyncError.readFailed) { try manager().sync() }
  }

  @Test("sync() throws writeFailed when the write fails")
  func syncWriteFails() throws {
    try saveSettings()
    files.writeError = POSIXError(.ENOSPC)

    #expect(throws: SyncError.writeFailed) { try manager().sync() }
    #expect(try bookmarks.loadBookmark(forKey: "lastSyncLocation") == nil)
  }

  @Test("sync() throws writeFailed when the bookmark cannot be saved")
  func syncBookmarkFails() throws {
    try saveSettings()
    bookmarks.saveError = CocoaError(.fileWriteNoPermission)

    #expect(throws: SyncError.writeFailed) { try manager().sync() }
  }

  @Test("A failed sync keeps the date of the last sync that worked")
  func failedSyncKeepsDate() throws {
    try saveSettings()
    let manager = manager()
    try manager.sync()
    bookmarks.saveError = CocoaError(.fileWriteNoPermission)

    #expect(throws: SyncError.writeFailed) { try manager.sync() }
    #expect(manager.lastSyncDate == syncDate)
  }

  @Test("A first sync that fails at its last step leaves lastSyncDate nil")
  func failedFirstSync() throws {
    try saveSettings()
    bookmarks.saveError = POSIXError(.EIO)
    let manager = manager()

    #expect(throws: SyncError.writeFailed) { try manager.sync() }
    #expect(manager.lastSyncDate == nil)
  }

  @Test("A sync that works copies the file, saves a bookmark and records the date")
  func syncWorks() throws {
    // Not as JSONEncoder() writes it, so only a byte-for-byte copy keeps it as it is.
    let saved = Data(#"{ "theme": "dark", "fontSize": 20, "syncEnabled": true }"#.utf8)
    files[settingsFile] = saved
    // A clock that reads a minute early until the bookmark, the last step, is saved,
    // and an hour later once another file has been synced.
    let manager = SyncManager(
      fileSystem: fileSystem([.settings, .sync]), fileAccessor: files, bookmarkStorage: bookmarks,
      now: { [bookmarks, files, syncFile, syncDate] in
        if (try? bookmarks.loadBookmark(forKey: "lastSyncLocation")) == nil {
          return syncDate - 60
        }
        return files[syncFile] == saved ? syncDate : syncDate + 3_600
      })

    try manager.sync()

    #expect(files[syncFile] == saved)
    #expect(try bookmarks.loadBookmark(forKey: "lastSyncLocation") != nil)
    #expect(manager.lastSyncDate == syncDate)

    // A second sync that works records its own date.
    try saveSettings()
    try manager.sync()
    #expect(manager.lastSyncDate == syncDate + 3_600)
  }

  @Test(
    "sync() copies a settings.json that does not decode, even an empty one, as it is",
    arguments: [Data("not json".utf8), Data()])
  func syncCopiesUndecodableFile(saved: Data) throws {
    files[settingsFile] = saved

    try manager().sync()

    #expect(files[syncFile] == saved)
  }

  @Test(
    "sync() asks for both folders again on every sync",
    arguments: [ContainerPurpose.settings, .sync])
  func syncAsksForTheFoldersAgain(gone purpose: ContainerPurpose) throws {
    try saveSettings()
    let folders = fileSystem([.settings, .sync])
    let manager = SyncManager(
      fileSystem: folders, fileAccessor: files, bookmarkStorage: bookmarks,
      now: { [syncDate] in syncDate })
    try manager.sync()

    folders.folders[purpose] = nil

    #expect(throws: SyncError.containerUnavailable(purpose)) { try manager.sync() }
  }

  @Test("lastSyncDate is the time now() returns, also when the clock was set back")
  func dateFollowsAClockSetBack() throws {
    try saveSettings()
    let later = Data(#"{"theme":"light","fontSize":12,"syncEnabled":false}"#.utf8)
    // Reads an hour earlier once the second sync has copied `later`.
    let manager = SyncManager(
      fileSystem: fileSystem([.settings, .sync]), fileAccessor: files, bookmarkStorage: bookmarks,
      now: { [files, syncFile, syncDate] in files[syncFile] == later ? syncDate - 3_600 : syncDate }
    )
    try manager.sync()

    files[settingsFile] = later
    try manager.sync()

    #expect(manager.lastSyncDate == syncDate - 3_600)
  }
}
