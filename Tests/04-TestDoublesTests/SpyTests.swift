import Foundation
import Testing

@testable import Lesson04TestDoubles

extension TestDoublesTests {
  @Suite("Task 3: Record calls with a spy")
  struct RecordCallsWithASpy {
    @Test("A spy records every call in the order it was made")
    func recordsCallsInOrder() throws {
      let spy = SpyFileAccessor()
      let file = Fixture.settingsFile
      let other = Fixture.syncFile
      let data = Data("hello".utf8)

      try spy.write(data, to: file)
      _ = spy.fileExists(at: other)
      _ = try? spy.read(from: other)
      _ = spy.fileExists(at: file)
      try spy.removeItem(at: file)
      _ = spy.fileExists(at: file)

      let calls = spy.calls
      #expect(
        calls == [
          .write(data, file),
          .fileExists(other),
          .read(other),
          .fileExists(file),
          .removeItem(file),
          .fileExists(file),
        ],
        "calls should list every call with its arguments, oldest first, repeats and failed reads included"
      )
      #expect(
        spy.calls == calls,
        "reading calls a second time should give the same \(calls.count) calls: reading should not empty the record"
      )
    }

    @Test("A spy answers with the contents you gave it")
    func answersWithContents() throws {
      let data = Data("hello".utf8)
      let full = SpyFileAccessor(contents: data)
      let empty = SpyFileAccessor()

      #expect(
        full.fileExists(at: Fixture.settingsFile),
        "a spy made with contents should say every file exists")
      let read = try full.read(from: Fixture.settingsFile)
      #expect(
        read == data,
        "a spy made with contents should read them back")
      #expect(
        !empty.fileExists(at: Fixture.settingsFile),
        "a spy made without contents should say no file exists")
      #expect(throws: (any Error).self, "a spy made without contents should throw from read(from:)")
      {
        try empty.read(from: Fixture.settingsFile)
      }
    }

    @Test("A spy keeps every call made from many tasks at once")
    func keepsConcurrentCalls() async {
      let spy = SpyFileAccessor()
      let tasks = 8
      let callsPerTask = 50_000
      let url = Fixture.settingsFile

      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<tasks {
          group.addTask {
            for _ in 0..<callsPerTask {
              _ = spy.fileExists(at: url)
            }
          }
        }
      }

      #expect(
        spy.calls.count == tasks * callsPerTask,
        "400,000 calls from 8 parallel tasks should leave 400,000 records; keep them in a Mutex, not in a plain var"
      )
    }

    @Test("save() writes settings.json once, in the settings folder")
    func saveWritesOnce() throws {
      let spy = SpyFileAccessor()
      let store = SettingsStore(fileSystem: try Fixture.bothFolders(), fileAccessor: spy)

      try store.save(Fixture.saved)

      let calls = spy.calls
      try #require(calls.count == 1, "save() should make exactly one call on the file accessor")
      guard case .write(let data, let url) = calls[0] else {
        Issue.record("save() should call write(_:to:), but the spy recorded \(calls[0])")
        return
      }
      #expect(
        url == Fixture.settingsFile, "save() should write settings.json in the .settings folder")
      let decoded = try Fixture.decoded(data)
      #expect(
        decoded == Fixture.saved,
        "save() should write the settings it was given, as JSON")
    }

    @Test("load() checks that the file exists before reading it")
    func loadChecksBeforeReading() throws {
      let spy = SpyFileAccessor(contents: try Fixture.encoded(Fixture.saved))
      let store = SettingsStore(fileSystem: try Fixture.bothFolders(), fileAccessor: spy)

      let loaded = try store.load()

      #expect(loaded == Fixture.saved, "load() should return the settings the spy's contents hold")
      #expect(
        spy.calls == [.fileExists(Fixture.settingsFile), .read(Fixture.settingsFile)],
        "load() should call fileExists(at:) and then read(from:), both on settings.json"
      )
    }
  }
}
