import Foundation
import Synchronization

@testable import Lesson08ActorInjection

/// An in-memory file accessor whose reads and writes throw the errors you configure.
///
/// Its methods are synchronous and its state is in a `Mutex`; it still satisfies the async
/// port, because a synchronous method can stand in for an `async` requirement.
final class MockFileAccessor: AsyncFileAccessorProviding {
  private struct State {
    var files: [String: Data] = [:]
    var readError: (any Error)?
    var writeError: (any Error)?
  }

  private let state = Mutex(State())

  /// When set, every `read(from:)` throws this error.
  var readError: (any Error)? {
    get { state.withLock { $0.readError } }
    set { state.withLock { $0.readError = newValue } }
  }

  /// When set, every `write(_:to:)` throws this error and stores nothing.
  var writeError: (any Error)? {
    get { state.withLock { $0.writeError } }
    set { state.withLock { $0.writeError = newValue } }
  }

  /// Puts a file in place, as if the app had written it in an earlier run.
  func seed(_ data: Data, at url: URL) {
    state.withLock { $0.files[Self.key(for: url)] = data }
  }

  /// The bytes written to `url`, or nil when there is no such file.
  func contents(at url: URL) -> Data? {
    state.withLock { $0.files[Self.key(for: url)] }
  }

  func read(from url: URL) throws -> Data {
    try state.withLock { state in
      if let error = state.readError {
        throw error
      }
      guard let data = state.files[Self.key(for: url)] else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      }
      return data
    }
  }

  func write(_ data: Data, to url: URL) throws {
    try state.withLock { state in
      if let error = state.writeError {
        throw error
      }
      state.files[Self.key(for: url)] = data
    }
  }

  func fileExists(at url: URL) -> Bool {
    contents(at: url) != nil
  }

  func removeItem(at url: URL) throws {
    try state.withLock { state in
      guard state.files.removeValue(forKey: Self.key(for: url)) != nil else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
  }

  /// Files are keyed by path, so URLs built in different but equivalent ways find the same file.
  private static func key(for url: URL) -> String {
    url.standardizedFileURL.path(percentEncoded: false)
  }
}
