import Foundation

/// Copies the saved settings into the cloud folder and remembers when and where it did.
final class SyncManager {
  /// The key the sync location's bookmark is saved under.
  static let bookmarkKey = "lastSyncLocation"

  /// When the last sync finished, or nil before the first one.
  private(set) var lastSyncDate: Date?

  private let store: SettingsStore
  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any FileAccessorProviding
  private let bookmarkStorage: any BookmarkStorageProviding
  private let now: @Sendable () -> Date

  init(
    store: SettingsStore,
    fileSystem: any FileSystemProviding,
    fileAccessor: any FileAccessorProviding,
    bookmarkStorage: any BookmarkStorageProviding,
    now: @escaping @Sendable () -> Date
  ) {
    self.store = store
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
    self.bookmarkStorage = bookmarkStorage
    self.now = now
  }

  /// Writes the saved settings to `settings.json` in the sync container.
  func sync() throws {
    guard let cloudFolder = fileSystem.containerURL(for: .sync) else {
      throw SyncError.containerUnavailable(.sync)
    }
    let destination = cloudFolder.appending(path: SettingsStore.fileName)
    let data = try JSONEncoder().encode(store.load())
    try fileAccessor.write(data, to: destination)
    lastSyncDate = now()
    // A real app would save `destination.bookmarkData()`, which exists only on Apple platforms.
    try bookmarkStorage.saveBookmark(
      Data(destination.absoluteString.utf8), forKey: Self.bookmarkKey)
  }
}
