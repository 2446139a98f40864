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
  func sync() throws(SyncError) {
    guard let settingsFolder = fileSystem.containerURL(for: .settings) else {
      throw .containerUnavailable(.settings)
    }
    guard let syncFolder = fileSystem.containerURL(for: .sync) else {
      throw .containerUnavailable(.sync)
    }
    let source = settingsFolder.appending(path: SettingsStore.fileName)
    let destination = syncFolder.appending(path: SettingsStore.fileName)

    guard fileAccessor.fileExists(at: source) else {
      throw .notSavedYet
    }
    let data: Data
    do {
      data = try fileAccessor.read(from: source)
    } catch {
      throw .readFailed
    }
    do {
      try fileAccessor.write(data, to: destination)
      // The URL's text stands in for real bookmark data, which is Apple-only.
      try bookmarkStorage.saveBookmark(
        Data(destination.absoluteString.utf8), forKey: Self.bookmarkKey)
    } catch {
      throw .writeFailed
    }
    lastSyncDate = now()
  }
}
