/// Why the store or the sync manager could not do its job.
public enum SyncError: Error, Equatable {
  /// The file system provider had no folder for this purpose.
  case containerUnavailable(ContainerPurpose)
}
