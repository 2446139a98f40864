import SuiteSupport
import Testing

@testable import Lesson06TimeAndIdentity

extension TimeAndIdentityTests {
  @Suite("Task 2: Write a test clock you advance by hand")
  struct WriteATestClock {
    @Test("Time stands still until you advance it")
    func timeStandsStill() async {
      let clock = TestClock()
      let start = clock.now

      await letOtherTasksRun()
      #expect(start.duration(to: clock.now) == .zero, "A TestClock's now should not move by itself")

      clock.advance(by: .seconds(5))
      #expect(
        start.duration(to: clock.now) == .seconds(5),
        "After advance(by: .seconds(5)), now should be 5 s after the start")

      clock.advance(by: .milliseconds(250))
      #expect(
        start.duration(to: clock.now) == .milliseconds(5250),
        "advance(by:) should add to the time, not set it: 5 s then 250 ms make 5.25 s")
    }

    @Test("A sleep waits until time reaches its deadline, whatever its tolerance")
    func sleepWaitsForItsDeadline() async throws {
      let clock = TestClock()
      // A tolerance longer than the sleep itself: it lets a real clock wake late, never early.
      let probe = SleepProbe(on: clock, for: .seconds(5), tolerance: .seconds(10))
      defer { probe.task.cancel() }

      guard
        await waitUntil(
          "After half a second of real time, sleep(for: .seconds(5), tolerance: .seconds(10)) was neither waiting (sleeperCount should be 1) nor done",
          { clock.sleeperCount == 1 || probe.hasEnded })
      else { return }
      if probe.hasEnded {
        try await probe.task.value
        Issue.record(
          "sleep(for: .seconds(5), tolerance: .seconds(10)) returned before anyone advanced the clock; it should wait for advance(by:)"
        )
        return
      }

      clock.advance(by: .seconds(4))
      await letOtherTasksRun()
      #expect(
        !probe.hasEnded,
        "After advancing 4 s, a 5 s sleep should still be waiting: a tolerance never lets a sleep end before its deadline"
      )
      #expect(clock.sleeperCount == 1, "After advancing 4 s, sleeperCount should still be 1")

      clock.advance(by: .seconds(1))
      guard
        try await probe.end(
          "Advancing time to exactly the deadline (5 s) should wake the sleep, whatever tolerance (here 10 s) it passed, but it was still waiting after half a second of real time"
        )
      else { return }
      #expect(
        clock.sleeperCount == 0, "A sleep that has woken should no longer count in sleeperCount")
    }

    @Test("One advance wakes every sleep whose deadline it reached, and only those")
    func advanceWakesEveryDueSleep() async throws {
      let clock = TestClock()
      let start = clock.now
      // Started one at a time, in this order: not in the order of their deadlines, and two
      // of them for the same deadline.
      var probes: [SleepProbe] = []
      defer { for probe in probes { probe.task.cancel() } }
      for duration: Duration in [.seconds(3), .seconds(1), .seconds(2), .seconds(2)] {
        probes.append(SleepProbe(on: clock, for: duration))
        let started = probes.map { Fixtures.text($0.duration) }
        let count = probes.count
        guard
          await waitUntil(
            "After half a second of real time, the sleeps \(started), started one after the other, were not all waiting: sleeperCount should be \(count), but it is \(clock.sleeperCount). Keep every waiting sleep, even one for the same deadline as another",
            { clock.sleeperCount == count || probes.contains(where: \.hasEnded) })
        else { return }
        // A sleep that threw ends the test with its error, which says more than "ended early".
        for probe in probes where probe.hasEnded { try await probe.task.value }
        let endedEarly = probes.filter(\.hasEnded).map { Fixtures.text($0.duration) }
        #expect(endedEarly.isEmpty, "No sleep should return before anyone advances the clock")
        guard endedEarly.isEmpty else { return }
      }

      clock.advance(by: .seconds(2))
      for probe in probes.dropFirst() {
        guard
          try await probe.end(
            "After advancing 2 s, the \(Fixtures.text(probe.duration)) sleep should wake, but it was still waiting after half a second of real time: wake every sleep whose deadline has passed, not only the first"
          )
        else { return }
      }
      await letOtherTasksRun()
      #expect(!probes[0].hasEnded, "After advancing 2 s, the 3 s sleep should still be waiting")
      #expect(clock.sleeperCount == 1, "After advancing 2 s, only the 3 s sleep should be left")
      #expect(
        start.duration(to: clock.now) == .seconds(2),
        "Waking sleeps should not move the clock: now should stay where advance(by:) put it")

      clock.advance(by: .seconds(1))
      _ = try await probes[0].end(
        "After advancing 1 s more, the 3 s sleep, which started first, should wake, but it was still waiting after half a second of real time: take out of the waiting sleeps exactly the ones you wake"
      )
    }

    @Test("A sleep whose deadline has already passed returns at once")
    func pastDeadlineReturnsAtOnce() async throws {
      let clock = TestClock()
      let start = clock.now
      clock.advance(by: .seconds(10))

      let returned: Void? = try await withRealTimeLimit(
        "sleep(until:) a deadline at or before now should return at once, without waiting for advance(by:); it was still waiting after half a second of real time"
      ) {
        try await clock.sleep(until: clock.now)
        try await clock.sleep(until: start.advanced(by: .seconds(3)))
        try await clock.sleep(for: .zero)
      }
      guard returned != nil else { return }
      #expect(
        clock.sleeperCount == 0, "A sleep that returned at once should not count in sleeperCount")
      #expect(
        start.duration(to: clock.now) == .seconds(10),
        "Sleeping should never move now: after advance(by: .seconds(10)), sleeps whose deadlines have passed should leave now at 10 s"
      )
    }

    @Test("Checks the deadline and keeps the sleeper in one withLock")
    func checksAndKeepsInOneLock() throws {
      let sleeps = try LessonCode.load().sleepBodies(in: "TestClock")
      try #require(
        !sleeps.isEmpty, "The tests should find TestClock's func sleep(until:tolerance:)")

      for sleep in sleeps {
        let locking = LessonCode.locking(of: sleep)
        #expect(
          locking.withLockCalls <= 1,
          "TestClock's sleep(until:tolerance:) should check the deadline and keep the sleeper in one withLock, but it calls withLock \(locking.withLockCalls) times: an advance(by:) between two locks misses the sleeper, and it waits forever"
        )
        #expect(
          locking.readsOfNowOutsideLock.isEmpty,
          "TestClock's sleep(until:tolerance:) should compare the deadline with now inside the withLock that keeps the sleeper, not through the clock's now property: an advance(by:) between that read and the lock misses the sleeper, and it waits forever. Found: \(locking.readsOfNowOutsideLock)"
        )
      }
    }

    @Test("Resumes sleeps only after withLock returns")
    func resumesOutsideTheLock() throws {
      let code = try LessonCode.load()
      try #require(
        try !code.bodies(of: "TestClock").isEmpty, "The tests should find final class TestClock")

      let resumes = try code.resumesInsideLock(in: "TestClock")
      #expect(
        resumes.isEmpty,
        "TestClock should resume a continuation only after withLock returns, never inside a withLock closure: take the due sleeps out inside the lock, and resume them after it, so that no other code runs while you hold the lock. Found: \(resumes)"
      )
    }
  }
}
