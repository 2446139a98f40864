import Synchronization

@testable import Lesson06TimeAndIdentity

/// A syncer whose first attempts fail on purpose, and that notes on the injected clock
/// when each attempt started. Each attempt can also take a while on that clock.
final class FlakySyncer: SettingsSyncing {
  /// What attempt number `attempt` throws when it fails.
  struct Failure: Error, Equatable, CustomStringConvertible {
    let attempt: Int

    var description: String {
      "FlakySyncer.Failure(attempt: \(attempt)): attempt \(attempt) failed on purpose"
    }
  }

  private let failingAttempts: Int
  private let elapsed: @Sendable () -> Duration
  private let work: @Sendable () async throws -> Void
  private let startTimes = Mutex<[Duration]>([])

  /// A syncer whose first `failingAttempts` attempts throw (pass `.max` for "every one"),
  /// timing its attempts on `clock`, where each attempt takes `attemptDuration`.
  init<C: Clock>(failingAttempts: Int, attemptDuration: Duration = .zero, clock: C)
  where C.Instant == VirtualInstant {
    let start = clock.now
    self.failingAttempts = failingAttempts
    self.elapsed = { start.duration(to: clock.now) }
    self.work = {
      if attemptDuration > .zero { try await clock.sleep(for: attemptDuration) }
    }
  }

  /// When each attempt started, as time on the clock since the syncer was made.
  var attemptTimes: [Duration] {
    startTimes.withLock { $0 }
  }

  /// How many attempts were made so far.
  var attemptCount: Int {
    startTimes.withLock { $0.count }
  }

  func sync() async throws {
    // No correct scheduler tries a fifth time, so past four attempts a cancelled task's
    // attempt throws: a retry loop that never ends still stops once the test gives up on
    // it. Up to then, attempts ignore cancellation, so that only the scheduler stops a
    // cancelled sync.
    if attemptCount >= Fixtures.attemptTimes.count {
      try Task.checkCancellation()
    }
    let time = elapsed()
    let attempt = startTimes.withLock { times in
      times.append(time)
      return times.count
    }
    try await work()
    if attempt <= failingAttempts {
      throw Failure(attempt: attempt)
    }
  }
}
