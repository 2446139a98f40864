import Foundation
import Synchronization
import Testing

@testable import Lesson08ActorInjection

/// Your tests of the actor `SyncManager`, written with the doubles in `Doubles.swift` and
/// your spies from `Doubles/`. The first one is written for you: test each other promise of
/// task 5 the same way.
@Suite("Your tests: the actor SyncManager")
struct SyncManagerTests {
  let settingsFolder = URL(filePath: "/settings", directoryHint: .isDirectory)
  let syncFolder = URL(filePath: "/sync", directoryHint: .isDirectory)
  let syncDate = Date(timeIntervalSince1970: 1_700_000_000)
  let saved = Data(#"{"fontSize":18,"syncEnabled":true,"theme":"dark"}"#.utf8)

  var settingsFile: URL { settingsFolder.appending(path: "settings.json") }
  var syncFile: URL { syncFolder.appending(path: "settings.json") }

  /// A stub with a folder for each purpose in `purposes`, and none for the rest.
  func folders(_ purposes: [ContainerPurpose] = [.settings, .sync]) -> StubFileSystem {
    let all = [ContainerPurpose.settings: settingsFolder, .sync: syncFolder]
    return StubFileSystem(folders: all.filter { purposes.contains($0.key) })
  }

  /// Files in memory that hold the saved `settings.json`, with the errors given.
  func savedFiles(readError: DiskError? = nil, writeError: DiskError? = nil) -> MockFileAccessor {
    MockFileAccessor(files: [settingsFile: saved], readError: readError, writeError: writeError)
  }

  /// A sync manager on the given doubles; `now` is the fixed `syncDate` unless given.
  func manager(
    files: any AsyncFileAccessorProviding,
    folders purposes: [ContainerPurpose] = [.settings, .sync],
    bookmarks: MockBookmarkStorage = MockBookmarkStorage(),
    now: (@Sendable () -> Date)? = nil, onSync: @escaping @Sendable (Date) -> Void = { _ in }
  ) -> SyncManager {
    SyncManager(
      fileSystem: folders(purposes), fileAccessor: files, bookmarkStorage: bookmarks,
      now: now ?? { [syncDate] in syncDate }, onSync: onSync)
  }

  // MARK: - The copy

  @Test("sync() copies settings.json into settings.json in the sync folder")
  func syncCopiesTheSettings() async throws {
    let files = savedFiles()

    try await manager(files: files).sync()

    #expect(
      await files.contents(at: syncFile) == saved,
      "sync() should write the bytes of settings.json to settings.json in the .sync folder")
  }

  // MARK: - Errors

