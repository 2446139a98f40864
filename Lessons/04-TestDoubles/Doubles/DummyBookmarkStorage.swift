import Foundation

/// A dummy: fills a bookmark storage parameter that the code under test should not need.
struct DummyBookmarkStorage: BookmarkStorageProviding {
  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    // TODO: A dummy does nothing here, and does not throw.
    throw CocoaError(.featureUnsupported)
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    // TODO: A dummy has nothing to give back.
    Data("not a dummy yet".utf8)
  }
}
