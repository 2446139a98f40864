import Foundation
import Synchronization

@testable import Lesson02FocusedProtocols

/// A bookmark storage that keeps bookmarks in a dictionary.
///
/// A test can make saving fail: `InMemoryBookmarkStorage(failing: [.saveBookmark])`, or later,
/// `bookmarks.failing = [.saveBookmark]`.
final class InMemoryBookmarkStorage: BookmarkStorageProviding {
  private let bookmarks = Mutex<[String: Data]>([:])
  private let failures: Mutex<Set<InjectedFailure>>

  init(failing: Set<InjectedFailure> = []) {
    failures = Mutex(failing)
  }

  /// The operations that throw `InjectedFailure` instead of doing their work.
  var failing: Set<InjectedFailure> {
    get { failures.withLock { $0 } }
    set { failures.withLock { $0 = newValue } }
  }

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    if failing.contains(.saveBookmark) { throw InjectedFailure.saveBookmark }
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
