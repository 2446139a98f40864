import Foundation
import Testing

@testable import Lesson04TestDoubles

/// Lesson 04: write one test double of each kind, then use them to test the store.
///
/// No test here touches the disk: every folder is a path that does not exist, so code that
/// still reads or writes real files fails instead of passing by accident.
@Suite("Lesson 04: Test doubles")
struct TestDoublesTests {}

/// Folders, files and values the tests share.
enum Fixture {
  static let settingsFolder = URL(
    filePath: "/dev/null/testable-swift/settings", directoryHint: .isDirectory)
  static let syncFolder = URL(
    filePath: "/dev/null/testable-swift/cloud", directoryHint: .isDirectory)
  static let settingsFile = settingsFolder.appending(path: "settings.json")
  static let syncFile = syncFolder.appending(path: "settings.json")

  static let saved = Settings(theme: .dark, fontSize: 18, syncEnabled: true)
  static let syncDate = Date(timeIntervalSince1970: 1_700_000_000)

  /// Your stub from Task 1, knowing both folders; stops the test early when the stub is not done.
  static func bothFolders() throws -> StubFileSystem {
    let stub = StubFileSystem(containers: [.settings: settingsFolder, .sync: syncFolder])
    try #require(
      stub.containerURL(for: .settings) == settingsFolder
        && stub.containerURL(for: .sync) == syncFolder,
      "this test uses your StubFileSystem from Task 1: finish that task first"
    )
    return stub
  }

  /// A sync manager whose store shares `files` with it, on your stub from Task 1.
  static func syncManager(
    files: any FileAccessorProviding,
    bookmarks: any BookmarkStorageProviding = RecordingBookmarkStorage()
  ) throws -> SyncManager {
    let folders = try bothFolders()
    return SyncManager(
      store: SettingsStore(fileSystem: folders, fileAccessor: files),
      fileSystem: folders,
      fileAccessor: files,
      bookmarkStorage: bookmarks,
      now: { syncDate }
    )
  }

  /// A file path made unique by `index`.
  static func file(_ index: Int) -> URL {
    settingsFolder.appending(path: "file-\(index).txt")
  }

  static func encoded(_ settings: Settings) throws -> Data {
    try JSONEncoder().encode(settings)
  }

  static func decoded(_ data: Data) throws -> Settings {
    try JSONDecoder().decode(Settings.self, from: data)
  }
}

/// Errors the tests program into a mock.
enum DiskError: Error, Equatable {
  case full
  case unreadable
}
