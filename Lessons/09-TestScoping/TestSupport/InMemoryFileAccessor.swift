import Foundation
import Synchronization

/// A fake file accessor whose files live in a dictionary instead of on disk.
final class InMemoryFileAccessor: FileAccessorProviding {
  private let files = Mutex<[URL: Data]>([:])

  /// The URLs of every file written and not removed.
  var urls: Set<URL> {
    files.withLock { Set($0.keys) }
  }

  func read(from url: URL) throws -> Data {
    guard let data = files.withLock({ $0[url] }) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return data
  }

  func write(_ data: Data, to url: URL) throws {
    files.withLock { $0[url] = data }
  }

  func fileExists(at url: URL) -> Bool {
    files.withLock { $0[url] != nil }
  }

  func removeItem(at url: URL) throws {
    guard files.withLock({ $0.removeValue(forKey: url) }) != nil else {
      throw CocoaError(.fileNoSuchFile)
    }
  }
}
