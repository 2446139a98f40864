import Foundation
import Synchronization

@testable import Lesson02FocusedProtocols

/// A file accessor that keeps files in a dictionary instead of on the disk.
///
/// A test can make its reads or writes fail: `InMemoryFileAccessor(failing: [.write])`, or
/// later, `files.failing = [.write]`.
final class InMemoryFileAccessor: FileAccessorProviding {
  /// Thrown by `read(from:)` and `removeItem(at:)` when there is no file at the URL.
  struct NoSuchFile: Error, CustomStringConvertible {
    let path: String
    var description: String { "no file at \(path) in the in-memory file accessor" }
  }

  private let files = Mutex<[String: Data]>([:])
  private let changeLog = Mutex<[String]>([])
  private let failures: Mutex<Set<InjectedFailure>>

  init(failing: Set<InjectedFailure> = []) {
    failures = Mutex(failing)
  }

  /// The operations that throw `InjectedFailure` instead of doing their work.
  var failing: Set<InjectedFailure> {
    get { failures.withLock { $0 } }
    set { failures.withLock { $0 = newValue } }
  }

  func read(from url: URL) throws -> Data {
    if failing.contains(.read) { throw InjectedFailure.read }
    let key = Self.key(for: url)
    guard let data = files.withLock({ $0[key] }) else { throw NoSuchFile(path: key) }
    return data
  }

  func write(_ data: Data, to url: URL) throws {
    if failing.contains(.write) { throw InjectedFailure.write }
    let key = Self.key(for: url)
    files.withLock { $0[key] = data }
    changeLog.withLock { $0.append("write \(key)") }
  }

  func fileExists(at url: URL) -> Bool {
    let key = Self.key(for: url)
    return files.withLock { $0[key] != nil }
  }

  func removeItem(at url: URL) throws {
    let key = Self.key(for: url)
    let removed = files.withLock { $0.removeValue(forKey: key) }
    if removed == nil { throw NoSuchFile(path: key) }
    changeLog.withLock { $0.append("remove \(key)") }
  }

  // MARK: - For the tests

  /// Each write and removal the code under test made, in order, such as `write /settings/settings.json`.
  var changes: [String] {
    changeLog.withLock { $0 }
  }

  /// The path of every file held, sorted.
  var paths: [String] {
    files.withLock { $0.keys.sorted() }
  }

  /// Puts `settings`, encoded as JSON, at `url`, as if an earlier run had saved them.
  func seed(_ settings: Settings, at url: URL) throws {
    seed(try JSONEncoder().encode(settings), at: url)
  }

  /// Puts `data` at `url` as it is, such as bytes that are not valid JSON.
  func seed(_ data: Data, at url: URL) {
    let key = Self.key(for: url)
    files.withLock { $0[key] = data }
  }

  /// The settings decoded from the file at `url`, or nil when there is no such file.
  func settings(at url: URL) throws -> Settings? {
    let key = Self.key(for: url)
    guard let data = files.withLock({ $0[key] }) else { return nil }
    return try JSONDecoder().decode(Settings.self, from: data)
  }

  /// The same key for URLs that name the same file, however they were built.
  static func key(for url: URL) -> String {
    var path = url.standardizedFileURL.path(percentEncoded: false)
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
