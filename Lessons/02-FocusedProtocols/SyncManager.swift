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
    // TODO: Task 3. Step 1: ask `fileSystem` for the `.sync` container; when it is
    //    nil, throw `SyncError.containerUnavailable(.sync)` before changing anything.
    // TODO: Task 3. Step 2: load the saved settings from the `.settings` container (a
    //    `SettingsStore` built from the same two ports does this).
    // TODO: Task 3. Step 3: write them as JSON to `settings.json` in the sync container.
    // Step 4: save `Data(fileURL.absoluteString.utf8)` of that file as a bookmark
    //    under `Self.bookmarkKey`.
    // Step 5: set `lastSyncDate` from the injected `now`, not from `Date()`.
    lastSyncDate = Date()
  }
}
