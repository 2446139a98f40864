import Foundation

@testable import Lesson02FocusedProtocols

// Fallbacks that let this suite compile before you finish Task 1.
//
// While a method is only in these extensions, a call through `any FileSystemProviding`
// (or the other two) lands here and the Task 1 tests fail. Once you make it a
// requirement of the protocol, the same call reaches the test double instead.
// The doubles implement every method themselves, so these never run after Task 1.

/// Thrown by a fallback: the method is not yet a requirement of its protocol.
struct NotARequirement: Error, CustomStringConvertible {
  let method: String
  let protocolName: String
  var description: String { "\(method) is not a requirement of \(protocolName) yet (Task 1)" }
}

extension FileSystemProviding {
  func containerURL(for purpose: ContainerPurpose) -> URL? { nil }
}

extension FileAccessorProviding {
  func read(from url: URL) throws -> Data {
    throw NotARequirement(method: "read(from:)", protocolName: "FileAccessorProviding")
  }

  func write(_ data: Data, to url: URL) throws {
    throw NotARequirement(method: "write(_:to:)", protocolName: "FileAccessorProviding")
  }

  func fileExists(at url: URL) -> Bool { false }

  func removeItem(at url: URL) throws {
    throw NotARequirement(method: "removeItem(at:)", protocolName: "FileAccessorProviding")
  }
}

extension BookmarkStorageProviding {
  func saveBookmark(_ bookmark: Data, forKey key: String) throws {
    throw NotARequirement(
      method: "saveBookmark(_:forKey:)", protocolName: "BookmarkStorageProviding")
  }

  func loadBookmark(forKey key: String) throws -> Data? {
    throw NotARequirement(method: "loadBookmark(forKey:)", protocolName: "BookmarkStorageProviding")
  }
}
