import Foundation

/// Copies the saved settings into the cloud folder it is given and remembers when it did.
final class SyncManager {
  /// The cloud folder the app passes in: `~/.testable-swift/CloudDrive`, standing in for iCloud.
  ///
  /// An Apple app would ask `FileManager.default.url(forUbiquityContainerIdentifier: nil)`,
  /// which returns nil when the user is signed out of iCloud. Linux has no such method, so
  /// here the cloud is "signed in" when this folder exists. A test passes its own folder.
  static var defaultCloudDirectory: URL {
    FileManager.default.homeDirectoryForCurrentUser
      .appending(path: ".testable-swift/CloudDrive", directoryHint: .isDirectory)
  }

  private let store: SettingsStore
  private let cloudDirectory: URL
  private let now: @Sendable () -> Date

  /// When the last sync succeeded, or nil before the first one.
  private(set) var lastSyncDate: Date?

  /// Creates a sync manager that copies what `store` saved into `cloudDirectory`,
  /// and asks `now` for the time of each sync.
  init(store: SettingsStore, cloudDirectory: URL, now: @escaping @Sendable () -> Date) {
    self.store = store
    self.cloudDirectory = cloudDirectory
    self.now = now
  }

  /// Copies the saved settings into `settings.json` in the cloud folder, replacing any
  /// earlier copy, then records the time.
  func sync() throws {
    guard FileManager.default.fileExists(atPath: cloudDirectory.path(percentEncoded: false)) else {
      throw SyncError.containerUnavailable
    }
    let data = try JSONEncoder().encode(try store.load())
    let copy = cloudDirectory.appending(path: "settings.json", directoryHint: .notDirectory)
    try data.write(to: copy, options: .atomic)
    lastSyncDate = now()
  }
}
