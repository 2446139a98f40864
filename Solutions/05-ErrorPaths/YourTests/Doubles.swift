import Foundation
import Synchronization

@testable import Lesson05ErrorPaths

/// A file system with a folder for each purpose you give it, and none for the rest. Change
/// `folders` between two calls to make a folder go away, as when the user signs out.
final class StubFileSystem: FileSystemProviding {
  private let state: Mutex<[ContainerPurpose: URL]>

  init(folders: [ContainerPurpose: URL]) {
    state = Mutex(folders)
  }

  /// The folder for each purpose; a purpose that is not here has none.
  var folders: [ContainerPurpose: URL] {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    folders[purpose]
  }
}

/// Files in memory, by path; reads and writes throw the errors you set.
///
/// Reading a missing file throws a `CocoaError(.fileReadNoSuchFile)` that carries the path,
/// as a real disk does.
final class MockFileAccessor: FileAccessorProviding {
  private struct State {
    var files: [String: Data] = [:]
    var readError: (any Error)?
    var writeError: (any Error)?
  }

  private let state = Mutex(State())

  /// When set, every `read(from:)` throws it.
  var readError: (any Error)? {
    get { state.withLock { $0.readError } }
    set { state.withLock { $0.readError = newValue } }
  }

  /// When set, every `write(_:to:)` throws it.
  var writeError: (any Error)? {
    get { state.withLock { $0.writeError } }
    set { state.withLock { $0.writeError = newValue } }
  }

  /// The file at `url`: set it to put a file in place, read it to see what was written.
  subscript(url: URL) -> Data? {
    get { state.withLock { $0.files[url.path] } }
    set { state.withLock { $0.files[url.path] = newValue } }
  }

  func read(from url: URL) throws -> Data {
    try state.withLock { state in
      if let error = state.readError { throw error }
      guard let data = state.files[url.path] else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      }
      return data
    }
  }

  func write(_ data: Data, to url: URL) throws {
    try state.withLock { state in
      if let error = state.writeError { throw error }
      state.files[url.path] = data
    }
  }

  func fileExists(at url: URL) -> Bool {
    self[url] != nil
  }

  func removeItem(at url: URL) throws {
    state.withLock { _ = $0.files.removeValue(forKey: url.path) }
  }
}

/// Bookmarks in memory; saves throw the error you set.
final class MockBookmarkStorage: BookmarkStorageProviding {
  private struct State {
    var bookmarks: [String: Data] = [:]
    var saveError: (any Error)?
  }

  private let state = Mutex(State())

  /// When set, every `saveBookmark(_:forKey:)` throws it.
  var saveError: (any Error)? {
    get { state.withLock { $0.saveError } }
    set { state.withLock { $0.saveError = newValue } }
  }

  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    try state.withLock { state in
      if let error = state.saveError { throw error }
      state.bookmarks[key] = bookmark
    }
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    state.withLock { $0.bookmarks[key] }
  }
}
