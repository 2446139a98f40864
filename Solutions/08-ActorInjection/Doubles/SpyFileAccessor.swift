import Foundation
import Synchronization

/// A spy that counts every call, with its counts behind a `Mutex`.
///
/// It answers as if every file held `contents`, or as if no file existed when `contents` is
/// nil. Its methods are synchronous, so it satisfies the synchronous port and the async one.
final class SpyFileAccessor: FileAccessorProviding, AsyncFileAccessorProviding {
  private let contents: Data?
  private let recorded = Mutex(CallCounts())

  /// A spy that answers with `contents`, or as if no file existed when it is nil.
  init(contents: Data? = nil) {
    self.contents = contents
  }

  /// The calls made so far, counted by method.
  var counts: CallCounts {
    recorded.withLock { $0 }
  }

  func read(from url: URL) throws -> Data {
    count(\.read)
    guard let contents else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return contents
  }

  func write(_ data: Data, to url: URL) {
    count(\.write)
  }

  func fileExists(at url: URL) -> Bool {
    count(\.fileExists)
    return contents != nil
  }

  func removeItem(at url: URL) throws {
    count(\.removeItem)
    guard contents != nil else {
      throw CocoaError(.fileNoSuchFile)
    }
  }

  /// Adds one to a count: reading, adding and storing happen inside one `withLock`.
  private func count(_ method: WritableKeyPath<CallCounts, Int>) {
    recorded.withLock { $0[keyPath: method] += 1 }
  }
}
