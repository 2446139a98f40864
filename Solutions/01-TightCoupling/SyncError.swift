/// Why `SyncManager.sync()` could not copy the settings.
enum SyncError: Error, Equatable {
  /// The cloud folder is not there, as when the user is signed out of iCloud.
  case containerUnavailable
}
