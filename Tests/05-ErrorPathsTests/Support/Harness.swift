import Foundation

@testable import Lesson05ErrorPaths

/// A settings store and a sync manager wired to fresh in-memory doubles, one per test.
struct Harness {
  static let settingsFolder = URL(filePath: "/dev/null/virtual/settings")
  static let syncFolder = URL(filePath: "/dev/null/virtual/cloud")
  static let settingsFile = settingsFolder.appending(path: "settings.json")
  static let syncedFile = syncFolder.appending(path: "settings.json")

  /// The settings a user saved in an earlier run.
  static let saved = Settings(theme: .dark, fontSize: 18, syncEnabled: true)

  /// The fixed time the injected clock returns, so a test can compare `lastSyncDate` exactly.
  static let syncDate = Date(timeIntervalSince1970: 1_700_000_000)

  let fileSystem: StubFileSystem
  let files = MockFileAccessor()
  let bookmarks = MockBookmarkStorage()

  /// Both containers exist, except the ones named in `missing`.
  init(missing: ContainerPurpose...) {
    var containers: [ContainerPurpose: URL] = [
      .settings: Self.settingsFolder, .sync: Self.syncFolder,
    ]
    for purpose in missing {
      containers[purpose] = nil
    }
    fileSystem = StubFileSystem(containers: containers)
  }

  /// Puts a valid `settings.json` holding `saved` in the settings container.
  func seedSavedSettings() throws {
    files.seed(try JSONEncoder().encode(Self.saved), at: Self.settingsFile)
  }

  func makeStore() -> SettingsStore {
    SettingsStore(fileSystem: fileSystem, fileAccessor: files)
  }

  func makeSyncManager(now: @escaping @Sendable () -> Date = { Harness.syncDate }) -> SyncManager {
    SyncManager(fileSystem: fileSystem, fileAccessor: files, bookmarkStorage: bookmarks, now: now)
  }

  /// A sync manager on the same doubles whose sync container is `syncFolder` instead.
  func makeSyncManager(syncingInto syncFolder: URL) -> SyncManager {
    let fileSystem = StubFileSystem(containers: [.settings: Self.settingsFolder, .sync: syncFolder])
    return SyncManager(
      fileSystem: fileSystem, fileAccessor: files, bookmarkStorage: bookmarks,
      now: { Harness.syncDate })
  }
}
