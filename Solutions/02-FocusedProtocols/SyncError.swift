/// Why the store or the sync manager could not do its work.
enum SyncError: Error, Equatable {
  /// The file system has no folder for this purpose (say, the user is signed out of the cloud).
  case containerUnavailable(ContainerPurpose)
}
