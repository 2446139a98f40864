import Foundation

/// A spy that counts every call, as an actor: its counts are state only the actor touches.
///
/// Callers from outside await every method, so the actor satisfies the async port. It
/// cannot satisfy the synchronous `FileAccessorProviding`.
actor ActorSpyFileAccessor: AsyncFileAccessorProviding {
  /// The calls made so far, counted by method.
  private(set) var counts = CallCounts()

  private let contents: Data?

  /// A spy that answers with `contents`, or as if no file existed when it is nil.
  init(contents: Data? = nil) {
    self.contents = contents
  }

  func read(from url: URL) throws -> Data {
    counts.read += 1
    guard let contents else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return contents
  }

  func write(_ data: Data, to url: URL) {
    counts.write += 1
  }

  func fileExists(at url: URL) -> Bool {
    counts.fileExists += 1
    return contents != nil
  }

  func removeItem(at url: URL) throws {
    counts.removeItem += 1
    guard contents != nil else {
      throw CocoaError(.fileNoSuchFile)
    }
  }
}
