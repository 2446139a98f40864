import Foundation

/// Reads and writes the files the grader needs.
public protocol FileSystemAccessing: Sendable {
  /// The contents of the file at `url`; throws when it cannot be read.
  func contents(of url: URL) throws -> Data
  /// Writes `data` to `url` atomically, creating the parent folders.
  func write(_ data: Data, to url: URL) throws
  /// Whether a file or folder exists at `url`.
  func fileExists(at url: URL) -> Bool
  /// Whether `url` is a folder.
  func isDirectory(at url: URL) -> Bool
  /// The names of the entries of the folder at `url`, hidden ones too, sorted; empty when
  /// there is none.
  func entries(of url: URL) -> [String]
  /// Removes the file or folder at `url`; does nothing when there is none.
  func removeItem(at url: URL) throws
  /// Creates an empty folder at `url`, and its parent folders; does nothing when it exists.
  func createFolder(at url: URL) throws
  /// Runs `body` while this process alone holds the lock file at `url`; when another process
  /// holds it, calls `waiting` once with that process's ID (nil when unknown), then waits.
  func withExclusiveLock<T>(
    at url: URL, waiting: (Int32?) -> Void, _ body: () async throws -> T
  ) async throws -> T
}

extension FileSystemAccessing {
  /// Runs `body` while this process alone holds the lock file at `url`, waiting in silence
  /// while another process holds it.
  public func withExclusiveLock<T>(at url: URL, _ body: () async throws -> T) async throws -> T {
    try await withExclusiveLock(at: url, waiting: { _ in }, body)
  }

  /// Every file below `folder`, as paths relative to it, sorted.
  public func files(under folder: URL) -> [String] {
    entries(of: folder).flatMap { name -> [String] in
      let url = folder.appending(path: name)
      guard isDirectory(at: url) else { return [name] }
      return files(under: url).map { "\(name)/\($0)" }
    }
  }

  /// The text of the file at `url`, or nil when it cannot be read.
  public func text(of url: URL) -> String? {
    (try? contents(of: url)).map { String(decoding: $0, as: UTF8.self) }
  }
}
