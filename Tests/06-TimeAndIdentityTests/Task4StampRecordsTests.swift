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

    @Test("The record's date is when the successful attempt finished", arguments: [2, 3])
    func dateIsWhenTheSyncSucceeded(failingAttempts: Int) async {
      let clock = ImmediateClock()
      let scheduler = makeScheduler(
        syncer: FlakySyncer(
          failingAttempts: failingAttempts, attemptDuration: .milliseconds(500), clock: clock),
        clock: clock, now: Fixtures.dates(following: clock))
      let attempts = failingAttempts + 1
      // The attempt that works starts after the backoff and the failed attempts, and takes 0.5 s.
      let expected =
        Fixtures.seconds(Fixtures.attemptTimes[failingAttempts]) + Double(attempts) * 0.5

      guard
        let record = await recordOfSync(
          scheduler, "when the first \(failingAttempts) attempts fail")
      else { return }

      #expect(
        Fixtures.secondsAfterStart(record.date) == expected,
        "Each attempt takes 0.5 s, so attempt \(attempts), the one that works, ends \(expected) s after the start (\(attempts) × 0.5 s, and \(Fixtures.text(Fixtures.attemptTimes[failingAttempts])) of backoff): ask the injected now() for the date after it succeeds, whichever attempt it is, not Date(), and not before the first attempt or as the last one starts"
      )
    }

    @Test("The record's date is what now() tells once the sync worked, also when it goes back")
    func dateFollowsAClockSetBack() async {
      let clock = ImmediateClock()
      let start = clock.now
      // A date provider that was set back: it goes back as much as the clock moves on.
      let now: @Sendable () -> Date = {
        Fixtures.startDate.addingTimeInterval(-Fixtures.seconds(start.duration(to: clock.now)))
      }
      let scheduler = makeScheduler(
        syncer: FlakySyncer(failingAttempts: 2, attemptDuration: .milliseconds(500), clock: clock),
        clock: clock, now: now)

      guard let record = await recordOfSync(scheduler, "when the first 2 attempts fail")
      else { return }

      #expect(
        Fixtures.secondsAfterStart(record.date) == -4.5,
        "now() reads 4.5 s before the start once attempt 3 worked: record.date should be that, what now() returns after the sync succeeds, not the later date it told when the sync started"
      )
    }

    @Test("The record's ID comes from the injected makeID()", arguments: [0, 3])
    func idComesFromMakeID(failingAttempts: Int) async {
      let clock = ImmediateClock()
      let scheduler = makeScheduler(
        syncer: FlakySyncer(failingAttempts: failingAttempts, clock: clock), clock: clock,
        ids: SequentialIDs())
      let situation =
        failingAttempts == 0
        ? "when the first attempt works" : "when only the last of four attempts works"

      guard let record = await recordOfSync(scheduler, situation) else { return }

      #expect(
        record.id == SequentialIDs.id(1),
        "\(situation.prefix(1).uppercased() + situation.dropFirst()), record.id should be the first ID the injected makeID() hands out (\(SequentialIDs.id(1))), not UUID()"
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
