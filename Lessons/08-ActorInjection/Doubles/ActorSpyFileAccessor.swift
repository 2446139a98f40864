import Foundation

/// A spy that counts every call, as an actor: its counts are state only the actor touches.
///
/// Callers from outside await every method, so the actor satisfies the async port. It
/// cannot satisfy the synchronous `FileAccessorProviding`.
actor ActorSpyFileAccessor: AsyncFileAccessorProviding {
  /// The calls made so far, counted by method.
  // TODO: Task 2. Write the spy as an actor.
  var counts: CallCounts {
    CallCounts()
  }

  /// A spy that answers with `contents`, or as if no file existed when it is nil.
  init(contents: Data? = nil) {
  }

  func read(from url: URL) throws -> Data {
    throw CocoaError(.fileReadNoSuchFile)
  }

  func write(_ data: Data, to url: URL) {
  }

  func fileExists(at url: URL) -> Bool {
    false
  }

  func removeItem(at url: URL) throws {
    throw CocoaError(.fileNoSuchFile)
  }
}
