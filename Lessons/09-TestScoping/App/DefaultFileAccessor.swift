import Foundation

/// The production file accessor: real files on disk, written atomically.
struct DefaultFileAccessor: FileAccessorProviding {
  func read(from url: URL) throws -> Data {
    try Data(contentsOf: url)
  }

  func write(_ data: Data, to url: URL) throws {
    try data.write(to: url, options: .atomic)
  }

  func fileExists(at url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path(percentEncoded: false))
  }

  func removeItem(at url: URL) throws {
    try FileManager.default.removeItem(at: url)
  }
}
