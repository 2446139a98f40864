import Synchronization

/// Keeps every value handed to `record(_:)`, from any task, in order of arrival.
final class Recorder<Value: Sendable>: Sendable {
  private let recorded = Mutex<[Value]>([])

  /// The values recorded so far, oldest first.
  var values: [Value] {
    recorded.withLock { $0 }
  }

  func record(_ value: Value) {
    recorded.withLock { $0.append(value) }
  }
}