  @Test(
    "Without a folder, sync() throws containerUnavailable for it and writes nothing",
    arguments: [ContainerPurpose.settings, .sync])
  func syncWithoutFolder(missing: ContainerPurpose) async {
    let files = savedFiles()
    let manager = manager(
      files: files, folders: ContainerPurpose.allCases.filter { $0 != missing })

    await #expect(
      throws: SyncError.containerUnavailable(missing),
      "sync() should throw containerUnavailable(.\(missing)) with no .\(missing) folder"
    ) { try await manager.sync() }
    #expect(
      await files.contents(at: syncFile) == nil,
      "sync() should write nothing with no .\(missing) folder")
  }

  @Test("Before the first save, sync() throws notSavedYet and writes nothing")
  func syncBeforeTheFirstSave() async {
    let files = MockFileAccessor()
    let manager = manager(files: files)

    await #expect(
      throws: SyncError.notSavedYet,
      "sync() should throw notSavedYet when there is no settings.json in the .settings folder"
    ) { try await manager.sync() }
    #expect(
      await files.contents(at: syncFile) == nil,
      "sync() should write nothing when nothing was saved")
  }

  @Test("A failed read throws readFailed")
  func syncWithFailedRead() async {
    let files = savedFiles(readError: .unreadable)
    let manager = manager(files: files)

    await #expect(
      throws: SyncError.readFailed,
      "sync() should throw readFailed when reading settings.json throws"
    ) { try await manager.sync() }
  }

  @Test("A failed write or bookmark save throws writeFailed")
  func syncWithFailedWrite() async {
    let bookmarks = MockBookmarkStorage()
    bookmarks.saveError = DiskError.full
    let failedWrite = manager(files: savedFiles(writeError: .full))
    let failedBookmark = manager(files: savedFiles(), bookmarks: bookmarks)

    await #expect(
      throws: SyncError.writeFailed, "sync() should throw writeFailed when the write throws"
    ) { try await failedWrite.sync() }
    await #expect(
      throws: SyncError.writeFailed,
      "sync() should throw writeFailed when saving the bookmark throws"
    ) { try await failedBookmark.sync() }
  }

  // MARK: - The bookmark

  @Test("sync() saves the copy's URL as a bookmark under lastSyncLocation")
  func syncSavesTheBookmark() async throws {
    let bookmarks = MockBookmarkStorage()

    try await manager(files: savedFiles(), bookmarks: bookmarks).sync()

    #expect(
      try bookmarks.loadBookmark(forKey: "lastSyncLocation")
        == Data(syncFile.absoluteString.utf8),
      "sync() should save Data(copy.absoluteString.utf8) under the key lastSyncLocation")
  }

  @Test("A sync that fails before the copy is written saves no bookmark")
  func syncWithFailedCopySavesNoBookmark() async throws {
    let bookmarks = MockBookmarkStorage()
    let failing = [
      MockFileAccessor(),
      savedFiles(readError: .unreadable),
      savedFiles(writeError: .full),
    ]

    for files in failing {
      try? await manager(files: files, bookmarks: bookmarks).sync()
    }

    #expect(
      try bookmarks.loadBookmark(forKey: SyncManager.bookmarkKey) == nil,
      "a sync that found nothing saved, or failed to read or write, should save no bookmark")
  }

  // MARK: - lastSyncDate

  @Test("lastSyncDate is nil before the first sync, then the date now() returned")
  func syncSetsTheDate() async throws {
    let manager = manager(files: savedFiles())
    #expect(await manager.lastSyncDate == nil, "lastSyncDate should be nil before any sync")

    try await manager.sync()

    #expect(
      await manager.lastSyncDate == syncDate,
      "lastSyncDate should be the date the injected now() returned")
  }

  @Test("lastSyncDate is read from now() after the copy and the bookmark are saved")
  func syncReadsTheDateWhenItFinished() async throws {
    let bookmarks = MockBookmarkStorage()
    let started = Date(timeIntervalSince1970: 1_600_000_000)
    // A clock that tells whether it was read before the bookmark was saved, or after.
    let now: @Sendable () -> Date = { [syncDate] in
      (try? bookmarks.loadBookmark(forKey: SyncManager.bookmarkKey)) == nil ? started : syncDate
    }
    let manager = manager(files: savedFiles(), bookmarks: bookmarks, now: now)

    try await manager.sync()

    #expect(
      await manager.lastSyncDate == syncDate,
      "lastSyncDate should be when the sync finished, read from now() after the bookmark was saved"
    )
  }

  @Test("A sync that throws leaves lastSyncDate as it was")
  func failedSyncKeepsTheDate() async throws {
    let files = savedFiles()
    let clock = SteppingClock()
    let manager = manager(files: files, now: { clock.now() })
    try await manager.sync()

    await files.setWriteError(DiskError.full)
    try? await manager.sync()

    #expect(
      await manager.lastSyncDate == SteppingClock.start,
      "after a sync that threw, lastSyncDate should still be the date of the last one that worked"
    )
  }

  // MARK: - onSync

  @Test("onSync is called once for each sync that works")
  func onSyncForEachSync() async throws {
    let files = savedFiles()

    try await confirmation("onSync should be called once for each of 3 syncs", expectedCount: 3) {
      synced in
      let manager = manager(files: files, onSync: { _ in synced() })
      for _ in 0..<3 {
        try await manager.sync()
      }
    }
  }

  @Test("onSync is never called for a sync that throws")
  func noOnSyncForFailedSync() async {
    let bookmarks = MockBookmarkStorage()
    bookmarks.saveError = DiskError.full
    let failing: [(any AsyncFileAccessorProviding, MockBookmarkStorage)] = [
      (MockFileAccessor(), MockBookmarkStorage()),
      (savedFiles(writeError: .full), MockBookmarkStorage()),
      (savedFiles(), bookmarks),
    ]

    await confirmation("onSync should not be called for a sync that throws", expectedCount: 0) {
      synced in
      for (files, bookmarks) in failing {
        let manager = manager(files: files, bookmarks: bookmarks, onSync: { _ in synced() })
        try? await manager.sync()
        #expect(await manager.lastSyncDate == nil, "a sync that threw should set no lastSyncDate")
      }
    }
  }

  @Test("onSync gets the date that sync() stores in lastSyncDate")
  func onSyncGetsTheStoredDate() async throws {
    let clock = SteppingClock()
    let reported = DateRecorder()
    let manager = manager(
      files: savedFiles(), now: { clock.now() }, onSync: { date in reported.record(date) })

    var stored: [Date] = []
    for _ in 0..<2 {
      try await manager.sync()
      stored.append(try #require(await manager.lastSyncDate))
    }

    #expect(
      reported.dates == stored,
      "onSync should get, for each sync, the date sync() stored in lastSyncDate")
  }

  // MARK: - Many tasks at once

  @Test("Syncs from many tasks at once each write once and report once")
  func syncsFromManyTasks() async throws {
    let (tasks, syncsPerTask) = (8, 10)
    let spy = ActorSpyFileAccessor(contents: saved)
    let clock = SteppingClock()
    let reported = DateRecorder()

    let failures = await confirmation(
      "onSync should be called once for each of \(tasks * syncsPerTask) syncs",
      expectedCount: tasks * syncsPerTask
    ) { synced in
      let manager = manager(
        files: spy, now: { clock.now() },
        onSync: { date in
          reported.record(date)
          synced()
        })
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
        await manager.lastSyncDate == reported.dates.last,
        "after many syncs at once, lastSyncDate should be the date of the last one reported")
      return failures
    }

    #expect(failures == 0, "every sync should work, but \(failures) threw")
    #expect(
      await spy.counts.write == tasks * syncsPerTask,
      "\(tasks * syncsPerTask) syncs from \(tasks) tasks should write the copy \(tasks * syncsPerTask) times"
    )
  }
}

/// The dates `onSync` was called with, from any task, oldest first.
final class DateRecorder: Sendable {
  private let recorded = Mutex<[Date]>([])

  var dates: [Date] {
    recorded.withLock { $0 }
  }

  func record(_ date: Date) {
    recorded.withLock { $0.append(date) }
  }
}

/// Errors the tests program into the doubles.
enum DiskError: Error {
  case unreadable, full
}
