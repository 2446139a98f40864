import SuiteSupport
import Testing

@testable import Lesson06TimeAndIdentity

extension TimeAndIdentityTests {
  @Suite("Task 1: Write an immediate clock")
  struct WriteAnImmediateClock {
    @Test("Sleeping returns at once, with no real time passing")
    func sleepingReturnsAtOnce() async throws {
      let clock: any Clock<Duration> = ImmediateClock()

      // An hour's sleep on an ImmediateClock should take no real time at all.
      _ = try await withRealTimeLimit(
        "ImmediateClock's sleep(for: .seconds(3600)) should return at once, but it was still sleeping after half a second of real time: does it call Task.sleep or another real clock?"
      ) {
        try await clock.sleep(for: .seconds(3600))
      }
    }

    @Test("Sleeping moves now forward by the time slept, whatever the tolerance")
    func sleepingMovesNowForward() async throws {
      let clock = ImmediateClock()
      let start = clock.now

      let observed = try await withRealTimeLimit(
        "ImmediateClock's sleep should return at once, but it took more than half a second of real time"
      ) {
        try await clock.sleep(for: .seconds(90))
        let afterSleepFor = start.duration(to: clock.now)
        try await clock.sleep(until: start.advanced(by: .seconds(100)))
        let afterSleepUntil = start.duration(to: clock.now)
        try await clock.sleep(until: start.advanced(by: .seconds(120)), tolerance: .seconds(5))
        let afterTolerantSleep = start.duration(to: clock.now)
        return (afterSleepFor, afterSleepUntil, afterTolerantSleep)
      }
      guard let elapsed = observed else { return }

      #expect(
        elapsed.0 == .seconds(90),
        "After sleep(for: .seconds(90)), now should be 90 s later, as if the time had passed")
      #expect(
        elapsed.1 == .seconds(100),
        "After sleep(until:) a deadline 100 s after the start, now should be that deadline")
      #expect(
        elapsed.2 == .seconds(120),
        "After sleep(until:) a deadline 120 s after the start with a tolerance of 5 s, now should be that deadline exactly, not \(Fixtures.text(elapsed.2)): an immediate clock never oversleeps"
      )
    }

    @Test("Sleeping until a time already past leaves now where it is")
    func pastDeadlineLeavesNowAlone() async throws {
      let clock = ImmediateClock()
      let start = clock.now

      let observed = try await withRealTimeLimit(
        "ImmediateClock's sleep should return at once, but it took more than half a second of real time"
      ) {
        try await clock.sleep(for: .seconds(10))
        try await clock.sleep(until: start.advanced(by: .seconds(4)))
        try await clock.sleep(for: .zero)
        return start.duration(to: clock.now)
      }
      guard let elapsed = observed else { return }

      #expect(
        elapsed == .seconds(10),
        "Sleeping until a deadline that has already passed should not move now, and never backwards"
      )
    }

    @Test("Sleeping in a cancelled task throws CancellationError")
    func cancelledSleepThrows() async throws {
      let clock = ImmediateClock()
      let start = clock.now
      let sleeper = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }

      guard
        let result = try await withRealTimeLimit(
          "ImmediateClock's sleep should return at once, but it took more than half a second of real time",
          { await sleeper.result })
      else { return }

      #expect(
        throws: CancellationError.self,
        "sleep should throw CancellationError when its task is cancelled, as Task.sleep does, so that a retry loop stops"
      ) {
        try result.get()
      }
      #expect(
        start.duration(to: clock.now) == .zero,
        "A sleep in a cancelled task should throw without moving now: now should still be at the start, not 1 s later"
      )
    }

    @Test("Sleeping in a cancelled task throws even when the deadline has passed")
    func cancelledSleepUntilPastDeadlineThrows() async throws {
      let clock = ImmediateClock()
      let start = clock.now
      let sleeper = Task { () -> (reached: Bool, passed: Bool) in
        try await clock.sleep(for: .seconds(10))
        withUnsafeCurrentTask { $0?.cancel() }
        var reachedThrew = false
        do {
          try await clock.sleep(until: start.advanced(by: .seconds(10)))
        } catch is CancellationError {
          reachedThrew = true
        }
        var passedThrew = false
        do {
          try await clock.sleep(until: start.advanced(by: .seconds(4)))
        } catch is CancellationError {
          passedThrew = true
        }
        return (reachedThrew, passedThrew)
      }

      guard
        let result = try await withRealTimeLimit(
          "ImmediateClock's sleep should return at once, but it took more than half a second of real time",
          { await sleeper.result })
      else { return }
      let threw = try result.get()

      #expect(
        threw.reached,
        "In a cancelled task, sleep(until:) a deadline equal to now should throw CancellationError, as Task.sleep does, not return at once"
      )
      #expect(
        threw.passed,
        "In a cancelled task, sleep(until:) a deadline already passed should throw CancellationError, as Task.sleep does, not return at once"
      )
      #expect(
        start.duration(to: clock.now) == .seconds(10),
        "Cancelled sleeps should leave now where it was, 10 s after the start")
    }

    @Test("Reads now and moves it in one withLock")
    func readsAndMovesNowInOneLock() throws {
      let sleeps = try LessonCode.load().sleepBodies(in: "ImmediateClock")
      try #require(
        !sleeps.isEmpty, "The tests should find ImmediateClock's func sleep(until:tolerance:)")

      for sleep in sleeps {
        let locking = LessonCode.locking(of: sleep)
        #expect(
          locking.withLockCalls <= 1,
          "ImmediateClock's sleep(until:tolerance:) should read now and move it in one withLock, but it calls withLock \(locking.withLockCalls) times: another sleep can move now between two locks, and this one then moves it backwards"
        )
        #expect(
          locking.readsOfNowOutsideLock.isEmpty,
          "ImmediateClock's sleep(until:tolerance:) should read now inside its withLock, not through the clock's now property: another sleep can move now between that read and the lock, and this one then moves it backwards. Found: \(locking.readsOfNowOutsideLock)"
        )
      }
    }
  }
}
