import Foundation

/// Reads and writes the files the grader needs.
public protocol FileSystemAccessing: Sendable {
  /// The contents of the file at `url`; throws when it cannot be read.
  func contents(of url: URL) throws -> Data
  /// The text of the file at `url`, or nil when it cannot be read; of a file longer than
  /// twice `limit` bytes, only about the first and the last `limit` bytes, with a note between.
  func text(of url: URL, keepingEnds limit: Int) -> String?
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

  public func text(of url: URL, keepingEnds limit: Int) -> String? {
    guard let data = try? contents(of: url) else { return nil }
    guard data.count > 2 * limit else { return String(decoding: data, as: UTF8.self) }
    return cutText(head: data.prefix(limit), tail: data.suffix(limit), size: data.count)
  }
}

/// The text of the first and the last bytes of a file of `size` bytes, cut at whole lines,
/// with a note of how much is left out between them.
func cutText(head: Data, tail: Data, size: Int) -> String {
  let newline = UInt8(ascii: "\n")
  let head = head.lastIndex(of: newline).map { head[...$0] } ?? head
  let tail = tail.firstIndex(of: newline).map { tail[$0...].dropFirst() } ?? tail
  // Tenths of a megabyte, in the same form in every locale.
  let tenths = (size - head.count - tail.count + 50_000) / 100_000
  return String(decoding: head, as: UTF8.self)
    + "… output cut: \(tenths / 10).\(tenths % 10) MB not kept …\n"
    + String(decoding: tail, as: UTF8.self)
}
