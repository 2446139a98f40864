import Foundation

/// A dummy: fills a bookmark storage parameter that the code under test should not need.
struct DummyBookmarkStorage: BookmarkStorageProviding {
  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    // TODO: Task 2. Do nothing here, and never throw.
    throw CocoaError(.featureUnsupported)
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    // A dummy remembers nothing, so it has nothing to give back.
    Data("not a dummy yet".utf8)
  }
}
