import Foundation
import Synchronization
@testable import Lesson03DefaultImplementations

/// A stub: returns the folders it was given, and never touches the disk.
struct StubFileSystem: FileSystemProviding {
  var folders: [ContainerPurpose: URL]

  /// Folders under a path that does not exist, so nothing live can find a file there by accident.
  static let virtual = StubFileSystem(folders: [
    .settings: URL(filePath: "/testable-swift-virtual/Settings", directoryHint: .isDirectory),
    .sync: URL(filePath: "/testable-swift-virtual/CloudDrive", directoryHint: .isDirectory),
  ])

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    folders[purpose]
  }
}

/// A fake: files in a dictionary instead of on disk (you will write your own in lesson 04).
final class InMemoryFileAccessor: FileAccessorProviding {
  private let files = Mutex<[URL: Data]>([:])

  func read(from url: URL) throws -> Data {
    guard let data = files.withLock({ $0[url] }) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return data
  }

  func write(_ data: Data, to url: URL) throws {
    files.withLock { $0[url] = data }
  }

  func fileExists(at url: URL) -> Bool {
    files.withLock { $0[url] != nil }
  }

  func removeItem(at url: URL) throws {
    guard files.withLock({ $0.removeValue(forKey: url) }) != nil else {
      throw CocoaError(.fileNoSuchFile)
    }
  }
}

/// A fake: bookmarks in a dictionary instead of on disk.
final class InMemoryBookmarkStorage: BookmarkStorageProviding {
  private let bookmarks = Mutex<[String: Data]>([:])

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    bookmarks.withLock { $0[key] = bookmark }
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    bookmarks.withLock { $0[key] }
  }
}
