import Foundation
import Synchronization

@testable import Lesson08ActorInjection

/// An in-memory bookmark store whose saves throw the error you configure.
final class MockBookmarkStorage: BookmarkStorageProviding {
  private struct State {
    var bookmarks: [String: Data] = [:]
    var saveError: (any Error)?
  }

  private let state = Mutex(State())

  /// When set, every `saveBookmark(_:forKey:)` throws this error.
  var saveError: (any Error)? {
    get { state.withLock { $0.saveError } }
    set { state.withLock { $0.saveError = newValue } }
  }

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    try state.withLock { state in
      if let error = state.saveError {
        throw error
      }
      state.bookmarks[key] = bookmark
    }
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    state.withLock { $0.bookmarks[key] }
  }
}
