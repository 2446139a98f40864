import Foundation

/// The production bookmark storage: one file per key in a folder on local disk.
public struct DefaultBookmarkStorage: BookmarkStorageProviding {
  /// The folder that holds one file per key.
  public let directory: URL

  /// Uses `directory`, created on the first save; tests pass a temporary folder.
  public init(
    directory: URL = LocalFileSystemProvider.defaultBaseDirectory
      .appending(path: "Bookmarks", directoryHint: .isDirectory)
  ) {
    self.directory = directory
  }

  public func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    // TODO: Task 3. Create `directory` if needed, then write `bookmark` to a file named after `key`.
  }

  public func loadBookmark(forKey key: String) throws -> Data? {
    // TODO: Task 3. Return the contents of the key's file, or nil when there is no such file.
    nil
  }
}
