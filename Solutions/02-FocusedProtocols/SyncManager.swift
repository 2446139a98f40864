import Foundation

/// Copies the saved settings into the sync container, and remembers when and where it did.
final class SyncManager {
  /// The key the sync location's bookmark is saved under.
  static let bookmarkKey = "lastSyncLocation"

  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any FileAccessorProviding
  private let bookmarkStorage: any BookmarkStorageProviding
  private let now: @Sendable () -> Date

  /// When the last successful sync finished, or nil before the first one.
  private(set) var lastSyncDate: Date?

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

  /// Copies the saved settings (the defaults when nothing is saved) into `settings.json` in the sync container.
  func sync() throws {
    guard let container = fileSystem.containerURL(for: .sync) else {
      throw SyncError.containerUnavailable(.sync)
    }
    let store = SettingsStore(fileSystem: fileSystem, fileAccessor: fileAccessor)
    let settings = try store.load()
    let destination = container.appending(path: SettingsStore.fileName)
    try fileAccessor.write(JSONEncoder().encode(settings), to: destination)
    try bookmarkStorage.saveBookmark(
      Data(destination.absoluteString.utf8), forKey: Self.bookmarkKey)
    lastSyncDate = now()
  }
}
