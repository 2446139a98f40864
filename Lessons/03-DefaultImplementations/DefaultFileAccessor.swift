import Foundation

/// The production file accessor: real files on disk, written atomically.
public struct DefaultFileAccessor: FileAccessorProviding {
  /// Public, so that a public initializer can use `DefaultFileAccessor()` as a default.
  public init() {}

  public func read(from url: URL) throws -> Data {
    try Data(contentsOf: url)
  }

  public func write(_ data: Data, to url: URL) throws {
    // TODO: Task 1. Write `data` to the file at `url` atomically, and throw when that fails.
  }

  public func fileExists(at url: URL) -> Bool {
    // TODO: Task 1. Ask FileManager whether a file is at `url` (mind spaces in the path).
    false
  }

  public func removeItem(at url: URL) throws {
    // TODO: Task 1. Delete the file at `url`, and throw when that fails (a missing file too).
  }
}
