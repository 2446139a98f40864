import Foundation

/// The production file accessor: real files on disk, written atomically.
public struct DefaultFileAccessor: FileAccessorProviding {
  /// Public, so that a public initializer can use `DefaultFileAccessor()` as a default.
  public init() {}

  public func read(from url: URL) throws -> Data {
    try Data(contentsOf: url)
  }

  public func write(_ data: Data, to url: URL) throws {
    // Writes a temporary file next to the target, then renames it over the target:
    // a reader sees the old file or the new one, never half of each.
    try data.write(to: url, options: .atomic)
  }

  public func fileExists(at url: URL) -> Bool {
    // `path()` would keep percent escapes ("my%20settings.json"); the disk wants the plain path.
    FileManager.default.fileExists(atPath: url.path(percentEncoded: false))
  }

  public func removeItem(at url: URL) throws {
    try FileManager.default.removeItem(at: url)
  }
}
