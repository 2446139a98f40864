/// The error a double throws when a test sets it up to fail, one case per operation.
enum InjectedFailure: Error, Hashable, CaseIterable {
  /// `read(from:)` of the file accessor.
  case read
  /// `write(_:to:)` of the file accessor.
  case write
  /// `saveBookmark(_:forKey:)` of the bookmark storage.
  case saveBookmark
}
