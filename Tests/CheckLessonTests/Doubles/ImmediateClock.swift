import Synchronization

/// A clock whose `sleep` returns at once and moves its time on, so a watchdog that
/// waits 30 seconds finishes in microseconds.
final class ImmediateClock: Clock {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Mutex(Instant(offset: .zero))

  var now: Instant { current.withLock { $0 } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
  }
}
