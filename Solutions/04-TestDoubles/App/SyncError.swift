/// What went wrong while saving, loading or syncing settings (lesson 05 adds more cases).
enum SyncError: Error, Equatable {
  /// The file system provider had no folder for this purpose (say, iCloud is signed out).
  case containerUnavailable(ContainerPurpose)
}
