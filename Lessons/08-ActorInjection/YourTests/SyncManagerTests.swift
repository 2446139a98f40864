import Foundation
import Testing

@testable import Lesson08ActorInjection

/// Your tests of the actor `SyncManager`, written with the doubles in `Doubles.swift` and
/// your spies from `Doubles/`. The first one is written for you: test each other promise of
/// task 5 the same way.
@Suite("Your tests: the actor SyncManager")
struct SyncManagerTests {
  let settingsFolder = URL(filePath: "/settings", directoryHint: .isDirectory)
  let syncFolder = URL(filePath: "/sync", directoryHint: .isDirectory)
  let syncDate = Date(timeIntervalSince1970: 1_700_000_000)
  let saved = Data(#"{"fontSize":18,"syncEnabled":true,"theme":"dark"}"#.utf8)

  @Test("sync() copies settings.json into settings.json in the sync folder")
  func syncCopiesTheSettings() async throws {
    let settingsFile = settingsFolder.appending(path: "settings.json")
    let syncFile = syncFolder.appending(path: "settings.json")
    let files = MockFileAccessor(files: [settingsFile: saved])
    let manager = SyncManager(
      fileSystem: StubFileSystem(folders: [.settings: settingsFolder, .sync: syncFolder]),
      fileAccessor: files, bookmarkStorage: MockBookmarkStorage(),
      now: { [syncDate] in syncDate })

    try await manager.sync()

    #expect(
      await files.contents(at: syncFile) == saved,
      "sync() should write the bytes of settings.json to settings.json in the .sync folder")
  }

  // TODO: Task 5. Test the actor with async doubles.
}
