import Foundation
import Synchronization

@testable import Lesson06TimeAndIdentity

/// A syncer whose first attempts fail on purpose, and that notes on a clock when each
/// attempt started. Each attempt can also take a while on that clock.
final class FlakySyncer: SettingsSyncing {
  /// What attempt number `attempt` throws when it fails.
  struct Failure: Error, Equatable, CustomStringConvertible {
    let attempt: Int

    var description: String {
      "FlakySyncer.Failure(attempt: \(attempt))"
    }
  }

  private let failingAttempts: Int
  private let elapsed: @Sendable () -> Duration
  private let work: @Sendable () async throws -> Void
  private let startTimes = Mutex<[Duration]>([])

  /// A syncer whose first `failingAttempts` attempts throw (pass `.max` for every one).
  ///
  /// It times its attempts on `clock`, counting from the moment it is made, and each
  /// attempt takes `attemptDuration` on that clock: give a duration only with an
  /// `ImmediateClock`, on which that time passes at once. Attempts are counted across
  /// syncs: with `failingAttempts: 4`, a first sync gives up and the next one works.
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

/// A UUID generator for tests: hands out 00000000-0000-0000-0000-000000000001, then …002,
/// and so on, so a test knows which ID comes next. Pass `makeID: { ids.next() }`.
final class SequentialIDs: Sendable {
  private let issued = Mutex(0)

  /// The next ID in the sequence.
  func next() -> UUID {
    Self.id(
      issued.withLock { count in
        count += 1
        return count
      })
  }

  /// The `number`th ID the generator hands out, counting from 1.
  static func id(_ number: Int) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(number / 256), UInt8(number % 256)))
  }
}

/// A date provider that follows `clock`: `start` plus the clock time that has passed since
/// this call. Pass it as `now:` when a test cares at which clock time `now()` was asked.
func dates<C: Clock>(from start: Date, following clock: C) -> @Sendable () -> Date
where C.Instant == VirtualInstant {
  let origin = clock.now
  return {
    let (seconds, attoseconds) = origin.duration(to: clock.now).components
    return start.addingTimeInterval(TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
  }
}
