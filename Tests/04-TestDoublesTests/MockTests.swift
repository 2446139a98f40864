import Foundation
import SuiteSupport
import Testing

@testable import Lesson04TestDoubles

extension TestDoublesTests {
  @Suite("Task 5: Program failures into a mock")
  struct ProgramFailuresIntoAMock {
    @Test("A mock throws the readError you set")
    func throwsReadError() {
      let mock = MockFileAccessor(files: [Fixture.settingsFile: Data("saved".utf8)])
      mock.readError = DiskError.unreadable

      #expect(
        mock.readError as? DiskError == .unreadable,
        "readError should read back as the error you set, DiskError.unreadable")
      #expect(
        throws: DiskError.unreadable,
        "read(from:) should throw the mock's readError, even when the file exists"
      ) {
        try mock.read(from: Fixture.settingsFile)
      }
      #expect(
        throws: DiskError.unreadable,
        "a second read(from:) should throw readError again: it stays set until you clear it"
      ) {
        try mock.read(from: Fixture.settingsFile)
      }
      #expect(
        throws: DiskError.unreadable,
        "read(from:) should throw readError for a missing file too, not the error of a missing file"
      ) {
        try mock.read(from: Fixture.syncFile)
      }
      #expect(
        mock.fileExists(at: Fixture.settingsFile),
        "a readError should not change fileExists(at:): the file is still there")
      #expect(throws: Never.self, "a readError should not make write(_:to:) fail") {
        try mock.write(Data("new".utf8), to: Fixture.syncFile)
      }
    }

    @Test("A mock throws the writeError you set, and keeps no file")
    func throwsWriteError() throws {
      let saved = Data("saved".utf8)
      let mock = MockFileAccessor(files: [Fixture.syncFile: saved])
      mock.writeError = DiskError.full

      #expect(throws: DiskError.full, "write(_:to:) should throw the mock's writeError") {
        try mock.write(Data("new".utf8), to: Fixture.settingsFile)
      }
      #expect(
        throws: DiskError.full,
        "a second write(_:to:) should throw writeError again: it stays set until you clear it"
      ) {
        try mock.write(Data("newer".utf8), to: Fixture.settingsFile)
      }
      #expect(
        mock.writeError as? DiskError == .full,
        "writeError should still read back as the error you set, DiskError.full, after the writes")
      #expect(
        !mock.fileExists(at: Fixture.settingsFile),
        "a write that failed should leave no file behind")
      #expect(
        try mock.read(from: Fixture.syncFile) == saved,
        "with only writeError set, read(from:) should still return the file: each error touches only its own method"
      )
    }

    @Test("A mock's errors leave fileExists(at:) and removeItem(at:) working")
    func errorsLeaveRemoveWorking() {
      let mock = MockFileAccessor(
        files: [Fixture.settingsFile: Data("saved".utf8)],
        readError: DiskError.unreadable,
        writeError: DiskError.full
      )

      #expect(
        mock.fileExists(at: Fixture.settingsFile),
        "with both errors set, fileExists(at:) should still find the file")
      #expect(
        throws: Never.self,
        "writeError and readError should not make removeItem(at:) fail: removing is not a write"
      ) {
        try mock.removeItem(at: Fixture.settingsFile)
      }
      #expect(
        !mock.fileExists(at: Fixture.settingsFile),
        "removeItem(at:) should forget the file even while writeError is set")
    }

    @Test("A mock takes its errors from its initializer")
    func takesErrorsFromInit() {
      let mock = MockFileAccessor(
        files: [Fixture.settingsFile: Data("saved".utf8)],
        readError: DiskError.unreadable,
        writeError: DiskError.full
      )

      #expect(throws: DiskError.unreadable, "init(readError:) should make read(from:) throw it") {
        try mock.read(from: Fixture.settingsFile)
      }
      #expect(throws: DiskError.full, "init(writeError:) should make write(_:to:) throw it") {
        try mock.write(Data("new".utf8), to: Fixture.settingsFile)
      }
    }

    @Test("Setting one error of a mock leaves the other as it was")
    func errorsAreIndependent() {
      let mock = MockFileAccessor()
      mock.readError = DiskError.unreadable
      mock.writeError = DiskError.full

      #expect(
        throws: DiskError.unreadable,
        "after setting readError, then writeError, read(from:) should still throw readError: setting one error must not clear the other"
      ) {
        try mock.read(from: Fixture.settingsFile)
      }
      #expect(mock.readError as? DiskError == .unreadable, "readError should read back as set")

      mock.readError = nil
      #expect(
        mock.writeError as? DiskError == .full,
        "clearing readError should leave writeError as it was")
    }

    @Test("A mock with its errors cleared works like the fake")
    func worksWhenCleared() throws {
      let mock = MockFileAccessor(readError: DiskError.unreadable, writeError: DiskError.full)
      mock.readError = nil
      mock.writeError = nil
      let data = Data("saved".utf8)

      #expect(
        !mock.fileExists(at: Fixture.settingsFile), "a new mock with no files should hold no file")
      try mock.write(data, to: Fixture.settingsFile)
      #expect(
        mock.fileExists(at: Fixture.settingsFile), "after a write, fileExists(at:) should be true")
      let read = try mock.read(from: Fixture.settingsFile)
      #expect(
        read == data,
        "with readError set to nil, read(from:) should read normally")
      #expect(
        mock.readError == nil && mock.writeError == nil,
        "readError and writeError should read back as nil once cleared")
    }

    // Errors in `nonisolated(unsafe)` vars read back right in every run; only the code shows
    // that the compiler no longer checks who touches them, so this test reads the code.
    @Test("Keeps its errors where the compiler checks them, with no nonisolated(unsafe)")
    func keepsErrorsChecked() throws {
      let code = try LessonCode.load(lesson: "04-TestDoubles")
      let mock = code.files.filter { $0.path.hasSuffix("MockFileAccessor.swift") }
      try #require(
        !mock.isEmpty, "The tests should find your mock in Doubles/MockFileAccessor.swift")

      let unsafe = LessonCode.lines(in: mock, matching: /nonisolated\(unsafe\)|@unchecked\b/)
      #expect(
        unsafe.isEmpty,
        "The mock's errors should live in a Mutex: nonisolated(unsafe) and @unchecked only stop the compiler from checking that two tasks do not touch them at once. Found at: \(unsafe)"
      )
    }

    @Test("save() passes the write error on")
    func savePassesWriteErrorOn() throws {
      let mock = MockFileAccessor(writeError: DiskError.full)
      let store = SettingsStore(fileSystem: try Fixture.bothFolders(), fileAccessor: mock)

      #expect(throws: DiskError.full, "save() should fail with the error the disk gave") {
        try store.save(Fixture.saved)
      }
    }

    @Test("load() passes the read error on")
    func loadPassesReadErrorOn() throws {
      let mock = MockFileAccessor(
        files: [Fixture.settingsFile: try Fixture.encoded(Fixture.saved)],
        readError: DiskError.unreadable
      )
      let store = SettingsStore(fileSystem: try Fixture.bothFolders(), fileAccessor: mock)

      #expect(
        throws: DiskError.unreadable,
        "load() should fail with the error the disk gave, not return defaults"
      ) {
        try store.load()
      }
    }

    @Test("sync() passes the read error on, writes nothing and records no date")
    func syncPassesReadErrorOn() throws {
      let mock = MockFileAccessor(
        files: [Fixture.settingsFile: try Fixture.encoded(Fixture.saved)],
        readError: DiskError.unreadable
      )
      let manager = try Fixture.syncManager(files: mock)

      #expect(
        throws: DiskError.unreadable,
        "sync() should fail with the error of loading the settings, not copy the defaults"
      ) {
        try manager.sync()
      }
      #expect(
        !mock.fileExists(at: Fixture.syncFile), "a sync whose load failed should write no copy")
      #expect(manager.lastSyncDate == nil, "a sync whose load failed should record no sync date")
    }

    @Test("sync() passes the write error on and records no date")
    func syncPassesWriteErrorOn() throws {
      let mock = MockFileAccessor(
        files: [Fixture.settingsFile: try Fixture.encoded(Fixture.saved)],
        writeError: DiskError.full
      )
      let manager = try Fixture.syncManager(files: mock)

      #expect(throws: DiskError.full, "sync() should fail with the error of writing the copy") {
        try manager.sync()
      }
      #expect(manager.lastSyncDate == nil, "a sync whose write failed should record no sync date")
    }

    @Test("sync() passes the error of saving the bookmark on")
    func syncPassesBookmarkErrorOn() throws {
      let manager = try Fixture.syncManager(
        files: InMemoryFileAccessor(), bookmarks: RecordingBookmarkStorage(saveError: .full))

      #expect(
        throws: DiskError.full, "sync() should fail with the error of saving the bookmark"
      ) {
        try manager.sync()
      }
    }
  }
}
