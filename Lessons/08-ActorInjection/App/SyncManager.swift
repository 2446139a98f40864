import Foundation

/// Copies the saved `settings.json` into the sync container, one caller at a time.
actor SyncManager {
  /// The name of the settings file, in both containers.
  static let fileName = "settings.json"
  /// The key under which `sync()` saves a bookmark to the copy.
  static let bookmarkKey = "lastSyncLocation"

  /// When the last successful sync finished, or nil before the first one.
  private(set) var lastSyncDate: Date?

  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any AsyncFileAccessorProviding
  private let bookmarkStorage: any BookmarkStorageProviding
  private let now: @Sendable () -> Date
  private let onSync: @Sendable (Date) -> Void

  /// A sync manager that reaches the outside world only through what it is given.
  ///
  /// Every dependency is `Sendable`, so the actor may keep it and use it from its own
  /// executor while the caller keeps using it too.
  init(
    fileSystem: any FileSystemProviding,
    fileAccessor: any AsyncFileAccessorProviding,
    bookmarkStorage: any BookmarkStorageProviding,
    now: @escaping @Sendable () -> Date,
    onSync: @escaping @Sendable (Date) -> Void = { _ in }
  ) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
    self.bookmarkStorage = bookmarkStorage
    self.now = now
    self.onSync = onSync
  }

  /// Copies `settings.json` to the sync container, then reports the sync through `onSync`.
  func sync() async throws(SyncError) {
    // TODO: Task 3. Sync through the async port.
    // TODO: Task 4. Report each sync with onSync.
    throw .notSavedYet
  }

  /// Where `settings.json` is, and where its copy goes.
  private func fileURLs() throws(SyncError) -> (source: URL, destination: URL) {
    guard let settingsFolder = fileSystem.containerURL(for: .settings) else {
      throw .containerUnavailable(.settings)
    }
    guard let syncFolder = fileSystem.containerURL(for: .sync) else {
      throw .containerUnavailable(.sync)
    }
    return (
      settingsFolder.appending(path: Self.fileName),
      syncFolder.appending(path: Self.fileName)
    )
  }
}
