import Foundation

/// Keeps bookmarks (data that finds a location again) under string keys.
protocol BookmarkStorageProviding: Sendable {
  func saveBookmark(_ bookmark: Data, forKey key: String) throws
  func loadBookmark(forKey key: String) throws -> Data?
}
