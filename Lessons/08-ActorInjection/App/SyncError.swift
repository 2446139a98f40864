/// Everything that can go wrong while syncing settings, in the app's terms.
enum SyncError: Error, Equatable {
  /// `containerURL(for:)` returned nil for this purpose.
  case containerUnavailable(ContainerPurpose)
  /// The file accessor threw while reading `settings.json`.
  case readFailed
  /// The file accessor threw while writing the copy, or the bookmark could not be saved.
  case writeFailed
  /// There is no `settings.json` in the settings container yet.
  case notSavedYet
}
