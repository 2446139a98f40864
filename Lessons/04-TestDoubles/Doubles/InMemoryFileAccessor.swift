import Foundation
import Synchronization

/// A fake: a working file accessor that keeps its files in a dictionary instead of on disk.
final class InMemoryFileAccessor: FileAccessorProviding {
  // TODO: Keep the files in a `Mutex<[URL: Data]>`.

  /// A fake that starts out holding `files`.
  init(files: [URL: Data] = [:]) {
    // TODO: Start with `files`.
  }

  func read(from url: URL) throws -> Data {
    // TODO: Return the file's data; throw when there is no file at `url`.
    Data()
  }

  func write(_ data: Data, to url: URL) throws {
    // TODO: Keep `data` at `url`, replacing what was there.
  }

  func fileExists(at url: URL) -> Bool {
    // TODO: Answer so that it always agrees with read(from:).
    false
  }

  func removeItem(at url: URL) throws {
    // TODO: Forget the file at `url`; throw when there is none.
  }
}
