import Foundation
import SuiteSupport
import Testing
@testable import Lesson01TightCoupling

extension TightCouplingTests {
  @Suite("Task 3: Pass the cloud folder and the clock in")
  struct PassTheCloudFolderAndTheClockIn {
    /// A time no real clock will tell while the tests run: 5 January 2020, 10:40 UTC.
    static let fixedDate = Date(timeIntervalSinceReferenceDate: 600_000_000)

    @Test("Copies the saved settings into the cloud folder it is given")
    func copiesIntoTheCloudFolder() throws {
      try withSyncFolders { folders in
        let saved = Settings(theme: .dark, fontSize: 20, syncEnabled: true)
        try writeSettingsFile(saved, in: folders.local)
        try writeSettingsFile(.defaults, in: folders.cloud)
        let manager = SyncManager(
          store: SettingsStore(directory: folders.local),
          cloudDirectory: folders.cloud,
          now: { Self.fixedDate }
        )

        guard syncSucceeds(manager) else { return }

        let inCloud = try readSettingsFile(in: folders.cloud)
        #expect(
          inCloud == saved,
          """
          sync() should write the saved settings to settings.json in the cloud folder passed to \
          SyncManager(store:cloudDirectory:now:), replacing the copy that was there
          """
        )
        let local = try readSettingsFile(in: folders.local)
        #expect(
          local == saved,
          "sync() should copy settings.json and leave the local one where it is"
        )
      }
    }

    @Test("Copies the default settings when nothing was saved yet")
    func copiesTheDefaultsWhenNothingWasSaved() throws {
      try withSyncFolders { folders in
        let manager = folders.manager(now: { Self.fixedDate })

        guard syncSucceeds(manager) else { return }

        let copy = try readSettingsFile(in: folders.cloud)
        #expect(
          copy == Settings.defaults,
          """
          with no settings.json saved yet, sync() should write what the store's load() returns, \
          the default settings, to the cloud folder
          """
        )
      }
    }

    @Test("Syncs into a cloud folder whose path has a space")
    func syncsIntoAFolderWithASpace() throws {
      try withSyncFolders { folders in
        let saved = Settings(theme: .light, fontSize: 19, syncEnabled: true)
        try writeSettingsFile(saved, in: folders.local)
        let mobileDocuments = folders.root.appending(
          path: "Mobile Documents", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(
          at: mobileDocuments, withIntermediateDirectories: true)
        // The plain Cloud folder first, so that this test blames the space only.
        guard syncSucceeds(folders.manager(now: { Self.fixedDate })) else { return }
        let manager = folders.manager(cloud: mobileDocuments, now: { Self.fixedDate })

        do {
          try manager.sync()
        } catch {
          Issue.record(
            """
            sync() threw \(error), though its cloud folder, Mobile Documents, exists. A path \
            with a space is still a path: look for the folder by its plain path, \
            path(percentEncoded: false), not path(), which keeps the space as %20
            """
          )
          return
        }

        #expect(
          try readSettingsFile(in: mobileDocuments) == saved,
          "sync() should write settings.json into the cloud folder, whatever its name"
        )
        #expect(
          manager.lastSyncDate == Self.fixedDate,
          "after a sync() that succeeded, lastSyncDate should be the time now() returned"
        )
      }
    }

    @Test("Syncs into a cloud folder whose URL has no slash at its end")
    func syncsIntoAFolderWithoutASlash() throws {
      try withSyncFolders { folders in
        let saved = Settings(theme: .dark, fontSize: 13, syncEnabled: true)
        try writeSettingsFile(saved, in: folders.local)
        let unslashed = URL(
          filePath: folders.cloud.path(percentEncoded: false), directoryHint: .notDirectory)

        guard syncSucceeds(folders.manager(cloud: unslashed, now: { Self.fixedDate })) else {
          return
        }

        #expect(
          (try? readSettingsFile(in: folders.cloud)) == saved,
          "sync() should write settings.json inside the cloud folder also when its URL does not end in /: build the copy's URL with appending(path:), not URL(filePath:relativeTo:), which puts it next to the folder"
        )
      }
    }

    @Test("Writes only settings.json into the cloud folder")
    func writesNothingElse() throws {
      try withSyncFolders { folders in
        try writeSettingsFile(
          Settings(theme: .light, fontSize: 15, syncEnabled: true), in: folders.local)
        let manager = folders.manager(now: { Self.fixedDate })

        guard syncSucceeds(manager) else { return }
        // A second sync finds the first one's copy there.
        guard syncSucceeds(manager) else { return }

        #expect(
          contents(of: folders.cloud) == ["settings.json"],
          "sync() should put settings.json straight into the cloud folder, and nothing else: replace an earlier copy, keep no backup of it"
        )
        #expect(
          contents(of: folders.local) == ["settings.json"],
          "sync() should not write into the store's own folder"
        )
        #expect(
          contents(of: folders.root) == ["Cloud", "Local"],
          "sync() should not write anywhere next to the cloud folder"
        )
      }
    }

    @Test("Leaves a store with nothing saved as it was")
    func leavesAnEmptyStoreAsItWas() throws {
      try withSyncFolders { folders in
        let unsaved = folders.root.appending(path: "NothingSavedYet", directoryHint: .isDirectory)
        let manager = SyncManager(
          store: SettingsStore(directory: unsaved),
          cloudDirectory: folders.cloud,
          now: { Self.fixedDate }
        )

        guard syncSucceeds(manager) else { return }

        #expect(
          !exists(unsaved),
          """
          sync() should only load the settings from the store and write the copy: it should not \
          save them back to the store, which creates the store's folder and settings.json
          """
        )
      }
    }

    @Test("Has no last sync date before the first sync")
    func startsWithoutALastSyncDate() throws {
      try withSyncFolders { folders in
        let manager = folders.manager(now: { Self.fixedDate })

        #expect(manager.lastSyncDate == nil, "lastSyncDate should be nil until the first sync()")
      }
    }

    @Test("Records the time from the clock it is given")
    func recordsTheInjectedTime() throws {
      try withSyncFolders { folders in
        try writeSettingsFile(.defaults, in: folders.local)
        let manager = folders.manager(now: { Self.fixedDate })

        guard syncSucceeds(manager) else { return }

        #expect(
          manager.lastSyncDate == Self.fixedDate,
          "lastSyncDate should be the time the `now` clock returned, not Date()"
        )
      }
    }

    @Test("Asks the clock at each sync")
    func asksTheClockAtEachSync() throws {
      try withSyncFolders { folders in
        try writeSettingsFile(.defaults, in: folders.local)
        let clock = SettableClock(Self.fixedDate)
        let manager = folders.manager(now: { clock.now() })
        let anHourLater = Self.fixedDate.addingTimeInterval(3600)

        guard syncSucceeds(manager) else { return }
        clock.set(anHourLater)
        guard syncSucceeds(manager) else { return }

        #expect(
          manager.lastSyncDate == anHourLater,
          "each sync() should call now() for its own time, not reuse a time taken in init"
        )

        // The user, or a time server, can set the clock back between two syncs.
        let aDayEarlier = Self.fixedDate.addingTimeInterval(-86_400)
        clock.set(aDayEarlier)
        guard syncSucceeds(manager) else { return }

        #expect(
          manager.lastSyncDate == aDayEarlier,
          """
          after a sync() that succeeded, lastSyncDate should be the time now() returned, even \
          when that is earlier than the last sync's: do not keep the later of the two
          """
        )
      }
    }

    @Test("A failed sync keeps the date of the last sync that worked")
    func failedSyncKeepsTheLastDate() throws {
      try withSyncFolders { folders in
        try writeSettingsFile(.defaults, in: folders.local)
        let clock = SettableClock(Self.fixedDate)
        let manager = folders.manager(now: { clock.now() })
        guard syncSucceeds(manager) else { return }

        try FileManager.default.removeItem(at: folders.cloud)
        clock.set(Self.fixedDate.addingTimeInterval(3600))

        #expect(
          throws: SyncError.containerUnavailable,
          """
          sync() should throw SyncError.containerUnavailable once the cloud folder is gone: look \
          for the folder in every sync(), not once in the initializer
          """
        ) {
          try manager.sync()
        }
        #expect(
          manager.lastSyncDate == Self.fixedDate,
          """
          a sync() that failed because the cloud folder is gone should leave lastSyncDate at \
          the time of the sync that worked, not clear it or move it on
          """
        )
      }
    }

    @Test("A sync that cannot load the settings throws and keeps the last date")
    func failedLoadKeepsTheLastDate() throws {
      try withSyncFolders { folders in
        try writeSettingsFile(.defaults, in: folders.local)
        let clock = SettableClock(Self.fixedDate)
        let manager = folders.manager(now: { clock.now() })
        guard syncSucceeds(manager) else { return }

        try writeBrokenSettingsFile(in: folders.local)
        clock.set(Self.fixedDate.addingTimeInterval(3600))

        #expect(
          throws: DecodingError.self,
          """
          sync() should throw the error load() threw for the store's broken settings.json (a \
          DecodingError), not copy the defaults in its place or throw an error of its own
          """
        ) {
          try manager.sync()
        }
        #expect(
          manager.lastSyncDate == Self.fixedDate,
          """
          a sync() that could not load the settings should leave lastSyncDate at the time of \
          the sync that worked: set it last, after the write
          """
        )
      }
    }

    @Test("Records the date only when the copy was written")
    func recordsTheDateOnlyAfterTheWrite() throws {
      try withSyncFolders { folders in
        let saved = Settings(theme: .dark, fontSize: 17, syncEnabled: true)
        try writeSettingsFile(saved, in: folders.local)
        let clock = SettableClock(Self.fixedDate)
        let manager = folders.manager(now: { clock.now() })
        guard syncSucceeds(manager) else { return }

        // A folder named settings.json, with a file in it, where the copy goes: writing the
        // copy there fails.
        let copy = settingsFile(in: folders.cloud)
        try FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: copy.appending(path: "keep.txt"))
        let anHourLater = Self.fixedDate.addingTimeInterval(3600)
        clock.set(anHourLater)

        do {
          try manager.sync()
          let inCloud = try? readSettingsFile(in: folders.cloud)
          #expect(
            inCloud == saved,
            """
            sync() returned without an error, so settings.json in the cloud folder should hold \
            the saved settings: do not ignore a write that failed
            """
          )
          #expect(
            manager.lastSyncDate == anHourLater,
            "after a sync() that succeeded, lastSyncDate should be the time now() returned"
          )
        } catch {
          #expect(
            manager.lastSyncDate == Self.fixedDate,
            """
            sync() threw \(error) because it could not write the copy, so lastSyncDate should \
            still be the time of the sync that worked: set it last, after the write
            """
          )
        }
      }
    }

    @Test("Throws the write's own error when the copy cannot be written")
    func throwsTheWritesError() throws {
      try withSyncFolders { folders in
        try writeSettingsFile(.defaults, in: folders.local)
        // A folder named settings.json, with a file in it, where the copy goes: writing the
        // copy there fails, though the cloud folder is there.
        let copy = settingsFile(in: folders.cloud)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: copy.appending(path: "keep.txt"))
        let manager = folders.manager(now: { Self.fixedDate })

        do {
          try manager.sync()
          // A sync that cleared the way and wrote the copy is fine too; the test above checks it.
        } catch {
          #expect(
            !(error is SyncError),
            """
            sync() threw \(error) because it could not write the copy. The cloud folder is \
            there, so that is not containerUnavailable: throw the write's own error
            """
          )
        }
      }
    }

    @Test("Throws containerUnavailable when the cloud folder is missing")
    func throwsWhenTheCloudFolderIsMissing() throws {
      try withSyncFolders { folders in
        try writeSettingsFile(.defaults, in: folders.local)
        let signedOut = folders.root.appending(path: "SignedOut", directoryHint: .isDirectory)
        let manager = folders.manager(cloud: signedOut, now: { Self.fixedDate })

        #expect(
          throws: SyncError.containerUnavailable,
          "sync() should throw SyncError.containerUnavailable when its cloud folder does not exist"
        ) {
          try manager.sync()
        }
        #expect(manager.lastSyncDate == nil, "a sync() that failed should not set lastSyncDate")
        #expect(
          !exists(signedOut),
          "sync() should not create a missing cloud folder: missing means iCloud is unavailable"
        )
      }
    }
  }
}
