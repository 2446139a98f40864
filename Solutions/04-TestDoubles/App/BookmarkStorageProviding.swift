import Foundation

/// Saves and loads bookmarks (small blobs that remember a location) by key.
protocol BookmarkStorageProviding: Sendable {
  /// Saves `bookmark` under `key`, replacing any bookmark already there.
  func saveBookmark(_ bookmark: Data, forKey key: String) throws
  /// The bookmark saved under `key`, or nil when there is none.
  func loadBookmark(forKey key: String) throws -> Data?
}
