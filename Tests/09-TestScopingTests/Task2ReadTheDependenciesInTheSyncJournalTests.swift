import Foundation
import Testing

@testable import Lesson09TestScoping

extension TestScopingTests {
  @Suite("Task 2: Read the dependencies in the sync journal")
  struct ReadTheDependenciesInTheSyncJournal {
    @Test("A record gets the date and the ID of its scope")
    func recordUsesScopedDateAndID() async throws {
      // A quarter of a second past the day, so that a date rounded to seconds shows.
      let date = Fixture.date(7).addingTimeInterval(0.25)
      let id = Fixture.id(21)

      let outcome = await withDependencies {
        $0.now = { date }
        $0.makeID = { id }
        $0.fileAccessor = InMemoryFileAccessor()
      } operation: {
        Result { try SyncJournal(folder: Fixture.journalFolder).record(Fixture.settings) }
      }

      let record = try #require(
        outcome.value,
        "record(_:) should write through Dependencies.current.fileAccessor, not throw"
      )
      #expect(
        record.date == date,
        "the record's date should be Dependencies.current.now(), as it is, not rounded")
      #expect(record.id == id, "the record's ID should come from Dependencies.current.makeID()")
      #expect(
        record.settings == Fixture.settings, "the record should keep the settings it was given")
    }

    @Test("A record is written through the scope's file accessor")
    func recordIsWrittenThroughScopedAccessor() async throws {
      let files = InMemoryFileAccessor()
      // A clock that moves on a day at every reading, and new IDs with hex letters in them.
      let days = Counter(from: 8)
      let ids = Counter(from: 0xAB)

      let outcome = await withDependencies {
        $0.now = { Fixture.date(days.next()) }
        $0.makeID = { Fixture.id(UInt8(truncatingIfNeeded: ids.next())) }
        $0.fileAccessor = files
      } operation: {
        Result { try SyncJournal(folder: Fixture.journalFolder).record(Fixture.settings) }
      }

      let record = try #require(
        outcome.value,
        "record(_:) should write through Dependencies.current.fileAccessor, not throw"
      )
      let file = Fixture.journalFile(record.id)
      #expect(
        files.urls == [file],
        """
        the scope's file accessor should hold exactly one file, named with the record's ID as \
        record.id.uuidString spells it (upper-case hex), <record.id>.json, in the journal's folder
        """
      )
      let fileContents = try? files.read(from: file)
      let written = try #require(fileContents, "there should be a file at \(file)")
      let decoded = try JSONDecoder().decode(SyncRecord.self, from: written)
      #expect(
        decoded == record,
        """
        the file should hold the record, encoded with JSONEncoder(), and record(_:) should \
        return the record it wrote: ask now() once, not again for the record it returns
        """
      )
    }

    @Test("A record goes in a folder whose URL does not end in a slash")
    func recordGoesInFolderWithoutTrailingSlash() async throws {
      let files = InMemoryFileAccessor()
      let folder = URL(
        filePath: "/dev/null/testable-swift/journal", directoryHint: .notDirectory)

      let outcome = await withDependencies {
        $0.now = { Fixture.date(12) }
        $0.makeID = { Fixture.id(12) }
        $0.fileAccessor = files
      } operation: {
        Result { try SyncJournal(folder: folder).record(Fixture.settings) }
      }

      let record = try #require(
        outcome.value,
        "record(_:) should write through Dependencies.current.fileAccessor, not throw"
      )
      #expect(
        files.urls.map { $0.path() } == [
          "/dev/null/testable-swift/journal/\(record.id.uuidString).json"
        ],
        """
        <id>.json should go in the folder even when its URL has no slash at the end: \
        append the name to the folder's path, do not resolve it against the folder's URL
        """
      )
    }

    @Test("A second record with the same ID is written over the first")
    func sameIDIsWrittenOver() async throws {
      let files = InMemoryFileAccessor()
      let days = Counter(from: 10)

      let outcome = await withDependencies {
        $0.now = { Fixture.date(days.next()) }
        $0.makeID = { Fixture.id(5) }
        $0.fileAccessor = files
      } operation: {
        Result {
          let journal = SyncJournal(folder: Fixture.journalFolder)
          _ = try journal.record(.defaults)
          return try journal.record(Fixture.settings)
        }
      }

      let second = try #require(
        outcome.value,
        "record(_:) should write a record whose <id>.json is already there, as the accessor's write replaces a file: check nothing first, and throw only the accessor's error"
      )
      let written = try files.read(from: Fixture.journalFile(second.id))
      #expect(
        try JSONDecoder().decode(SyncRecord.self, from: written) == second,
        "<id>.json should hold the second record, written over the first")
    }

    @Test("A write that fails throws the accessor's error")
    func failedWriteThrows() async {
      await #expect(
        throws: PlannedFailure.self,
        "record(_:) should pass on the error of the scope's fileAccessor, not swallow it"
      ) {
        try await withDependencies {
          $0.now = { Fixture.date(9) }
          $0.makeID = { Fixture.id(9) }
          $0.fileAccessor = UnwritableFileAccessor()
        } operation: {
          _ = try SyncJournal(folder: Fixture.journalFolder).record(Fixture.settings)
        }
      }
    }

    @Test("Records made in parallel go to each scope's own disk")
    func parallelRecordsStayApart() async throws {
      let count = 6
      let disks = (0..<count).map { _ in InMemoryFileAccessor() }

      let outcomes = await readInOverlappingScopes(count: count) { index, dependencies in
        dependencies.now = { Fixture.date(200 + index) }
        dependencies.makeID = { Fixture.id(UInt8(0xA0 + index)) }
        dependencies.fileAccessor = disks[index]
      } read: { _ in
        Result { try SyncJournal(folder: Fixture.journalFolder).record(Fixture.settings) }
      }

      for index in 0..<count {
        let record = try #require(
          outcomes[index].value,
          "task \(index): record(_:) should write to the scope's own disk, not throw"
        )
        #expect(
          record.date == Fixture.date(200 + index),
          "task \(index) should stamp its record with its own scope's date"
        )
        #expect(
          disks[index].urls == [Fixture.journalFile(Fixture.id(UInt8(0xA0 + index)))],
          "task \(index)'s disk should hold its own record and nothing else"
        )
      }
    }
  }
}

/// A file accessor whose every write fails, for the journal's error path.
private struct UnwritableFileAccessor: FileAccessorProviding {
  func read(from url: URL) throws -> Data { throw PlannedFailure() }
  func write(_ data: Data, to url: URL) throws { throw PlannedFailure() }
  func fileExists(at url: URL) -> Bool { false }
  func removeItem(at url: URL) throws { throw PlannedFailure() }
}
