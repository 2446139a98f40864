import Synchronization

/// Collects values from code that runs in another task, such as a test function run by a trait.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  /// Every value recorded so far, oldest first.
  var values: [Value] {
    storage.withLock { $0 }
  }

  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}
