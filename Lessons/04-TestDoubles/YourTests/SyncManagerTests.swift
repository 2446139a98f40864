import Foundation
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

  @Test("sync() copies the saved settings to settings.json in the sync folder")
  func syncCopiesSavedSettings() throws {
    let files = InMemoryFileAccessor()
    let folders = StubFileSystem(containers: [
      .settings: settingsFolder, .sync: syncFolder,
    ])
    let store = SettingsStore(fileSystem: folders, fileAccessor: files)
    let manager = SyncManager(
      store: store, fileSystem: folders, fileAccessor: files,
      bookmarkStorage: DummyBookmarkStorage(), now: { [syncDate] in syncDate })
    let saved = Settings(theme: .dark, fontSize: 18, syncEnabled: true)
    try store.save(saved)

    try manager.sync()

    let copy = try files.read(from: syncFolder.appending(path: "settings.json"))
    #expect(
      try JSONDecoder().decode(Settings.self, from: copy) == saved,
      "sync() should write the settings that save(_:) saved to settings.json in the sync folder")
  }

  // TODO: Task 7. Test each other promise of the store and the sync manager.
}
