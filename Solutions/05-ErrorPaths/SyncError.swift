/// Everything that can go wrong while loading, saving or syncing settings, in the app's terms.
enum SyncError: Error, Equatable {
  /// `containerURL(for:)` returned nil for this purpose.
  case containerUnavailable(ContainerPurpose)
  /// The file accessor threw while reading a file.
  case readFailed
  /// The file accessor threw while writing a file, or the bookmark could not be saved.
  case writeFailed
  /// `settings.json` exists but does not decode as `Settings`.
  case corruptSettings
  /// `sync()` found no `settings.json` in the settings container.
  case notSavedYet
}
