import Foundation
import Synchronization

/// A mock: an in-memory file accessor whose reads and writes fail with the errors you set.
final class MockFileAccessor: FileAccessorProviding {
  // The files live in your fake; the mock adds the failures.
  private let files: InMemoryFileAccessor
  // TODO: Keep `readError` and `writeError` in a `Mutex`.

  /// A mock holding `files`, failing reads with `readError` and writes with `writeError`.
  init(files: [URL: Data] = [:], readError: (any Error)? = nil, writeError: (any Error)? = nil) {
    self.files = InMemoryFileAccessor(files: files)
    // TODO: Keep `readError` and `writeError`.
  }

  /// The error `read(from:)` throws, or nil to read normally.
  var readError: (any Error)? {
    get { nil }  // TODO: Return the error that was set.
    set {}  // TODO: Keep `newValue`.
  }

  /// The error `write(_:to:)` throws, or nil to write normally.
  var writeError: (any Error)? {
    get { nil }  // TODO: Return the error that was set.
    set {}  // TODO: Keep `newValue`.
  }

  func read(from url: URL) throws -> Data {
    // TODO: Throw `readError` when one is set.
    try files.read(from: url)
  }

  func write(_ data: Data, to url: URL) throws {
    // TODO: Throw `writeError` when one is set, before anything is written.
    try files.write(data, to: url)
  }

  func fileExists(at url: URL) -> Bool {
    files.fileExists(at: url)
  }

  func removeItem(at url: URL) throws {
    try files.removeItem(at: url)
  }
}
