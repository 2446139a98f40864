import Foundation

@testable import Lesson08ActorInjection

/// A sync manager wired to fresh in-memory doubles, one per test.
struct Harness {
  static let settingsFolder = URL(
    filePath: "/dev/null/virtual/settings", directoryHint: .isDirectory)
  static let syncFolder = URL(filePath: "/dev/null/virtual/cloud", directoryHint: .isDirectory)
  static let settingsFile = settingsFolder.appending(path: "settings.json")
  static let syncedFile = syncFolder.appending(path: "settings.json")

  /// The settings a user saved in an earlier run.
  static let saved = Settings(theme: .dark, fontSize: 18, syncEnabled: true)

  /// The fixed time the injected clock returns, so a test can compare dates exactly.
  static let syncDate = Date(timeIntervalSince1970: 1_700_000_000)

  /// Both containers exist, until a test removes one.
  let fileSystem = StubFileSystem(containers: [
    .settings: Harness.settingsFolder, .sync: Harness.syncFolder,
  ])
  let files = MockFileAccessor()
  let bookmarks = MockBookmarkStorage()

  /// The bytes of a valid `settings.json` holding `saved`, the same bytes every time.
  static func savedData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(saved)
  }

  /// Puts a valid `settings.json` holding `saved` in the settings container.
  func seedSavedSettings() throws {
    files.seed(try Self.savedData(), at: Self.settingsFile)
  }

  /// A sync manager on this harness's doubles; every argument is passed, none is left to a default.
  func makeSyncManager(
    fileAccessor: (any AsyncFileAccessorProviding)? = nil,
    now: @escaping @Sendable () -> Date = { Harness.syncDate },
    onSync: @escaping @Sendable (Date) -> Void = { _ in }
  ) -> SyncManager {
    SyncManager(
      fileSystem: fileSystem,
      fileAccessor: fileAccessor ?? files,
      bookmarkStorage: bookmarks,
      now: now,
      onSync: onSync
    )
  }
}
