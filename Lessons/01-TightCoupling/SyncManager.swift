import Foundation

/// Copies the saved settings into the iCloud-style cloud folder and remembers when it did.
final class SyncManager {
  /// The cloud folder: `~/.testable-swift/CloudDrive`, standing in for iCloud.
  ///
  /// An Apple app would ask `FileManager.default.url(forUbiquityContainerIdentifier: nil)`,
  /// which returns nil when the user is signed out of iCloud. Linux has no such method, so
  /// here the cloud is "signed in" when this folder exists.
  static var defaultCloudDirectory: URL {
    FileManager.default.homeDirectoryForCurrentUser
      .appending(path: ".testable-swift/CloudDrive", directoryHint: .isDirectory)
  }

  private let store: SettingsStore

  /// When the last sync succeeded, or nil before the first one.
  private(set) var lastSyncDate: Date?

  /// Creates a sync manager that copies what `store` saved into `cloudDirectory`,
  /// and asks `now` for the time of each sync.
  init(store: SettingsStore, cloudDirectory: URL, now: @escaping @Sendable () -> Date) {
    self.store = store
    // TODO: Task 3. Keep `cloudDirectory` and `now` in stored properties.
    // TODO: Task 3. In sync(), use `cloudDirectory` instead of `Self.defaultCloudDirectory`.
    // TODO: Task 3. In sync(), call `now()` instead of `Date()`.
  }

  /// Copies the saved settings into `settings.json` in the cloud folder, replacing any
  /// earlier copy, then records the time.
  func sync() throws {
    let cloudDirectory = Self.defaultCloudDirectory
    guard FileManager.default.fileExists(atPath: cloudDirectory.path(percentEncoded: false)) else {
      throw SyncError.containerUnavailable
    }
    let data = try JSONEncoder().encode(try store.load())
    try data.write(to: cloudDirectory.appending(path: "settings.json"), options: .atomic)
    lastSyncDate = Date()
  }
}
