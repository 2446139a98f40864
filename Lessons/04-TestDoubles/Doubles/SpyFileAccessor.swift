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
  // TODO: Add somewhere safe to keep the calls: a `Mutex` from Synchronization.

  /// A spy that answers as if every file held `contents`, or as if no file existed when nil.
  init(contents: Data? = nil) {
    self.contents = contents
  }

  /// The calls made so far, oldest first.
  var calls: [Call] {
    // TODO: Return the recorded calls.
    []
  }

  // The answers below are already right. Each method should also record its call,
  // before it answers (a read that throws was still a call).

  func read(from url: URL) throws -> Data {
    // TODO: Record `.read(url)`.
    guard let contents else { throw CocoaError(.fileReadNoSuchFile) }
    return contents
  }

  func write(_ data: Data, to url: URL) throws {
    // TODO: Record `.write(data, url)`.
  }

  func fileExists(at url: URL) -> Bool {
    // TODO: Record `.fileExists(url)`.
    contents != nil
  }

  func removeItem(at url: URL) throws {
    // TODO: Record `.removeItem(url)`.
  }
}
