import Foundation
import SuiteSupport
import Testing

@testable import Lesson02FocusedProtocols

extension FocusedProtocolsTests {
  @Suite("Task 3: Give the sync manager its ports")
  struct GiveTheSyncManagerItsPorts {
    private func makeManager(
      fileSystem: StubFileSystem = Fixture.fileSystem(),
      files: InMemoryFileAccessor,
      bookmarks: InMemoryBookmarkStorage = InMemoryBookmarkStorage()
    ) -> SyncManager {
      SyncManager(
        fileSystem: fileSystem,
        fileAccessor: files,
        bookmarkStorage: bookmarks,
        now: { Fixture.fixedDate }
      )
    }

    @Test("sync() copies the saved settings into the sync container")
    func syncCopiesTheSavedSettings() throws {
      let files = InMemoryFileAccessor()
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      let manager = makeManager(files: files)

      try manager.sync()

      let synced = try files.settings(at: Fixture.syncFile)
      #expect(
        synced == Fixture.saved,
        "sync() should write the saved settings to settings.json in containerURL(for: .sync)"
      )
      let local = try files.settings(at: Fixture.settingsFile)
      #expect(
        local == Fixture.saved,
        "sync() should leave settings.json in the settings container as it was"
      )
    }

    @Test("sync() copies the defaults when nothing has been saved yet")
    func syncCopiesTheDefaults() throws {
      let files = InMemoryFileAccessor()
      let manager = makeManager(files: files)

      try manager.sync()

      let synced = try files.settings(at: Fixture.syncFile)
      #expect(
        synced == Settings.defaults,
        "with no settings.json in the settings container, sync() should write Settings.defaults to the sync container"
      )
      #expect(
        files.paths == [InMemoryFileAccessor.key(for: Fixture.syncFile)],
        "with nothing saved, sync() should write only the copy in the sync container: loading writes nothing to the settings container"
      )
    }

    @Test("sync() takes lastSyncDate from the injected now, on every sync")
    func syncUsesTheInjectedClock() throws {
      let clock = SettableClock(Fixture.fixedDate)
      let manager = SyncManager(
        fileSystem: Fixture.fileSystem(),
        fileAccessor: InMemoryFileAccessor(),
        bookmarkStorage: InMemoryBookmarkStorage(),
        now: { clock.now() }
      )

      #expect(manager.lastSyncDate == nil, "lastSyncDate should be nil before the first sync()")

      try manager.sync()

      #expect(
        manager.lastSyncDate == Fixture.fixedDate,
        "lastSyncDate should come from the `now` closure passed to the initializer, not from Date()"
      )

      let later = Fixture.fixedDate.addingTimeInterval(3_600)
      clock.set(later)
      try manager.sync()

      #expect(
        manager.lastSyncDate == later,
        "a second sync() that works should set lastSyncDate to now() again, not keep the date of the first sync"
      )

      let earlier = Fixture.fixedDate.addingTimeInterval(-86_400)
      clock.set(earlier)
      try manager.sync()

      #expect(
        manager.lastSyncDate == earlier,
        "a sync() that works should set lastSyncDate to what now() tells, also when the clock was set back: not keep the later of the two dates"
      )
    }

    @Test("sync() reads now() as its last step, once the bookmark is saved")
    func syncReadsTheClockLast() throws {
      let clock = SettableClock(Fixture.fixedDate.addingTimeInterval(-3_600))
      let manager = SyncManager(
        fileSystem: Fixture.fileSystem(),
        fileAccessor: InMemoryFileAccessor(),
        bookmarkStorage: ClockMovingBookmarkStorage(clock: clock, savedAt: Fixture.fixedDate),
        now: { clock.now() }
      )

      try manager.sync()

      #expect(
        manager.lastSyncDate == Fixture.fixedDate,
        "lastSyncDate should be the time now() tells once the bookmark is saved: reading the clock is step 5, after the bookmark, not at the start of sync()"
      )
    }

    @Test("sync() asks for the sync container on every sync, also after one that worked")
    func syncAsksForTheContainerEachTime() throws {
      let fileSystem = SettableFileSystem(
        settings: Fixture.settingsContainer, sync: Fixture.syncContainer)
      let files = InMemoryFileAccessor()
      let manager = SyncManager(
        fileSystem: fileSystem, fileAccessor: files, bookmarkStorage: InMemoryBookmarkStorage(),
        now: { Fixture.fixedDate })
      try manager.sync()

      let moved = URL(filePath: "/dev/null/testable-swift/NewCloud", directoryHint: .isDirectory)
      fileSystem.set(moved, for: .sync)
      try manager.sync()
      #expect(
        files.paths.contains(InMemoryFileAccessor.key(for: moved.appending(path: "settings.json"))),
        "after the sync container moved, the next sync() should write settings.json into the new one: ask fileSystem for the .sync container on every sync, do not keep the first answer"
      )

      fileSystem.set(nil, for: .sync)
      #expect(
        throws: SyncError.containerUnavailable(.sync),
        "once containerURL(for: .sync) is nil, the next sync() should throw SyncError.containerUnavailable(.sync), even after syncs that worked"
      ) {
        try manager.sync()
      }
      #expect(
        manager.lastSyncDate == Fixture.fixedDate,
        "a sync() that throws because the sync container is gone should change nothing, not even lastSyncDate: it keeps the date of the last sync that worked"
      )
    }

    @Test("sync() writes the copy on every sync, also when the copy there holds the same bytes")
    func syncWritesEachTime() throws {
      let files = InMemoryFileAccessor()
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      let manager = makeManager(files: files)
      try manager.sync()

      files.failing = [.write]
      // JSONEncoder may order the keys differently each time, so a copy that looks unchanged
      // holds the same bytes only now and then: try many times.
      let attempts = 100
      var writes = 0
      for _ in 1...attempts {
        do {
          try manager.sync()
        } catch InjectedFailure.write {
          writes += 1
        }
      }
      #expect(
        writes == attempts,
        "every sync() with the same settings should write the copy again, and so throw the write's error; \(attempts - writes) of \(attempts) did not: write on every sync, never skip a copy that holds the same bytes"
      )
    }

    /// The stub's sync container, the same folder named by a URL without a slash at its end,
    /// and a folder with a space in its name, which the URL's text keeps percent-escaped.
    static let syncContainers = [
      Fixture.syncContainer,
      URL(filePath: "/dev/null/testable-swift/CloudDrive", directoryHint: .notDirectory),
      URL(filePath: "/dev/null/testable-swift/Cloud Drive/", directoryHint: .isDirectory),
    ]

    @Test(
      "sync() saves a bookmark to the sync location under lastSyncLocation",
      arguments: syncContainers)
    func syncSavesABookmark(container: URL) throws {
      let bookmarks = InMemoryBookmarkStorage()
      let manager = makeManager(
        fileSystem: Fixture.fileSystem(sync: container), files: InMemoryFileAccessor(),
        bookmarks: bookmarks)

      try manager.sync()

      let saved = bookmarks.all
      #expect(
        Array(saved.keys) == ["lastSyncLocation"],
        "sync() should save exactly one bookmark, under the key \"lastSyncLocation\""
      )
      let bookmark = try #require(
        saved["lastSyncLocation"], "sync() should save a bookmark under \"lastSyncLocation\"")
      let syncFile = container.appending(path: "settings.json")
      #expect(
        String(decoding: bookmark, as: UTF8.self) == syncFile.absoluteString,
        "the bookmark should be the synced file's URL as text, Data(fileURL.absoluteString.utf8), where fileURL is settings.json in the sync container \(container.absoluteString): build fileURL with appending(path:), which adds the slash a container URL may not end in, rather than gluing strings together"
      )
    }

    @Test("sync() throws and changes nothing when the sync container is unavailable")
    func syncThrowsWithoutASyncContainer() throws {
      let files = InMemoryFileAccessor()
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      let bookmarks = InMemoryBookmarkStorage()
      let manager = makeManager(
        fileSystem: Fixture.fileSystem(sync: nil), files: files, bookmarks: bookmarks)

      #expect(
        throws: SyncError.containerUnavailable(.sync),
        "sync() should throw SyncError.containerUnavailable(.sync) when containerURL(for: .sync) is nil, not fall back to another folder"
      ) {
        try manager.sync()
      }
      #expect(
        files.paths == [InMemoryFileAccessor.key(for: Fixture.settingsFile)],
        "a failed sync() should write no file"
      )
      #expect(bookmarks.all.isEmpty, "a failed sync() should save no bookmark")
      #expect(manager.lastSyncDate == nil, "a failed sync() should leave lastSyncDate nil")
    }

    /// Why the saved settings cannot be loaded.
    enum LoadFailure: CaseIterable, CustomTestStringConvertible {
      case noSettingsContainer
      case unreadableFile
      case corruptFile

      var testDescription: String {
        switch self {
        case .noSettingsContainer: "no settings container"
        case .unreadableFile: "settings.json cannot be read"
        case .corruptFile: "settings.json is not valid JSON"
        }
      }

      /// The error `load()` throws for this failure, in words.
      var expectedError: String {
        switch self {
        case .noSettingsContainer: "SyncError.containerUnavailable(.settings)"
        case .unreadableFile: "the file accessor's read error"
        case .corruptFile: "JSONDecoder's DecodingError"
        }
      }

      func isExpected(_ error: any Error) -> Bool {
        switch self {
        case .noSettingsContainer: (error as? SyncError) == .containerUnavailable(.settings)
        case .unreadableFile: (error as? InjectedFailure) == .read
        case .corruptFile: error is DecodingError
        }
      }

      /// A file system and the files in it.
      typealias Setup = (fileSystem: StubFileSystem, files: InMemoryFileAccessor)

      /// A file system and files with which loading fails this way.
      func arrange(sync: URL? = Fixture.syncContainer) throws -> Setup {
        switch self {
        case .noSettingsContainer:
          return (Fixture.fileSystem(settings: nil, sync: sync), InMemoryFileAccessor())
        case .unreadableFile:
          let files = InMemoryFileAccessor(failing: [.read])
          try files.seed(Fixture.saved, at: Fixture.settingsFile)
          return (Fixture.fileSystem(sync: sync), files)
        case .corruptFile:
          let files = InMemoryFileAccessor()
          files.seed(Data("{\"theme\": \"dark\", \"fontSi".utf8), at: Fixture.settingsFile)
          return (Fixture.fileSystem(sync: sync), files)
        }
      }
    }

    @Test(
      "sync() throws and changes nothing when the saved settings cannot be loaded",
      arguments: LoadFailure.allCases)
    func syncThrowsWhenTheSettingsCannotBeLoaded(failure: LoadFailure) throws {
      let (fileSystem, files) = try failure.arrange()
      let seeded = files.paths
      let bookmarks = InMemoryBookmarkStorage()
      let manager = makeManager(fileSystem: fileSystem, files: files, bookmarks: bookmarks)

      let error = #expect(
        throws: (any Error).self,
        "with \(failure.testDescription), sync() should throw \(failure.expectedError), not sync Settings.defaults instead"
      ) {
        try manager.sync()
      }
      if let error {
        #expect(
          failure.isExpected(error),
          "with \(failure.testDescription), sync() should throw \(failure.expectedError), not \(error)"
        )
      }
      #expect(
        files.paths == seeded,
        "a sync() that could not load the settings should write nothing to the sync container, and remove nothing from the settings container"
      )
      #expect(bookmarks.all.isEmpty, "a failed sync() should save no bookmark")
      #expect(manager.lastSyncDate == nil, "a failed sync() should leave lastSyncDate nil")
    }

    @Test(
      "sync() checks the sync container before it loads the settings",
      arguments: LoadFailure.allCases)
    func syncChecksTheSyncContainerFirst(failure: LoadFailure) throws {
      let (fileSystem, files) = try failure.arrange(sync: nil)
      let manager = makeManager(fileSystem: fileSystem, files: files)

      #expect(
        throws: SyncError.containerUnavailable(.sync),
        "with no sync container and \(failure.testDescription), sync() should throw SyncError.containerUnavailable(.sync): ask for the .sync container first, before loading the settings"
      ) {
        try manager.sync()
      }
      #expect(manager.lastSyncDate == nil, "a failed sync() should leave lastSyncDate nil")
    }

    @Test(
      "A failed sync keeps the date of the last sync that worked",
      arguments: InjectedFailure.allCases)
    func failedSyncKeepsTheLastDate(failure: InjectedFailure) throws {
      let files = InMemoryFileAccessor()
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      let bookmarks = InMemoryBookmarkStorage()
      let manager = makeManager(files: files, bookmarks: bookmarks)
      try manager.sync()

      files.failing = [failure]
      bookmarks.failing = [failure]
      #expect(throws: failure, "sync() should throw the error it got (\(failure))") {
        try manager.sync()
      }
      #expect(
        manager.lastSyncDate == Fixture.fixedDate,
        "when a later sync() fails (\(failure)), lastSyncDate should keep the date of the sync that worked, not become nil"
      )
    }

    /// A step of `sync()` after loading that a test makes fail.
    enum FailingStep: CaseIterable, CustomTestStringConvertible {
      case write
      case bookmark

      var testDescription: String {
        switch self {
        case .write: "the write to the sync container"
        case .bookmark: "saving the bookmark"
        }
      }

      var error: InjectedFailure {
        switch self {
        case .write: .write
        case .bookmark: .saveBookmark
        }
      }
    }

    @Test(
      "sync() throws and records no sync when writing or saving the bookmark fails",
      arguments: FailingStep.allCases)
    func syncStopsAtTheFailingStep(step: FailingStep) throws {
      let files = InMemoryFileAccessor(failing: step == .write ? [.write] : [])
      // A copy that an earlier sync left in the sync container.
      try files.seed(Fixture.other, at: Fixture.syncFile)
      let bookmarks = InMemoryBookmarkStorage(failing: step == .bookmark ? [.saveBookmark] : [])
      let manager = makeManager(files: files, bookmarks: bookmarks)

      #expect(
        throws: step.error,
        "when \(step.testDescription) fails, sync() should throw the error it got (\(step.error)), not carry on as if it had worked"
      ) {
        try manager.sync()
      }
      if step == .write {
        #expect(
          bookmarks.all.isEmpty,
          "when the write fails, sync() should save no bookmark: save it only after the file is written"
        )
        #expect(
          files.changes.isEmpty && (try? files.settings(at: Fixture.syncFile)) == Fixture.other,
          "when the write fails, sync() should do nothing after it: leave the copy an earlier sync left in the sync container, do not remove it to clean up"
        )
      } else {
        #expect(
          files.paths == [InMemoryFileAccessor.key(for: Fixture.syncFile)],
          "when saving the bookmark fails, sync() should do nothing after it: leave the copy it wrote in the sync container, do not remove it to undo the sync"
        )
      }
      #expect(
        manager.lastSyncDate == nil,
        "when \(step.testDescription) fails, lastSyncDate should stay nil: set it last, after the write and the bookmark succeeded"
      )
    }
  }
}
