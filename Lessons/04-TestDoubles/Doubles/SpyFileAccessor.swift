import Foundation
import Synchronization

/// A spy: records every call in order, and answers as if every file held `contents`.
final class SpyFileAccessor: FileAccessorProviding {
  /// One call made on the spy, with its arguments.
  enum Call: Equatable, Sendable {
    case read(URL)
    case write(Data, URL)
    case fileExists(URL)
    case removeItem(URL)
  }

  private let contents: Data?
  // TODO: Task 3. Keep the calls where parallel tasks can add to them safely.

  /// A spy that answers as if every file held `contents`, or as if no file existed when nil.
  init(contents: Data? = nil) {
    self.contents = contents
  }

  /// The calls made so far, oldest first.
  var calls: [Call] {
    []
  }

  // TODO: Task 3. The answers below are already right: record each call before answering.

  func read(from url: URL) throws -> Data {
    guard let contents else { throw CocoaError(.fileReadNoSuchFile) }
    return contents
  }

  func write(_ data: Data, to url: URL) throws {
  }

  func fileExists(at url: URL) -> Bool {
    contents != nil
  }

  func removeItem(at url: URL) throws {
  }
}
