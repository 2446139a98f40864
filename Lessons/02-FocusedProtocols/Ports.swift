import Foundation

// The first attempt: one protocol for everything the app reaches for.
// Every test double of it has to implement all twelve requirements,
// even when the code under test calls one of them.
//
// TODO: Task 1. Move the requirements that talk to the outside world into
// the three focused protocols below, with the same signatures. Then delete
// `AppServicesProviding`: the rest need no protocol (see the README).
protocol AppServicesProviding: Sendable {
  func containerURL(for purpose: ContainerPurpose) -> URL?
  func read(from url: URL) throws -> Data
  func write(_ data: Data, to url: URL) throws
  func fileExists(at url: URL) -> Bool
  func removeItem(at url: URL) throws
  func saveBookmark(_ bookmark: Data, forKey key: String) throws
  func loadBookmark(forKey key: String) throws -> Data?
  func now() -> Date
  func encode(_ settings: Settings) throws -> Data
  func decode(_ data: Data) throws -> Settings
  func defaultSettings() -> Settings
  func makeSyncID() -> UUID
}

/// Tells where the folder for a purpose lives.
protocol FileSystemProviding: Sendable {
  // TODO: Task 1. One requirement: the folder for a purpose, or nil.
}

/// Reads, writes, checks and removes files.
protocol FileAccessorProviding: Sendable {
  // TODO: Task 1. Four requirements: read, write, exists, remove.
}

/// Remembers a location across launches, as bookmark data stored under a key.
protocol BookmarkStorageProviding: Sendable {
  // TODO: Task 1. Two requirements: save and load a bookmark by key.
}
