import Foundation

/// Reads, writes, checks and removes files.
protocol FileAccessorProviding: Sendable {
  /// The contents of the file at `url`; throws when there is no such file.
  func read(from url: URL) throws -> Data
  /// Writes `data` to `url`, replacing any file already there.
  func write(_ data: Data, to url: URL) throws
  /// Whether a file exists at `url`.
  func fileExists(at url: URL) -> Bool
  /// Removes the file at `url`; throws when there is no such file.
  func removeItem(at url: URL) throws
}
