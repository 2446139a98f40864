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
  private let recorded = Mutex<[Call]>([])

  /// A spy that answers as if every file held `contents`, or as if no file existed when nil.
  init(contents: Data? = nil) {
    self.contents = contents
  }

  /// The calls made so far, oldest first.
  var calls: [Call] {
    recorded.withLock { $0 }
  }

  func read(from url: URL) throws -> Data {
    record(.read(url))
    guard let contents else { throw CocoaError(.fileReadNoSuchFile) }
    return contents
  }

  func write(_ data: Data, to url: URL) throws {
    record(.write(data, url))
  }

  func fileExists(at url: URL) -> Bool {
    record(.fileExists(url))
    return contents != nil
  }

  func removeItem(at url: URL) throws {
    record(.removeItem(url))
  }

  private func record(_ call: Call) {
    recorded.withLock { $0.append(call) }
  }
}
