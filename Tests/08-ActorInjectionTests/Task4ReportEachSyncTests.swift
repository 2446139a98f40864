import Foundation
import Testing

@testable import Lesson08ActorInjection

extension ActorInjectionTests {
  @Suite("Task 4: Report each sync with onSync")
  struct ReportEachSync {
    @Test("Reports each finished sync once")
    func reportsEachSyncOnce() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()

      await confirmation(
        "onSync should be called exactly once for each of 3 finished syncs", expectedCount: 3
      ) { synced in
        let manager = harness.makeSyncManager(onSync: { _ in synced() })
        for _ in 0..<3 {
          do {
            try await manager.sync()
          } catch {
            Issue.record("sync() should not throw when nothing fails, but threw \(error)")
          }
        }
      }
    }

    @Test("Reports the date it records in lastSyncDate")
    func reportsTheRecordedDate() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let clock = SteppingClock()
      let reported = Recorder<Date>()
      let manager = harness.makeSyncManager(
        now: { clock.now() }, onSync: { date in reported.record(date) })

      var recorded: [Date?] = []
      for _ in 0..<2 {
        try? await manager.sync()
        recorded.append(await manager.lastSyncDate)
      }

      #expect(
        reported.values.map(Optional.some) == recorded,
        "onSync should receive the same date sync() stores in lastSyncDate: read now() once per sync and use that value for both"
      )
      #expect(
        reported.values.count == 2,
        "onSync should be called once for each of the 2 syncs, with the date of that sync")
    }

    @Test("Reports the sync before sync() returns, in the task that called it")
    func reportsBeforeReturning() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      // Whether the task that called onSync was cancelled: code inside sync() runs in the
      // caller's task, and a Task { … } it starts runs in a new task that is not cancelled.
      let cancelled = Recorder<Bool>()
      let manager = harness.makeSyncManager(onSync: { _ in cancelled.record(Task.isCancelled) })

      let seenWhenSyncReturned = await withTaskGroup(of: [Bool].self) { group in
        group.cancelAll()
        group.addTask {
          // The mocks ignore cancellation, so this sync works.
          try? await manager.sync()
          return cancelled.values
        }
        return await group.next() ?? []
      }

      #expect(
        seenWhenSyncReturned == [true],
        "onSync should have been called once, inside sync(), by the time sync() returns (it ran \(seenWhenSyncReturned.count) times by then): call it directly, not in a Task { … }, which runs later in a task of its own"
      )
    }

    @Test("Reports nothing when a sync fails", arguments: SyncFailure.allCases)
    func reportsNothingOnFailure(failure: SyncFailure) async throws {
      let harness = try failure.makeHarness()

      await confirmation(
        "When \(failure), onSync should not be called: report a sync only after every step worked",
        expectedCount: 0
      ) { synced in
        let manager = harness.makeSyncManager(onSync: { _ in synced() })
        try? await manager.sync()
      }
    }

    @Test(
      "Reports nothing when a sync fails after one that worked",
      arguments: SyncFailure.laterFailures)
    func reportsNothingForALaterFailure(failure: SyncFailure) async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let reported = Recorder<Date>()
      let manager = harness.makeSyncManager(onSync: { date in reported.record(date) })
      try? await manager.sync()
      try #require(
        reported.values == [Harness.syncDate],
        "the first sync should work and call onSync once, with the date now() returned")

      try failure.breakSyncs(on: harness)
      try? await manager.sync()

      #expect(
        reported.values == [Harness.syncDate],
        "When \(failure) after a sync that worked, onSync should not be called again, not even with the earlier date: report only a sync that worked, from inside it"
      )
    }

    @Test("Reports every sync when many run at once")
    func reportsConcurrentSyncs() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let tasks = 8
      let syncsPerTask = 25

      await confirmation(
        "\(tasks * syncsPerTask) syncs from \(tasks) tasks at once should call onSync \(tasks * syncsPerTask) times",
        expectedCount: tasks * syncsPerTask
      ) { synced in
        let manager = harness.makeSyncManager(onSync: { _ in synced() })
        let failures = await withTaskGroup(of: Int.self) { group in
          for _ in 0..<tasks {
            group.addTask {
              var failures = 0
              for _ in 0..<syncsPerTask {
                do { try await manager.sync() } catch { failures += 1 }
              }
              return failures
            }
          }
          return await group.reduce(0, +)
        }
        #expect(
          failures == 0, "Every sync should succeed when many run at once, but \(failures) threw")
      }
    }
  }
}
