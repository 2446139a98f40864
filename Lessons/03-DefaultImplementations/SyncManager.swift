import Foundation

/// Copies the saved settings into the sync container and remembers when and where it did.
public final class SyncManager {
  /// The key under which the last sync location is bookmarked.
  public static let bookmarkKey = "lastSyncLocation"

  /// Where the settings and sync containers are.
  public let fileSystem: any FileSystemProviding
  /// How files are read and written.
  public let fileAccessor: any FileAccessorProviding
  /// Where the last sync location is remembered.
  public let bookmarkStorage: any BookmarkStorageProviding
  /// When `sync()` last succeeded, or nil before the first sync.
  public private(set) var lastSyncDate: Date?

  /// Production writes `SyncManager()`; a test passes every dependency it wants to control.
  // TODO: Task 4. These defaults were pointed at the temporary folder "to keep tests safe".
  // Defaults are what production gets: use the production adapters with their own defaults.
  public init(
    fileSystem: any FileSystemProviding = LocalFileSystemProvider(
      baseDirectory: FileManager.default.temporaryDirectory
    ),
    fileAccessor: any FileAccessorProviding = DefaultFileAccessor(),
    bookmarkStorage: any BookmarkStorageProviding = DefaultBookmarkStorage(
      directory: FileManager.default.temporaryDirectory
    )
  ) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
    self.bookmarkStorage = bookmarkStorage
  }

  /// Copies the saved settings into `settings.json` in the sync container.
  public func sync() throws {
    let settings = try store.load()
    guard let folder = fileSystem.containerURL(for: .sync) else {
      throw SyncError.containerUnavailable(.sync)
    }
    let destination = folder.appending(path: SettingsStore.fileName, directoryHint: .notDirectory)
    try fileAccessor.write(JSONEncoder().encode(settings), to: destination)
    lastSyncDate = Date()
    // On Apple platforms this would be `destination.bookmarkData()`; Linux has no bookmarks,
    // so the workshop stores the URL itself.
    try bookmarkStorage.saveBookmark(
      Data(destination.absoluteString.utf8), forKey: Self.bookmarkKey)
  }

  /// The store that reads the saved settings for `sync()`.
  private var store: SettingsStore {
    // TODO: Task 5. This compiles, and it is wrong. Which of this manager's dependencies
    // does the store really use?
    SettingsStore(fileSystem: fileSystem)
  }
}
