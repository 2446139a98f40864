import Foundation
import Synchronization

@testable import Lesson04TestDoubles

/// The suite's own bookmark storage: keeps what it is given, or fails every save.
///
/// None of the lesson's doubles remembers a bookmark, so the sync tests bring this one.
final class RecordingBookmarkStorage: BookmarkStorageProviding {
  private let bookmarks = Mutex<[String: Data]>([:])
  /// What `saveBookmark(_:forKey:)` throws instead of saving, or nil to save.
  private let saveError: DiskError?

  init(saveError: DiskError? = nil) {
    self.saveError = saveError
  }

  /// Every bookmark saved so far, by key.
  var saved: [String: Data] {
    bookmarks.withLock { $0 }
  }

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    if let saveError { throw saveError }
    bookmarks.withLock { $0[key] = bookmark }
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    bookmarks.withLock { $0[key] }
  }
}
