import Foundation
import Testing

@testable import Lesson06TimeAndIdentity

extension TimeAndIdentityTests {
  @Suite("Task 4: Stamp records with the injected date and ID")
  struct StampRecords {
    @Test("The record's date comes from the injected now()")
    func dateComesFromNow() async {
      let clock = ImmediateClock()
      let scheduler = makeScheduler(
        syncer: FlakySyncer(failingAttempts: 0, clock: clock), clock: clock,
        now: { Fixtures.startDate })

      guard let record = await recordOfSync(scheduler, "when the first attempt works")
      else { return }

      #expect(
        record.date == Fixtures.startDate,
        "record.date should be what the injected now() returns (\(Fixtures.startDate)), not Date()"
      )
    }

    @Test("The record's date is when the successful attempt finished")
    func dateIsWhenTheSyncSucceeded() async {
      let clock = ImmediateClock()
      let scheduler = makeScheduler(
        syncer: FlakySyncer(failingAttempts: 2, attemptDuration: .milliseconds(500), clock: clock),
        clock: clock, now: Fixtures.dates(following: clock))

      guard let record = await recordOfSync(scheduler, "when the first two attempts fail")
      else { return }

      #expect(
        Fixtures.secondsAfterStart(record.date) == 4.5,
        "Each attempt takes 0.5 s, so the third one ends 4.5 s after the start (3 × 0.5 s, and 1 s + 2 s of backoff): ask now() for the date after it succeeds, not before the first attempt or as the last one starts"
      )
    }

    @Test("The record's ID comes from the injected makeID()")
    func idComesFromMakeID() async {
      let clock = ImmediateClock()
      let scheduler = makeScheduler(
        syncer: FlakySyncer(failingAttempts: 0, clock: clock), clock: clock, ids: SequentialIDs())

      guard let record = await recordOfSync(scheduler, "when the first attempt works")
      else { return }

      #expect(
        record.id == SequentialIDs.id(1),
        "record.id should be the first ID the injected makeID() hands out (\(SequentialIDs.id(1))), not UUID()"
      )
    }

    @Test("Each record gets a new ID, one per sync")
    func oneNewIDPerRecord() async {
      let clock = ImmediateClock()
      let scheduler = makeScheduler(
        syncer: FlakySyncer(failingAttempts: 2, clock: clock), clock: clock, ids: SequentialIDs())

      guard let first = await recordOfSync(scheduler, "when the first two attempts fail"),
        let second = await recordOfSync(scheduler, "when its attempt works")
      else { return }

      #expect(
        [first.id, second.id] == [SequentialIDs.id(1), SequentialIDs.id(2)],
        "Two syncs should get the first two IDs makeID() hands out: ask for one ID per record, not one per attempt, and not one for the scheduler's whole life"
      )
    }

    @Test("A sync that gives up takes no ID")
    func noIDForASyncThatGivesUp() async throws {
      let clock = ImmediateClock()
      let scheduler = makeScheduler(
        syncer: FlakySyncer(failingAttempts: 4, clock: clock), clock: clock, ids: SequentialIDs())

      do {
        guard
          try await withRealTimeLimit(
            "syncWithRetry() took more than half a second of real time when every attempt fails: wait on the injected clock, not with Task.sleep(for:)",
            { try await scheduler.syncWithRetry() }) != nil
        else { return }
        Issue.record(
          "When all four attempts fail, syncWithRetry() should throw, not return a record")
        return
      } catch {
        // The first sync gave up, as it should.
      }
      guard
        let record = await recordOfSync(
          scheduler, "after a sync that gave up, when its attempt works")
      else { return }

      #expect(
        record.id == SequentialIDs.id(1),
        "A sync that gives up makes no record, so it should take no ID: the next record should get the first ID makeID() hands out (\(SequentialIDs.id(1))), not \(record.id). Ask for the ID once an attempt has worked, not before the first one"
      )
    }
  }
}
