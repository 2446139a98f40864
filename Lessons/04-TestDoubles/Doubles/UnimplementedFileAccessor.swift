import Foundation
import Testing

/// A double that fails the running test as soon as any of its methods is called.
struct UnimplementedFileAccessor: FileAccessorProviding {
  // TODO: Task 6. Make every method fail the running test, naming itself. Now they stay silent.

  func read(from url: URL) throws -> Data {
    Data()
  }

  func write(_ data: Data, to url: URL) throws {}

  func fileExists(at url: URL) -> Bool {
    false
  }

  func removeItem(at url: URL) throws {}
}
