import Foundation
import Testing

/// A double that fails the running test as soon as any of its methods is called.
struct UnimplementedFileAccessor: FileAccessorProviding {
  // TODO: Every method should call `Issue.record("…")` naming itself, then throw an
  // error of your own (or return false from fileExists). Now they stay silent.

  func read(from url: URL) throws -> Data {
    Data()
  }

  func write(_ data: Data, to url: URL) throws {}

  func fileExists(at url: URL) -> Bool {
    false
  }

  func removeItem(at url: URL) throws {}
}
