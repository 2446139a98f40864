import CheckLessonKit
import Foundation
import Synchronization

/// A fake file system: files live in a dictionary, folders exist where files do.
final class InMemoryFileSystem: FileSystemAccessing {
  private let storage: Mutex<[String: Data]>
  private let locks = Mutex<[String]>([])

  /// The paths of the locks taken so far, in order.
  var lockedPaths: [String] { locks.withLock { $0 } }

  init(_ files: [String: String] = [:]) {
    storage = Mutex(files.mapValues { Data($0.utf8) })
  }

  /// The text of the file at `path`, or nil.
  subscript(path: String) -> String? {
    get { storage.withLock { $0[path] }.map { String(decoding: $0, as: UTF8.self) } }
    set { storage.withLock { $0[path] = newValue.map { Data($0.utf8) } } }
  }

  func contents(of url: URL) throws -> Data {
    guard let data = storage.withLock({ $0[url.path] }) else { throw CocoaError(.fileNoSuchFile) }
    return data
  }

  func write(_ data: Data, to url: URL) throws {
    storage.withLock { $0[url.path] = data }
  }

  func fileExists(at url: URL) -> Bool {
    storage.withLock { $0[url.path] != nil } || isDirectory(at: url)
  }

  func isDirectory(at url: URL) -> Bool {
    let prefix = url.path + "/"
    return storage.withLock { $0.keys.contains { $0.hasPrefix(prefix) } }
  }

  func entries(of url: URL) -> [String] {
    let prefix = url.path + "/"
    let names = storage.withLock { files in
      files.keys.filter { $0.hasPrefix(prefix) }.map {
        String($0.dropFirst(prefix.count).split(separator: "/")[0])
      }
    }
    return Set(names).sorted()
  }

  func removeItem(at url: URL) throws {
    let prefix = url.path + "/"
    storage.withLock { files in
      files = files.filter { $0.key != url.path && !$0.key.hasPrefix(prefix) }
    }
  }

  /// Does nothing: here a folder exists where a file does.
  func createFolder(at url: URL) throws {}

  /// Runs `body` at once, since one test is one process, and notes the lock's path.
  func withExclusiveLock<T>(
    at url: URL, waiting: (Int32?) -> Void, _ body: () async throws -> T
  ) async throws -> T {
    locks.withLock { $0.append(url.path) }
    return try await body()
  }
}
