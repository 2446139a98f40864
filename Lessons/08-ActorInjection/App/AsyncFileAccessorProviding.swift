import Foundation

/// Reads and writes whole files, with requirements that callers await.
///
/// Any `Sendable` type can satisfy these requirements: a type with ordinary synchronous
/// methods, and an actor, whose methods are awaited from outside anyway.
protocol AsyncFileAccessorProviding: Sendable {
  func read(from url: URL) async throws -> Data
  func write(_ data: Data, to url: URL) async throws
  func fileExists(at url: URL) async -> Bool
  func removeItem(at url: URL) async throws
}
