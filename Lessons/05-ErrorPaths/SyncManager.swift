import Foundation

/// Copies the saved `settings.json` into the sync container and remembers when and where.
final class SyncManager {
  /// The key the sync location's bookmark is saved under.
  static let bookmarkKey = "lastSyncLocation"

  /// When the last successful sync finished, or nil before the first one.
  private(set) var lastSyncDate: Date?

  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any FileAccessorProviding
  private let bookmarkStorage: any BookmarkStorageProviding
  private let now: @Sendable () -> Date

  init(
    fileSystem: any FileSystemProviding,
    fileAccessor: any FileAccessorProviding,
    bookmarkStorage: any BookmarkStorageProviding,
    now: @escaping @Sendable () -> Date
  ) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
    self.bookmarkStorage = bookmarkStorage
    self.now = now
  }

  /// Copies `settings.json` from the settings container to the sync container.
  func sync() throws {
    // TODO: Task 2. Report which folder is missing, as a domain error: .settings first.
    guard let settingsFolder = fileSystem.containerURL(for: .settings),
      let syncFolder = fileSystem.containerURL(for: .sync)
    else {
      throw CocoaError(.fileNoSuchFile)
    }
    let source = settingsFolder.appending(path: SettingsStore.fileName)
    let destination = syncFolder.appending(path: SettingsStore.fileName)

    // TODO: Task 4. Nothing saved yet is not a success, nor is a bookmark that was not saved.
    guard fileAccessor.fileExists(at: source) else {
      return
    }
    // TODO: Task 3. A failed read or write reaches the caller as the domain's error for it.
    let data = try fileAccessor.read(from: source)
    try fileAccessor.write(data, to: destination)

    // TODO: Task 5. Record the date only after every step, the bookmark too, worked.
    lastSyncDate = now()

    // The URL's text stands in for real bookmark data, which is Apple-only.
    try? bookmarkStorage.saveBookmark(
      Data(destination.absoluteString.utf8), forKey: Self.bookmarkKey)
  }
}
