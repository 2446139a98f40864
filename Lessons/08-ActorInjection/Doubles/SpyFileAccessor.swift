import Foundation

/// A spy that counts every call.
///
/// It answers as if every file held `contents`, or as if no file existed when `contents` is
/// nil. Its methods are synchronous, so it satisfies the synchronous port and the async one.
///
/// This is the double as it is often written, and it compiles. But `@unchecked Sendable`
/// only tells the compiler to stop checking: nothing guards the `var`, so when two tasks
/// count at the same moment, one of the counts can be lost.
// TODO: Task 1. Count the spy's calls in a Mutex.
final class SpyFileAccessor: FileAccessorProviding, AsyncFileAccessorProviding,
  @unchecked Sendable
{
  private let contents: Data?
  private var recorded = CallCounts()

  /// A spy that answers with `contents`, or as if no file existed when it is nil.
  init(contents: Data? = nil) {
    self.contents = contents
  }

  /// The calls made so far, counted by method.
  var counts: CallCounts {
    recorded
  }

  func read(from url: URL) throws -> Data {
    recorded.read += 1
    guard let contents else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return contents
  }

  func write(_ data: Data, to url: URL) {
    recorded.write += 1
  }

  func fileExists(at url: URL) -> Bool {
    recorded.fileExists += 1
    return contents != nil
  }

  func removeItem(at url: URL) throws {
    recorded.removeItem += 1
    guard contents != nil else {
      throw CocoaError(.fileNoSuchFile)
    }
  }
}
