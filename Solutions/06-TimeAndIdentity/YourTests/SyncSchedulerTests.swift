import Foundation
import Testing

@testable import Lesson06TimeAndIdentity

/// Your tests of `SyncScheduler.syncWithRetry()`, on your clocks, with a fixed date and
/// sequential IDs. The first one is written for you: test each other promise of task 5 the
/// same way.
@Suite("Your tests: the retrying scheduler")
struct SyncSchedulerTests {
  let startDate = Date(timeIntervalSince1970: 1_700_000_000)
  let ids = SequentialIDs()

  /// A scheduler on `clock` whose `now()` returns `startDate` unless a test passes `now`.
  func scheduler(
    syncer: FlakySyncer, clock: some Clock<Duration>, now: (@Sendable () -> Date)? = nil
  ) -> SyncScheduler {
    let ids = ids
    return SyncScheduler(
      syncer: syncer, clock: clock, now: now ?? { [startDate] in startDate },
      makeID: { ids.next() })
  }

  /// The clock time that has passed on `clock` since `start`.
  func elapsed(_ clock: ImmediateClock, since start: VirtualInstant = .zero) -> Duration {
    start.duration(to: clock.now)
  }

  @Test("A sync that works at once takes one attempt and no wait")
  func firstAttemptWorks() async throws {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: 0, clock: clock)

    let record = try await scheduler(syncer: syncer, clock: clock).syncWithRetry()

    #expect(
      syncer.attemptTimes == [.zero],
      "One attempt should start at 0 s and no other follow, but attempts started at \(syncer.attemptTimes)"
    )
    #expect(
      elapsed(clock) == .zero,
      "No clock time should pass when the first attempt works, but \(elapsed(clock)) did")
    #expect(record.attempts == 1, "The record should say 1 attempt, not \(record.attempts)")
  }

  // MARK: - The backoff

  @Test("Retries after 1 s, 2 s and 4 s of clock time")
  func retriesWithBackoff() async throws {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: 3, clock: clock)

    _ = try await scheduler(syncer: syncer, clock: clock).syncWithRetry()

    #expect(
      syncer.attemptTimes == [.seconds(0), .seconds(1), .seconds(3), .seconds(7)],
      "With three failures, attempts should start at 0 s, 1 s, 3 s and 7 s, not at \(syncer.attemptTimes)"
    )
    #expect(
      elapsed(clock) == .seconds(7),
      "No wait should follow the fourth attempt that worked: 7 s should pass, not \(elapsed(clock))"
    )
  }

  @Test("Each wait starts when the failed attempt has ended")
  func waitsAfterTheFailedAttempt() async throws {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: 2, attemptDuration: .milliseconds(500), clock: clock)

    _ = try await scheduler(syncer: syncer, clock: clock).syncWithRetry()

    #expect(
      syncer.attemptTimes == [.zero, .milliseconds(1500), .milliseconds(4000)],
      "With attempts of 0.5 s, the waits of 1 s and 2 s should follow each failed attempt: attempts at 0 s, 1.5 s and 4 s, not at \(syncer.attemptTimes)"
    )
  }

  @Test("Gives up after the fourth attempt and throws its error")
  func givesUpAfterFourAttempts() async {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: .max, clock: clock)
    let scheduler = scheduler(syncer: syncer, clock: clock)

    await #expect(
      throws: FlakySyncer.Failure(attempt: 4),
      "When every attempt fails, syncWithRetry() should throw the fourth attempt's error"
    ) {
      try await scheduler.syncWithRetry()
    }
    #expect(
      syncer.attemptCount == 4, "It should try 4 times, then give up, not \(syncer.attemptCount)")
    #expect(
      elapsed(clock) == .seconds(7),
      "Giving up should take 1 s + 2 s + 4 s = 7 s, with no wait after the last failure, not \(elapsed(clock))"
    )
  }

  // MARK: - The record

  @Test("The record counts every attempt, the one that worked included", arguments: 0...3)
  func recordCountsAttempts(failingAttempts: Int) async throws {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: failingAttempts, clock: clock)

    let record = try await scheduler(syncer: syncer, clock: clock).syncWithRetry()

    #expect(
      record.attempts == failingAttempts + 1,
      "After \(failingAttempts) failures and one success, the record should say \(failingAttempts + 1) attempts, not \(record.attempts)"
    )
  }

  @Test("The record's date is what now() returns")
  func dateComesFromNow() async throws {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: 2, clock: clock)

    let record = try await scheduler(syncer: syncer, clock: clock).syncWithRetry()

    #expect(
      record.date == startDate,
      "With now() always returning \(startDate), the record's date should be that date, not \(record.date)"
    )
  }

  @Test("The record's date is taken once the attempt that worked has ended")
  func dateIsWhenTheSyncWorked() async throws {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: 2, attemptDuration: .milliseconds(500), clock: clock)
    let now = dates(from: startDate, following: clock)

    let record = try await scheduler(syncer: syncer, clock: clock, now: now).syncWithRetry()

    #expect(
      record.date == startDate.addingTimeInterval(4.5),
      "Three attempts of 0.5 s and waits of 1 s and 2 s end at 4.5 s: the date should be \(startDate.addingTimeInterval(4.5)), not \(record.date)"
    )
  }

  @Test("Each record gets the next ID from makeID(), one per sync")
  func oneIDPerRecord() async throws {
    let clock = ImmediateClock()
    let scheduler = scheduler(syncer: FlakySyncer(failingAttempts: 2, clock: clock), clock: clock)

    let first = try await scheduler.syncWithRetry()
    let second = try await scheduler.syncWithRetry()

    #expect(
      [first.id, second.id] == [SequentialIDs.id(1), SequentialIDs.id(2)],
      "Two syncs should get the first two IDs makeID() hands out, one each, not \([first.id, second.id])"
    )
  }

  @Test("A sync that gives up takes no ID")
  func noIDForASyncThatGaveUp() async throws {
    let clock = ImmediateClock()
    let scheduler = scheduler(syncer: FlakySyncer(failingAttempts: 4, clock: clock), clock: clock)
    await #expect(throws: FlakySyncer.Failure.self, "The first sync should fail four times") {
      try await scheduler.syncWithRetry()
    }

    let record = try await scheduler.syncWithRetry()

    #expect(
      record.id == SequentialIDs.id(1),
      "A sync that gave up makes no record, so the next record should get the first ID, not \(record.id)"
    )
  }

  // MARK: - Cancellation

  @Test("A cancelled sync stops retrying and throws CancellationError")
  func cancelledSyncStops() async {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: .max, clock: clock)
    let scheduler = scheduler(syncer: syncer, clock: clock)

    let run = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await scheduler.syncWithRetry()
    }
    let result = await run.result

    #expect(
      throws: CancellationError.self,
      "In a cancelled task, the wait should throw CancellationError and syncWithRetry() pass it on"
    ) {
      try result.get()
    }
    #expect(
      syncer.attemptCount <= 1,
      "A cancelled sync should not retry: at most one attempt, not \(syncer.attemptCount)")
  }
}
