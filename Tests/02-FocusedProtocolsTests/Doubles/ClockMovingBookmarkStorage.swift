import Foundation
import SuiteSupport

@testable import Lesson02FocusedProtocols

/// A bookmark storage that moves a clock to `savedAt` when it saves a bookmark, so that a
/// test can tell whether the clock was read before or after.
struct ClockMovingBookmarkStorage: BookmarkStorageProviding {
  let clock: SettableClock
  let savedAt: Date

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    clock.set(savedAt)
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    nil
  }
}
