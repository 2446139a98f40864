import Foundation
import Synchronization

@testable import Lesson08ActorInjection

/// A file system with a fixed folder for each purpose you give it, and none for the rest.
struct StubFileSystem: FileSystemProviding {
  var folders: [ContainerPurpose: URL]

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    folders[purpose]
  }
}

/// Files in memory, by path, kept by an actor; reads and writes throw the errors you set.
///
/// From outside, await every call: `await files.contents(at: url)`,
/// `await files.setWriteError(error)`.
actor MockFileAccessor: AsyncFileAccessorProviding {
  private var files: [String: Data]
  private var readError: (any Error)?
  private var writeError: (any Error)?

  /// Files in memory that start with `files`, as if an earlier run had written them.
  init(files: [URL: Data] = [:], readError: (any Error)? = nil, writeError: (any Error)? = nil) {
    self.files = Dictionary(
      files.map { (Self.key(for: $0.key), $0.value) }, uniquingKeysWith: { $1 })
    self.readError = readError
    self.writeError = writeError
  }

  /// From now on, every `read(from:)` throws `error`; nil makes reads work again.
  func setReadError(_ error: (any Error)?) {
    readError = error
  }

  /// From now on, every `write(_:to:)` throws `error` and stores nothing; nil makes writes
  /// work again.
  func setWriteError(_ error: (any Error)?) {
    writeError = error
  }

  /// The bytes at `url`, or nil when there is no such file.
  func contents(at url: URL) -> Data? {
    files[Self.key(for: url)]
  }

  func read(from url: URL) throws -> Data {
    if let readError { throw readError }
    guard let data = files[Self.key(for: url)] else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    return data
  }

  func write(_ data: Data, to url: URL) throws {
    if let writeError { throw writeError }
    files[Self.key(for: url)] = data
  }

  func fileExists(at url: URL) -> Bool {
    files[Self.key(for: url)] != nil
  }

  func removeItem(at url: URL) throws {
    guard files.removeValue(forKey: Self.key(for: url)) != nil else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
  }

  /// Files are kept by path, so URLs built in different ways find the same file.
  private static func key(for url: URL) -> String {
    url.standardizedFileURL.path(percentEncoded: false)
  }
}

/// Bookmarks in memory, behind a `Mutex`; saves throw the error you set.
///
/// The bookmark port is synchronous, so an actor could not conform to it.
final class MockBookmarkStorage: BookmarkStorageProviding {
  private struct State {
    var bookmarks: [String: Data] = [:]
    var saveError: (any Error)?
  }

  private let state = Mutex(State())

  /// When set, every `saveBookmark(_:forKey:)` throws it and saves nothing.
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

/// A clock for `now:` that returns a later date each time it is read: `start`, then one
/// second later, and so on.
final class SteppingClock: Sendable {
  /// The date of the first read.
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  private let reads = Mutex(0)

  func now() -> Date {
    let earlier = reads.withLock { reads in
      defer { reads += 1 }
      return reads
    }
    return Self.start.addingTimeInterval(TimeInterval(earlier))
  }
}
