import Foundation

/// A dummy: fills a bookmark storage parameter that the code under test should not need.
struct DummyBookmarkStorage: BookmarkStorageProviding {
  func saveBookmark(_ bookmark: Data, forKey key: String) throws {}

  func loadBookmark(forKey key: String) throws -> Data? {
    nil
  }
}
