import Synchronization

/// A clock whose sleeps return at once, moving its time forward as if they had waited.
final class ImmediateClock: Clock {
  private let current: Mutex<VirtualInstant>

  /// A clock that starts at `now`.
  init(now: VirtualInstant = .zero) {
    current = Mutex(now)
  }

  var now: VirtualInstant {
    current.withLock { $0 }
  }

  var minimumResolution: Duration {
    .zero
  }

  func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    // TODO: Task 1. A cancelled task's sleep throws. Otherwise move `now` to the deadline
    // (never backwards) and return at once, without waiting.
    throw NotWrittenYet()
  }
}

/// What the unfinished `sleep(until:tolerance:)` throws.
private struct NotWrittenYet: Error, CustomStringConvertible {
  var description: String {
    "ImmediateClock.sleep(until:tolerance:) is not written yet (Task 1)"
  }
}
