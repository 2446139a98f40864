import Foundation

/// Reads and writes whole files.
protocol FileAccessorProviding: Sendable {
  func read(from url: URL) throws -> Data
  func write(_ data: Data, to url: URL) throws
  func fileExists(at url: URL) -> Bool
  func removeItem(at url: URL) throws
}
