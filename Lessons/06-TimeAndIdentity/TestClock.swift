import Synchronization

/// A clock whose time moves only when a test calls `advance(by:)`; sleeps wait for it.
final class TestClock: Clock {
  private struct State {
    var now: VirtualInstant
    // TODO: Task 2. Keep the sleeps that wait here, with what it takes to wake each one.
  }

  private let state: Mutex<State>

  /// A clock that starts at `now` and stays there until you advance it.
  init(now: VirtualInstant = .zero) {
    state = Mutex(State(now: now))
  }

  var now: VirtualInstant {
    state.withLock { $0.now }
  }

  var minimumResolution: Duration {
    .zero
  }

  /// How many sleeps are waiting for time to reach their deadline.
  var sleeperCount: Int {
    // TODO: Task 2. Count the sleeps that are waiting.
    0
  }

  func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    // TODO: Task 2. Return at once when `now` has reached the deadline. Otherwise wait,
    // without a real timer, until advance(by:) passes the deadline.
    throw NotWrittenYet()
  }

  /// Moves time forward by `duration`, and wakes every sleep whose deadline it reached.
  func advance(by duration: Duration) {
    // TODO: Task 2. Move `now` forward, then wake every sleep whose deadline is now or
    // earlier, and forget them.
  }
}

/// What the unfinished `sleep(until:tolerance:)` throws.
private struct NotWrittenYet: Error, CustomStringConvertible {
  var description: String {
    "TestClock.sleep(until:tolerance:) is not written yet (Task 2)"
  }
}
