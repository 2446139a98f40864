import Foundation
import Synchronization

/// A mock: an in-memory file accessor whose reads and writes fail with the errors you set.
final class MockFileAccessor: FileAccessorProviding {
  // The files live in your fake; the mock adds the failures.
  private let files: InMemoryFileAccessor
  // TODO: Task 5. Keep both errors safely; each fails only its own method while set.

  /// A mock holding `files`, failing reads with `readError` and writes with `writeError`.
  init(files: [URL: Data] = [:], readError: (any Error)? = nil, writeError: (any Error)? = nil) {
    self.files = InMemoryFileAccessor(files: files)
  }

  /// The error `read(from:)` throws, or nil to read normally.
  var readError: (any Error)? {
    get { nil }
    set {}
  }

  /// The error `write(_:to:)` throws, or nil to write normally.
  var writeError: (any Error)? {
    get { nil }
    set {}
  }

  func read(from url: URL) throws -> Data {
    try files.read(from: url)
  }

  func write(_ data: Data, to url: URL) throws {
    try files.write(data, to: url)
  }

  func fileExists(at url: URL) -> Bool {
    files.fileExists(at: url)
  }

  func removeItem(at url: URL) throws {
    try files.removeItem(at: url)
  }
}
