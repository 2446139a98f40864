import Foundation
import Testing

@testable import Lesson06TimeAndIdentity

extension TimeAndIdentityTests {
  @Suite("Task 3: Retry with backoff on the injected clock")
  struct RetryWithBackoff {
    @Test("Retries after 1 s, 2 s and 4 s of clock time", arguments: [1, 2, 3])
    func retriesWithBackoff(failingAttempts: Int) async {
      let clock = ImmediateClock()
      let start = clock.now
      let syncer = FlakySyncer(failingAttempts: failingAttempts, clock: clock)
      let scheduler = makeScheduler(syncer: syncer, clock: clock)

      let situation =
        failingAttempts == 1
        ? "when the first attempt fails" : "when the first \(failingAttempts) attempts fail"
      guard let record = await recordOfSync(scheduler, situation) else { return }

      let attempts = failingAttempts + 1
      let expectedTimes = Array(Fixtures.attemptTimes.prefix(attempts))
      #expect(
        syncer.attemptTimes == expectedTimes,
        "With \(failingAttempts) failing, the attempts should start at \(expectedTimes.map(Fixtures.text)) on the injected clock: a wait of 1 s, then 2 s, then 4 s. If they all start at 0 s, the scheduler does not wait on the injected clock"
      )
      #expect(
        record.attempts == attempts,
        "The record should say the sync took \(attempts) attempts, counting the one that worked")
      #expect(
        start.duration(to: clock.now) == expectedTimes.last,
        "The scheduler should not wait after the attempt that worked")
    }

    @Test("A sync that works at once does not wait")
    func firstAttemptSucceeds() async {
      let clock = ImmediateClock()
      let start = clock.now
      let syncer = FlakySyncer(failingAttempts: 0, clock: clock)
      let scheduler = makeScheduler(syncer: syncer, clock: clock)

      guard let record = await recordOfSync(scheduler, "when the first attempt works")
      else { return }

      #expect(syncer.attemptCount == 1, "A sync whose first attempt works should not be retried")
      #expect(
        start.duration(to: clock.now) == .zero,
        "The scheduler should not sleep before the first attempt, nor after one that worked")
      #expect(record.attempts == 1, "The record should say the sync took 1 attempt")
    }

    @Test("Gives up after the fourth attempt and throws its error")
    func givesUpAfterFourAttempts() async {
      let clock = ImmediateClock()
      let start = clock.now
      let syncer = FlakySyncer(failingAttempts: .max, clock: clock)
      let scheduler = makeScheduler(syncer: syncer, clock: clock)

      let outcome: Result<SyncRecord, any Error>?
      do {
        outcome = try await withRealTimeLimit(
          "syncWithRetry() took more than half a second of real time when every attempt fails: wait on the injected clock, not with Task.sleep(for:), and stop after the fourth attempt"
        ) {
          try await scheduler.syncWithRetry()
        }.map { .success($0) }
      } catch {
        outcome = .failure(error)
      }
      guard let outcome else { return }

      #expect(
        syncer.attemptCount == 4,
        "When every attempt fails, the scheduler should try 4 times in all (the first attempt and 3 retries), then give up"
      )
      #expect(
        throws: FlakySyncer.Failure(attempt: 4),
        "After the fourth failure, syncWithRetry() should throw the error of that last attempt"
      ) {
        try outcome.get()
      }
      #expect(
        start.duration(to: clock.now) == .seconds(7),
        "Giving up should take 1 s + 2 s + 4 s = 7 s of clock time, with no wait after the last attempt"
      )
    }

    @Test("A cancelled sync stops retrying and throws CancellationError")
    func cancelledSyncStops() async throws {
      let clock = ImmediateClock()
      let syncer = FlakySyncer(failingAttempts: .max, clock: clock)
      let scheduler = makeScheduler(syncer: syncer, clock: clock)
      let run = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return try await scheduler.syncWithRetry()
      }

      guard
        let result = try await withRealTimeLimit(
          "syncWithRetry() in a cancelled task took more than half a second of real time: wait on the injected clock, whose sleep throws CancellationError at once",
          { await run.result })
      else { return }

      #expect(
        throws: CancellationError.self,
        "In a cancelled task, the wait after a failed attempt throws CancellationError: syncWithRetry() should throw it, not swallow it with try? and retry"
      ) {
        try result.get()
      }
      #expect(
        syncer.attemptCount <= 1,
        "A cancelled sync should not retry a failed attempt: at most 1 attempt, not \(syncer.attemptCount)"
      )
    }

    @Test("Waits the whole delay before each retry")
    func waitsTheWholeDelay() async throws {
      let clock = TestClock()
      let syncer = FlakySyncer(failingAttempts: 3, clock: clock)
      let scheduler = makeScheduler(syncer: syncer, clock: clock)
      let run = Task { try await scheduler.syncWithRetry() }
      defer { run.cancel() }

      for (failed, delay) in zip(1..., Fixtures.backoff) {
        guard
          await waitUntil(
            "After attempt \(failed) failed, the scheduler should sleep \(Fixtures.text(delay)) on the injected clock, so sleeperCount should be 1, but after half a second of real time attemptCount was \(syncer.attemptCount) and sleeperCount \(clock.sleeperCount). Does it call Task.sleep(for:) instead of clock.sleep(for:)?",
            { syncer.attemptCount == failed && clock.sleeperCount == 1 })
        else { return }

        clock.advance(by: delay - .milliseconds(1))
        await letOtherTasksRun()
        #expect(
          syncer.attemptCount == failed,
          "Attempt \(failed + 1) should wait until \(Fixtures.text(delay)) has passed after attempt \(failed), not start a millisecond early"
        )

        clock.advance(by: .milliseconds(1))
      }
      guard
        let record = try await withRealTimeLimit(
          "After the clock reached 7 s, the fourth attempt should succeed and syncWithRetry() return, but it had not after half a second of real time",
          { try await run.value })
      else { return }
      #expect(record.attempts == 4, "The record should say the sync took 4 attempts")
    }
  }
}
