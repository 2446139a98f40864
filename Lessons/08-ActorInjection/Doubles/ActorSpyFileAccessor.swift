import Foundation

/// A spy that counts every call, as an actor: its counts are state only the actor touches.
///
/// Callers from outside await every method, so the actor satisfies the async port. It
/// cannot satisfy the synchronous `FileAccessorProviding`.
actor ActorSpyFileAccessor: AsyncFileAccessorProviding {
  /// The calls made so far, counted by method.
  // TODO: Task 2. Make this a stored `private(set) var`, and add one to it in every method.
  var counts: CallCounts {
    CallCounts()
  }

  // TODO: Task 2. Keep `contents` in a stored `let`.

  /// A spy that answers with `contents`, or as if no file existed when it is nil.
  init(contents: Data? = nil) {
  }

  func read(from url: URL) throws -> Data {
    // TODO: Task 2. Count the call, then return `contents`, or throw when it is nil.
    throw CocoaError(.fileReadNoSuchFile)
  }

  func write(_ data: Data, to url: URL) {
    // TODO: Task 2. Count the call; a spy stores nothing.
  }

  func fileExists(at url: URL) -> Bool {
    // TODO: Task 2. Count the call; true exactly when there are `contents`.
    false
  }

  func removeItem(at url: URL) throws {
    // TODO: Task 2. Count the call; throw when there are no `contents`.
    throw CocoaError(.fileNoSuchFile)
  }
}
