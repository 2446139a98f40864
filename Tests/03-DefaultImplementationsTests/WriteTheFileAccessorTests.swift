import Foundation
import Testing
@testable import Lesson03DefaultImplementations

extension DefaultImplementationsTests {
  /// The file accessor contract runs against every accessor in `FileAccessorSubject`; the last
  /// three tests are about the real disk and run against `DefaultFileAccessor` alone.
  @Suite("Task 1: Write the file accessor")
  struct WriteTheFileAccessor {
    /// A file name with a space, so that a percent-escaped path ("my%20settings.json") shows up.
    static let fileName = "my settings.json"

    @Test("Reads back what it wrote", arguments: FileAccessorSubject.allCases)
    func readsBackWhatItWrote(subject: FileAccessorSubject) throws {
      try withTemporaryDirectory { folder in
        let accessor = subject.make()
        let url = folder.appending(path: Self.fileName)
        let data = Data("{\"theme\":\"dark\"}".utf8)

        try accessor.write(data, to: url)

        let read = try accessor.read(from: url)
        #expect(
          read == data,
          "read(from:) should return exactly the bytes write(_:to:) wrote")
      }
    }

    @Test("A second write replaces the first", arguments: FileAccessorSubject.allCases)
    func secondWriteReplacesTheFirst(subject: FileAccessorSubject) throws {
      try withTemporaryDirectory { folder in
        let accessor = subject.make()
        let url = folder.appending(path: Self.fileName)

        try accessor.write(Data("the first, longer contents".utf8), to: url)
        try accessor.write(Data("second".utf8), to: url)

        let read = try accessor.read(from: url)
        #expect(
          read == Data("second".utf8),
          "After two writes, read(from:) should return only the second one, with nothing left of the first"
        )
      }
    }

    @Test("Reading a missing file throws", arguments: FileAccessorSubject.allCases)
    func readingAMissingFileThrows(subject: FileAccessorSubject) throws {
      try withTemporaryDirectory { folder in
        let accessor = subject.make()
        let url = folder.appending(path: Self.fileName)

        #expect(
          throws: (any Error).self,
          "read(from:) should throw for a file that does not exist, not return empty data"
        ) {
          _ = try accessor.read(from: url)
        }
      }
    }

    @Test("Reports whether a file exists", arguments: FileAccessorSubject.allCases)
    func reportsWhetherAFileExists(subject: FileAccessorSubject) throws {
      try withTemporaryDirectory { folder in
        let accessor = subject.make()
        let url = folder.appending(path: Self.fileName)

        #expect(
          !accessor.fileExists(at: url),
          "fileExists(at:) should be false before anything was written")
        try accessor.write(Data("x".utf8), to: url)
        #expect(
          accessor.fileExists(at: url),
          "fileExists(at:) should be true after a write, also for a name with a space: use url.path(percentEncoded: false), not url.path()"
        )
      }
    }

    @Test("Removes a file", arguments: FileAccessorSubject.allCases)
    func removesAFile(subject: FileAccessorSubject) throws {
      try withTemporaryDirectory { folder in
        let accessor = subject.make()
        let url = folder.appending(path: Self.fileName)
        try accessor.write(Data("x".utf8), to: url)
        try #require(
          accessor.fileExists(at: url),
          "fileExists(at:) should be true after a write, before the file is removed")

        try accessor.removeItem(at: url)

        #expect(
          !accessor.fileExists(at: url), "fileExists(at:) should be false after removeItem(at:)")
        #expect(
          throws: (any Error).self,
          "read(from:) should throw after removeItem(at:) deleted the file"
        ) {
          _ = try accessor.read(from: url)
        }
      }
    }

    @Test("Removing a missing file throws", arguments: FileAccessorSubject.allCases)
    func removingAMissingFileThrows(subject: FileAccessorSubject) throws {
      try withTemporaryDirectory { folder in
        let accessor = subject.make()
        let url = folder.appending(path: Self.fileName)

        #expect(
          throws: (any Error).self,
          "removeItem(at:) should report a missing file by throwing, not ignore it (no try?)"
        ) {
          try accessor.removeItem(at: url)
        }
      }
    }

    @Test("Works on the real file on disk")
    func worksOnTheRealFile() throws {
      try withTemporaryDirectory { folder in
        let accessor = DefaultFileAccessor()
        let written = folder.appending(path: "written by the accessor.json")
        let existing = folder.appending(path: "written by Foundation.json")
        try Data("from Foundation".utf8).write(to: existing)

        try accessor.write(Data("from the accessor".utf8), to: written)

        let onDisk = try? Data(contentsOf: written)
        #expect(
          onDisk == Data("from the accessor".utf8),
          "write(_:to:) should put the bytes in the real file at the URL"
        )
        let read = try accessor.read(from: existing)
        #expect(
          read == Data("from Foundation".utf8),
          "read(from:) should return what is in the real file at the URL"
        )
        #expect(
          accessor.fileExists(at: existing), "fileExists(at:) should see a file that is on disk")
      }
    }

    @Test("Writes atomically, so a reader never sees half a file")
    func writesAtomically() throws {
      try withTemporaryDirectory { folder in
        let accessor = DefaultFileAccessor()
        let url = folder.appending(path: Self.fileName)
        let old = Data("the old settings, complete".utf8)
        try accessor.write(old, to: url)

        // Another reader has the old file open while the new one is written.
        let reader = try FileHandle(forReadingFrom: url)
        defer { try? reader.close() }
        try accessor.write(Data("new".utf8), to: url)
        let seenByReader = try reader.readToEnd() ?? Data()

        #expect(
          seenByReader == old,
          """
          A reader that opened the file before the write should still see the whole old file. \
          It saw "\(String(decoding: seenByReader, as: UTF8.self))": the file was overwritten in place. \
          Write with data.write(to: url, options: .atomic)
          """
        )
        let readAgain = try accessor.read(from: url)
        #expect(
          readAgain == Data("new".utf8), "A new read should see the new contents"
        )
      }
    }

    @Test("Lets Foundation's own error through, so that the caller learns why")
    func throwsFoundationsOwnError() throws {
      try withTemporaryDirectory { folder in
        let accessor = DefaultFileAccessor()
        let target = folder.appending(path: "missing", directoryHint: .isDirectory)
          .appending(path: Self.fileName)

        #expect(
          Self.errorKind { try accessor.write(Data("x".utf8), to: target) }
            == Self.errorKind { try Data("x".utf8).write(to: target, options: .atomic) },
          "write(_:to:) into a missing folder should throw the error Data.write throws, as it is, not an error of your own"
        )
        #expect(
          Self.errorKind { try accessor.removeItem(at: target) }
            == Self.errorKind { try FileManager.default.removeItem(at: target) },
          "removeItem(at:) of a missing file should throw the error FileManager throws, as it is, not an error of your own"
        )
      }
    }

    /// The domain and code of the error `body` throws, such as "NSCocoaErrorDomain 4", or
    /// "no error".
    static func errorKind(_ body: () throws -> Void) -> String {
      do {
        try body()
        return "no error"
      } catch {
        let error = error as NSError
        return "\(error.domain) \(error.code)"
      }
    }

    @Test("Throws when the write fails")
    func throwsWhenTheWriteFails() throws {
      try withTemporaryDirectory { folder in
        let accessor = DefaultFileAccessor()
        // A file stands where the folder should be, so nothing can be written below it.
        let blocker = folder.appending(path: "not a folder")
        try Data().write(to: blocker)

        #expect(
          throws: (any Error).self,
          "write(_:to:) should throw when the file cannot be written, not fail silently"
        ) {
          try accessor.write(Data("x".utf8), to: blocker.appending(path: "settings.json"))
        }

        let missing = folder.appending(path: "missing", directoryHint: .isDirectory)
        #expect(
          throws: (any Error).self,
          "write(_:to:) should throw when the folder is missing, not create it"
        ) {
          try accessor.write(Data("x".utf8), to: missing.appending(path: "settings.json"))
        }
        #expect(
          !missing.isExistingDirectory,
          "write(_:to:) should not create a missing folder: creating container folders is the file system provider's job"
        )

        // A folder, with a file in it, stands where the file should be: the write fails.
        let folderInTheWay = folder.appending(path: Self.fileName, directoryHint: .isDirectory)
        let keep = folderInTheWay.appending(path: "keep.txt")
        try FileManager.default.createDirectory(
          at: folderInTheWay, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: keep)
        #expect(
          throws: (any Error).self,
          "write(_:to:) should throw when a folder stands at the URL, not remove it to make room"
        ) {
          try accessor.write(Data("x".utf8), to: folder.appending(path: Self.fileName))
        }
        #expect(
          (try? Data(contentsOf: keep)) == Data("keep".utf8),
          """
          A write that fails should leave what was at the URL as it was: write atomically, in \
          one step, and never remove the old file (or folder) first
          """
        )
      }
    }
  }
}
