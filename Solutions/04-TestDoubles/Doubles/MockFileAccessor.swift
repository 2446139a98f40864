import Foundation
import Synchronization

/// A mock: an in-memory file accessor whose reads and writes fail with the errors you set.
final class MockFileAccessor: FileAccessorProviding {
  private struct Failures {
    var readError: (any Error)?
    var writeError: (any Error)?
  }

  private let files: InMemoryFileAccessor
  private let failures: Mutex<Failures>

  /// A mock holding `files`, failing reads with `readError` and writes with `writeError`.
  init(files: [URL: Data] = [:], readError: (any Error)? = nil, writeError: (any Error)? = nil) {
    self.files = InMemoryFileAccessor(files: files)
    self.failures = Mutex(Failures(readError: readError, writeError: writeError))
  }

  /// The error `read(from:)` throws, or nil to read normally.
  var readError: (any Error)? {
    get { failures.withLock { $0.readError } }
    set { failures.withLock { $0.readError = newValue } }
  }

  /// The error `write(_:to:)` throws, or nil to write normally.
  var writeError: (any Error)? {
    get { failures.withLock { $0.writeError } }
    set { failures.withLock { $0.writeError = newValue } }
  }

  func read(from url: URL) throws -> Data {
    if let readError { throw readError }
    return try files.read(from: url)
  }

  func write(_ data: Data, to url: URL) throws {
    if let writeError { throw writeError }
    try files.write(data, to: url)
  }

  func fileExists(at url: URL) -> Bool {
    files.fileExists(at: url)
  }

  func removeItem(at url: URL) throws {
    try files.removeItem(at: url)
  }
}
