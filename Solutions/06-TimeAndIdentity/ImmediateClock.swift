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
    try Task.checkCancellation()
    current.withLock { now in
      now = max(now, deadline)
    }
  }
}
