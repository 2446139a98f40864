import Foundation
import Synchronization

@testable import Lesson02FocusedProtocols

/// A bookmark storage that keeps bookmarks in a dictionary.
final class InMemoryBookmarkStorage: BookmarkStorageProviding {
  private let bookmarks = Mutex<[String: Data]>([:])

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    bookmarks.withLock { $0[key] = bookmark }
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    bookmarks.withLock { $0[key] }
  }

  // MARK: - For the tests

  /// Every bookmark saved so far, by key.
  var all: [String: Data] {
    bookmarks.withLock { $0 }
  }
}
