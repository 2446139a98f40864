import Foundation

/// Tells where the folder for a purpose lives.
protocol FileSystemProviding: Sendable {
  /// The folder for `purpose`, or nil when it is unavailable (for example, signed out of the cloud).
  func containerURL(for purpose: ContainerPurpose) -> URL?
}

/// Reads, writes, checks and removes files.
protocol FileAccessorProviding: Sendable {
  /// The contents of the file at `url`.
  func read(from url: URL) throws -> Data
  /// Replaces the file at `url` with `data`.
  func write(_ data: Data, to url: URL) throws
  /// Whether a file exists at `url`.
  func fileExists(at url: URL) -> Bool
  /// Deletes the file at `url`.
  func removeItem(at url: URL) throws
}

/// Remembers a location across launches, as bookmark data stored under a key.
protocol BookmarkStorageProviding: Sendable {
  /// Stores `bookmark` under `key`, replacing what was there.
  func saveBookmark(_ bookmark: Data, forKey key: String) throws
  /// The bookmark stored under `key`, or nil when there is none.
  func loadBookmark(forKey key: String) throws -> Data?
}
