import Synchronization

/// A clock whose time moves only when a test calls `advance(by:)`; sleeps wait for it.
final class TestClock: Clock {
  /// A task suspended in `sleep(until:tolerance:)`, and the time it waits for.
  private struct Sleeper {
    let deadline: VirtualInstant
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now: VirtualInstant
    var sleepers: [Sleeper] = []
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
    state.withLock { $0.sleepers.count }
  }

  func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    await withCheckedContinuation { continuation in
      let isDue = state.withLock { state in
        guard deadline > state.now else { return true }
        state.sleepers.append(Sleeper(deadline: deadline, continuation: continuation))
        return false
      }
      if isDue {
        continuation.resume()
      }
    }
  }

  /// Moves time forward by `duration`, and wakes every sleep whose deadline it reached.
  func advance(by duration: Duration) {
    let due = state.withLock { state in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due.sorted(by: { $0.deadline < $1.deadline }) {
      sleeper.continuation.resume()
    }
  }
}
