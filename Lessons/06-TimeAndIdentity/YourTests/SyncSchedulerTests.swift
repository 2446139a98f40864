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

  @Test("A sync that works at once takes one attempt and no wait")
  func firstAttemptWorks() async throws {
    let clock = ImmediateClock()
    let syncer = FlakySyncer(failingAttempts: 0, clock: clock)
    let scheduler = SyncScheduler(
      syncer: syncer, clock: clock, now: { [startDate] in startDate },
      makeID: { [ids] in ids.next() })

    let record = try await scheduler.syncWithRetry()

    #expect(
      syncer.attemptTimes == [.zero],
      "One attempt should start at 0 s and no other follow, but attempts started at \(syncer.attemptTimes)"
    )
    #expect(
      clock.now == .zero,
      "No clock time should pass when the first attempt works, but the clock is at \(clock.now.offset)"
    )
    #expect(record.attempts == 1, "The record should say 1 attempt, not \(record.attempts)")
  }

  // TODO: Task 5. Test each other promise of syncWithRetry().
}
