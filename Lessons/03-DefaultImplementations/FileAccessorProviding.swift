import Foundation

/// Reads, writes and removes single files.
public protocol FileAccessorProviding: Sendable {
  /// The contents of the file; throws when it is missing or unreadable.
  func read(from url: URL) throws -> Data
  /// Replaces the file's contents with `data`; throws when that fails.
  func write(_ data: Data, to url: URL) throws
  /// Whether a file exists at `url`.
  func fileExists(at url: URL) -> Bool
  /// Deletes the file; throws when it is missing or cannot be removed.
  func removeItem(at url: URL) throws
}
