import Foundation
import Testing

@testable import Lesson08ActorInjection

extension ActorInjectionTests {
  @Suite("Task 3: Sync through the async port")
  struct SyncThroughTheAsyncPort {
    @Test("Copies settings.json into the sync container")
    func copiesTheSettings() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let manager = harness.makeSyncManager()

      do {
        try await manager.sync()
      } catch {
        Issue.record("sync() should not throw when nothing fails, but threw \(error)")
        return
      }

      let saved = try Harness.savedData()
      #expect(
        harness.files.contents(at: Harness.syncedFile) == saved,
        "sync() should write the bytes of settings.json into settings.json in the .sync container"
      )
      let bookmark = try harness.bookmarks.loadBookmark(forKey: "lastSyncLocation")
      #expect(
        bookmark == Data(Harness.syncedFile.absoluteString.utf8),
        "sync() should save the synced file's URL as text, Data(destination.absoluteString.utf8), under the key \"lastSyncLocation\""
      )
      #expect(
        await manager.lastSyncDate == Harness.syncDate,
        "sync() should set lastSyncDate to what the injected now() returns")
    }

    @Test("Records the time the sync finished, after the copy and the bookmark")
    func recordsWhenTheSyncFinished() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let (files, bookmarks) = (harness.files, harness.bookmarks)
      let started = Date(timeIntervalSince1970: 1_600_000_000)
      // A clock that tells when it was read: before the copy and the bookmark were saved, or after.
      let manager = harness.makeSyncManager(now: {
        let copied = files.contents(at: Harness.syncedFile) != nil
        let bookmarked = (try? bookmarks.loadBookmark(forKey: SyncManager.bookmarkKey)) != nil
        return copied && bookmarked ? Harness.syncDate : started
      })

      try? await manager.sync()

      #expect(
        await manager.lastSyncDate == Harness.syncDate,
        "sync() should read now() after the copy and the bookmark are saved, after its last await: lastSyncDate is when the sync finished, not when it started"
      )
    }

    @Test(
      "Keeps the last sync's date when a later sync fails", arguments: SyncFailure.laterFailures)
    func keepsTheDateOfTheLastSyncThatWorked(failure: SyncFailure) async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let clock = SteppingClock()
      let manager = harness.makeSyncManager(now: { clock.now() })
      try? await manager.sync()
      try #require(
        await manager.lastSyncDate == SteppingClock.start,
        "the first sync should work and set lastSyncDate to the first date now() returns")

      try failure.breakSyncs(on: harness)
      try? await manager.sync()

      #expect(
        await manager.lastSyncDate == SteppingClock.start,
        "When \(failure) after a sync that worked, lastSyncDate should still be the date of the last sync that worked"
      )
    }

    @Test("Records the date of the latest sync, also when the clock goes back")
    func recordsAnEarlierDate() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      // A clock that was set back: each read is a minute earlier than the one before.
      let clock = SteppingClock(step: -60)
      let manager = harness.makeSyncManager(now: { clock.now() })

      try? await manager.sync()
      try? await manager.sync()

      #expect(
        await manager.lastSyncDate == SteppingClock.start.addingTimeInterval(-60),
        "after two syncs, lastSyncDate should be the date now() returned for the second one, even though it is earlier than the first: set it to what now() returns, never keep the later date"
      )
    }

    @Test("Records the date of the sync that finished last, also when it started first")
    func recordsTheSyncThatFinishedLast() async throws {
      let harness = Harness()
      let gate = GatedFileAccessor(contents: try Harness.savedData(), holdingTheFirstRead: true)
      let clock = SteppingClock()
      let reported = Recorder<Date>()
      let manager = harness.makeSyncManager(
        fileAccessor: gate, now: { clock.now() }, onSync: { date in reported.record(date) })

      let first = Task {
        // However it ends, it opens the gate, so that no step of this test waits forever.
        do {
          try await manager.sync()
        } catch {
          await gate.open()
          throw error
        }
      }
      // The first sync now waits in its read; the second passes the gate and finishes.
      await gate.waitForAReader()
      try await manager.sync()
      await gate.open()
      try await first.value

      #expect(
        reported.values == [SteppingClock.start, SteppingClock.start.addingTimeInterval(1)],
        "each of the two syncs should report the date now() returned when it finished")
      #expect(
        await manager.lastSyncDate == SteppingClock.start.addingTimeInterval(1),
        "the sync that started first finished last, so lastSyncDate should be its date, the date of the last report: every sync that works sets it, whenever it started"
      )
    }

    @Test("Copies an empty settings.json as it is")
    func copiesAnEmptyFile() async throws {
      let harness = Harness()
      harness.files.seed(Data(), at: Harness.settingsFile)
      let manager = harness.makeSyncManager()

      do {
        try await manager.sync()
      } catch {
        Issue.record(
          "sync() should copy a settings.json that is there but empty, not throw \(error): only a missing file is notSavedYet"
        )
        return
      }

      #expect(
        harness.files.contents(at: Harness.syncedFile) == Data(),
        "sync() should write the bytes of settings.json, none here, into the .sync container")
    }

    @Test("Runs every sync in full, also one that starts while another waits in its read")
    func runsOverlappingSyncsInFull() async throws {
      let harness = Harness()
      let gate = GatedFileAccessor(contents: try Harness.savedData())
      let reported = Recorder<Date>()
      let manager = harness.makeSyncManager(
        fileAccessor: gate, onSync: { date in reported.record(date) })

      let first = Task {
        // However it ends, it opens the gate, so that no step of this test waits forever.
        do {
          try await manager.sync()
        } catch {
          await gate.open()
          throw error
        }
        await gate.open()
      }
      // The first sync now waits in its read, and has let go of the actor.
      await gate.waitForAReader()
      var failures: [any Error] = []
      do {
        // Its read lets both reads go on.
        try await manager.sync()
      } catch {
        failures.append(error)
      }
      // Lets the first sync go on, if the second never read.
      await gate.open()
      if case .failure(let error) = await first.result {
        failures.append(error)
      }

      #expect(
        failures.isEmpty,
        "neither of two syncs at once should throw when nothing fails: \(failures)")
      #expect(
        await gate.writes == 2,
        "a sync that starts while another waits in its read should still run in full: 2 syncs should write the copy twice, not skip the one that came second"
      )
      #expect(
        reported.values.count == 2,
        "a sync that starts while another waits in its read should still run in full: 2 syncs should call onSync twice"
      )
    }

    @Test(
      "Throws the step's own error when a double throws a SyncError or a missing-file error",
      arguments: SyncFailure.failingSteps, MisleadingError.allCases)
    func mapsAMisleadingErrorFromADouble(
      failure: SyncFailure, misleading: MisleadingError
    ) async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      // Not the error this step maps to: passed through or mapped by its kind, it would show.
      failure.makeStep(throw: misleading.error, on: harness)
      let manager = harness.makeSyncManager()

      await #expect(
        throws: failure.expectedError,
        "When \(failure) with \(misleading.name), sync() should still throw \(failure.expectedErrorName): map whatever the step threw, a SyncError or an error saying the file is missing too"
      ) {
        try await manager.sync()
      }
    }

    @Test("Works with an actor as its file accessor")
    func worksWithAnActor() async throws {
      let harness = Harness()
      let recorder = RecordingFileAccessor(contents: try Harness.savedData())
      let manager = harness.makeSyncManager(fileAccessor: recorder)

      do {
        try await manager.sync()
      } catch {
        Issue.record(
          "sync() should not throw when its file accessor is an actor holding the file, but threw \(error)"
        )
        return
      }

      let calls = await recorder.calls
      let read = calls.firstIndex(of: .read(RecordingFileAccessor.path(of: Harness.settingsFile)))
      let write = calls.firstIndex(of: .write(RecordingFileAccessor.path(of: Harness.syncedFile)))
      #expect(
        read != nil,
        "sync() should read settings.json in the .settings container through the injected actor")
      #expect(
        write != nil,
        "sync() should write settings.json in the .sync container through the injected actor")
      if let read, let write {
        #expect(read < write, "sync() should read the settings before it writes the copy")
      }
    }

    @Test("Throws notSavedYet before the first save, and writes nothing")
    func throwsNotSavedYet() async {
      let harness = Harness()
      let manager = harness.makeSyncManager()

      await #expect(
        throws: SyncError.notSavedYet,
        "sync() should throw SyncError.notSavedYet when the settings container has no settings.json"
      ) {
        try await manager.sync()
      }
      #expect(
        harness.files.contents(at: Harness.syncedFile) == nil,
        "sync() should not write anything into the sync container when nothing was saved")
    }

    @Test("Checks for settings.json again on every sync, also after one that worked")
    func checksTheFileOnEverySync() async throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let manager = harness.makeSyncManager()
      try await manager.sync()

      try harness.files.removeItem(at: Harness.settingsFile)
      await #expect(
        throws: SyncError.notSavedYet,
        "Once settings.json is gone, the next sync() should throw SyncError.notSavedYet: each sync asks fileAccessor whether the file exists, not only the first"
      ) {
        try await manager.sync()
      }
    }

    @Test(
      "Throws a SyncError for each failed step, and records no date or bookmark",
      arguments: SyncFailure.allCases)
    func throwsForEachFailedStep(failure: SyncFailure) async throws {
      let harness = try failure.makeHarness()
      let manager = harness.makeSyncManager()

      await #expect(
        throws: failure.expectedError,
        "When \(failure), sync() should throw \(failure.expectedErrorName)"
      ) {
        try await manager.sync()
      }
      #expect(
        await manager.lastSyncDate == nil,
        "When \(failure), lastSyncDate should stay nil: set it only after every step worked")
      let bookmark = try harness.bookmarks.loadBookmark(forKey: SyncManager.bookmarkKey)
      #expect(
        bookmark == nil,
        "When \(failure), no bookmark should be saved: save it only after the copy is written")
    }
  }
}
