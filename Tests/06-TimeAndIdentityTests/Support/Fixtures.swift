import Foundation
import Testing

@testable import Lesson06TimeAndIdentity

/// Values and helpers shared by the scheduler's tests.
enum Fixtures {
  /// A fixed date, years before anyone runs this suite, so `Date()` can never match it.
  static let startDate = Date(timeIntervalSince1970: 1_700_000_000)

  /// How many seconds after `startDate` a date is, to the millisecond: a failure shows 4.0
  /// and 4.5 where two printed dates would both read `2023-11-14 22:13:24 +0000`.
  static func secondsAfterStart(_ date: Date) -> Double {
    (date.timeIntervalSince(startDate) * 1000).rounded() / 1000
  }

  /// The waits the README asks for before the second, third and fourth attempt.
  static let backoff: [Duration] = [.seconds(1), .seconds(2), .seconds(4)]

  /// When attempts 1 to 4 start on the clock, given that backoff: 0 s, 1 s, 3 s and 7 s.
  static let attemptTimes: [Duration] = [.seconds(0), .seconds(1), .seconds(3), .seconds(7)]

  /// A date provider that follows `clock`: `startDate` plus the time the clock has moved.
  static func dates(following clock: ImmediateClock) -> @Sendable () -> Date {
    let start = clock.now
    return { startDate.addingTimeInterval(seconds(start.duration(to: clock.now))) }
  }

  /// `duration` in seconds for a message, such as "1 s" or "0.25 s".
  static func text(_ duration: Duration) -> String {
    let value = seconds(duration)
    return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// `duration` in seconds, as a `TimeInterval`.
  static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

/// A scheduler with the given syncer and clock, a fixed date and sequential IDs.
func makeScheduler(
  syncer: FlakySyncer,
  clock: any Clock<Duration>,
  now: @escaping @Sendable () -> Date = { Fixtures.startDate },
  ids: SequentialIDs = SequentialIDs()
) -> SyncScheduler {
  SyncScheduler(syncer: syncer, clock: clock, now: now, makeID: { ids.next() })
}

/// Runs `scheduler.syncWithRetry()` under the real-time limit. Records an issue and
/// returns nil when it throws or takes real time.
func recordOfSync(
  _ scheduler: SyncScheduler,
  _ situation: String,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> SyncRecord? {
  do {
    return try await withRealTimeLimit(
      "syncWithRetry() took more than half a second of real time \(situation). The waits between attempts should pass on the injected clock: use clock.sleep(for:), not Task.sleep(for:).",
      sourceLocation: sourceLocation
    ) {
      try await scheduler.syncWithRetry()
    }
  } catch {
    Issue.record(
      "syncWithRetry() should return a SyncRecord \(situation), but it threw \(error)",
      sourceLocation: sourceLocation)
    return nil
  }
}
