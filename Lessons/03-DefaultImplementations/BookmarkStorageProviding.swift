import Foundation

/// Keeps small pieces of data (bookmarks) under string keys.
public protocol BookmarkStorageProviding: Sendable {
  /// Stores `bookmark` under `key`, replacing what was there.
  func saveBookmark(_ bookmark: Data, forKey key: String) throws
  /// The bookmark stored under `key`, or nil when there is none.
  func loadBookmark(forKey key: String) throws -> Data?
}
