import Foundation
import Synchronization

/// A fake: a working file accessor that keeps its files in a dictionary instead of on disk.
final class InMemoryFileAccessor: FileAccessorProviding {
  private let files: Mutex<[URL: Data]>

  /// A fake that starts out holding `files`.
  init(files: [URL: Data] = [:]) {
    self.files = Mutex(files)
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
