import Foundation
import Testing

/// A double that fails the running test as soon as any of its methods is called.
struct UnimplementedFileAccessor: FileAccessorProviding {
  /// What the throwing methods throw after recording the issue.
  struct Unimplemented: Error {
    let method: String
  }

  func read(from url: URL) throws -> Data {
    throw fail("read(from: \(url.path))")
  }

  func write(_ data: Data, to url: URL) throws {
    throw fail("write(_:to: \(url.path))")
  }

  func fileExists(at url: URL) -> Bool {
    _ = fail("fileExists(at: \(url.path))")
    return false
  }

  func removeItem(at url: URL) throws {
    throw fail("removeItem(at: \(url.path))")
  }

  private func fail(_ method: String) -> Unimplemented {
    Issue.record("UnimplementedFileAccessor.\(method) was called; this test should not touch files")
    return Unimplemented(method: method)
  }
}
