import Foundation

/// The production bookmark storage: one file per key in a folder on local disk.
public struct DefaultBookmarkStorage: BookmarkStorageProviding {
  /// The folder that holds one `<key>.bookmark` file per key.
  public let directory: URL

  /// Uses `directory`, created on the first save; tests pass a temporary folder.
  public init(
    directory: URL = LocalFileSystemProvider.defaultBaseDirectory
      .appending(path: "Bookmarks", directoryHint: .isDirectory)
  ) {
    self.directory = directory
  }

  public func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try bookmark.write(to: fileURL(forKey: key), options: .atomic)
  }

  public func loadBookmark(forKey key: String) throws -> Data? {
    let url = fileURL(forKey: key)
    guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) else {
      return nil
    }
    return try Data(contentsOf: url)
  }

  private func fileURL(forKey key: String) -> URL {
    directory.appending(path: "\(key).bookmark", directoryHint: .notDirectory)
  }
}
