import Foundation

/// Reads and writes whole files, synchronously: the file port of lessons 02 to 05.
///
/// Only a type whose methods run without waiting can satisfy these requirements. An actor
/// cannot: its methods must be awaited from outside.
protocol FileAccessorProviding: Sendable {
  func read(from url: URL) throws -> Data
  func write(_ data: Data, to url: URL) throws
  func fileExists(at url: URL) -> Bool
  func removeItem(at url: URL) throws
}
