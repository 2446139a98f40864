import Synchronization

/// Counts up by one every time it is read, so code that asks twice gets two different numbers:
/// a clock that moves on, or IDs that differ.
final class Counter: Sendable {
  private let count: Mutex<Int>

  /// A counter whose first reading is `first`.
  init(from first: Int) {
    count = Mutex(first)
  }

  /// The current number; the next reading is one more.
  func next() -> Int {
    count.withLock { count in
      defer { count += 1 }
      return count
    }
  }
}
