import Foundation
import Testing
@testable import Lesson03DefaultImplementations

extension DefaultImplementationsTests {
  @Suite("Task 3: Store bookmarks in files")
  struct StoreBookmarksInFiles {
    @Test("Loads the bookmark it saved")
    func loadsTheBookmarkItSaved() throws {
      try withTemporaryDirectory { folder in
        // Neither the bookmarks folder nor the folder above it exists yet: saving creates
        // both, as on a new machine.
        let storage = DefaultBookmarkStorage(
          directory: folder.appending(path: "TestableSwift/Bookmarks", directoryHint: .isDirectory)
        )
        let bookmark = Data("file:///somewhere/settings.json".utf8)

        try storage.saveBookmark(bookmark, forKey: "lastSyncLocation")

        let loaded = try storage.loadBookmark(forKey: "lastSyncLocation")
        #expect(
          loaded == bookmark,
          "loadBookmark(forKey:) should return what saveBookmark(_:forKey:) saved; create the directory when it is missing, with the folders above it"
        )

        try storage.saveBookmark(Data(), forKey: "emptyLocation")
        let loadedEmpty = try storage.loadBookmark(forKey: "emptyLocation")
        #expect(
          loadedEmpty == Data(),
          "An empty bookmark is still a saved bookmark: loadBookmark(forKey:) should return empty data for it, not nil, which means nothing was saved"
        )
      }
    }

    @Test("Returns nil for a key that was never saved")
    func returnsNilForAnUnknownKey() throws {
      try withTemporaryDirectory { folder in
        let storage = DefaultBookmarkStorage(
          directory: folder.appending(path: "Bookmarks", directoryHint: .isDirectory))

        let loaded = try storage.loadBookmark(forKey: "lastSyncLocation")

        #expect(
          loaded == nil,
          "loadBookmark(forKey:) should return nil, not throw, when nothing was saved under the key"
        )

        // Another key is saved, so the directory exists now; this key still has no file.
        try storage.saveBookmark(Data("other".utf8), forKey: "otherLocation")
        let loadedAfterAnotherKey = try storage.loadBookmark(forKey: "lastSyncLocation")

        #expect(
          loadedAfterAnotherKey == nil,
          "loadBookmark(forKey:) should return nil for a key with no file, also when other keys were saved: look for the key's file, not for the directory"
        )
      }
    }

    @Test("Keeps each key separate and the latest save for each")
    func keepsEachKeySeparate() throws {
      try withTemporaryDirectory { folder in
        let storage = DefaultBookmarkStorage(
          directory: folder.appending(path: "Bookmarks", directoryHint: .isDirectory))

        try storage.saveBookmark(Data("first".utf8), forKey: "lastSyncLocation")
        try storage.saveBookmark(Data("other".utf8), forKey: "otherLocation")
        try storage.saveBookmark(Data("second".utf8), forKey: "lastSyncLocation")

        let replaced = try storage.loadBookmark(forKey: "lastSyncLocation")
        #expect(
          replaced == Data("second".utf8),
          "Saving again under the same key should replace the bookmark"
        )
        let other = try storage.loadBookmark(forKey: "otherLocation")
        #expect(
          other == Data("other".utf8),
          "Saving under one key should leave the bookmarks of other keys alone"
        )
      }
    }

    @Test("Keeps each bookmark in a file of its directory, named after the key")
    func keepsEachBookmarkInAFileNamedAfterTheKey() throws {
      try withTemporaryDirectory { folder in
        let directory = folder.appending(path: "Bookmarks", directoryHint: .isDirectory)
        try DefaultBookmarkStorage(directory: directory).saveBookmark(
          Data("saved".utf8), forKey: "lastSyncLocation")

        let file = try Self.file(forKey: "lastSyncLocation", in: directory)
        let contents = try Data(contentsOf: file)
        #expect(
          contents == Data("saved".utf8),
          "The key's file, \(file.lastPathComponent), should hold the bookmark's bytes"
        )
        let elsewhere = DefaultBookmarkStorage(
          directory: folder.appending(path: "Elsewhere", directoryHint: .isDirectory))
        let foundElsewhere = try elsewhere.loadBookmark(forKey: "lastSyncLocation")
        #expect(
          foundElsewhere == nil,
          "A DefaultBookmarkStorage over another directory should find no bookmark: keep the files in the directory you were given, and nothing in memory"
        )
      }
    }

    @Test("Throws when the bookmark cannot be saved")
    func throwsWhenTheBookmarkCannotBeSaved() throws {
      try withTemporaryDirectory { folder in
        // A file stands where the bookmarks folder should be.
        let blocker = folder.appending(path: "not a folder")
        try Data().write(to: blocker)
        let storage = DefaultBookmarkStorage(directory: blocker)

        #expect(
          throws: (any Error).self,
          "saveBookmark(_:forKey:) should throw when it cannot create directory or write the file, not lose the bookmark silently"
        ) {
          try storage.saveBookmark(Data("saved".utf8), forKey: "lastSyncLocation")
        }
      }
    }

    @Test("Writes the bookmark file atomically")
    func writesTheBookmarkFileAtomically() throws {
      try withTemporaryDirectory { folder in
        let directory = folder.appending(path: "Bookmarks", directoryHint: .isDirectory)
        let storage = DefaultBookmarkStorage(directory: directory)
        let old = Data("file:///the/old/location/settings.json".utf8)
        try storage.saveBookmark(old, forKey: "lastSyncLocation")
        let file = try Self.file(forKey: "lastSyncLocation", in: directory)

        // Another reader has the old file open while the new bookmark is saved.
        let reader = try FileHandle(forReadingFrom: file)
        defer { try? reader.close() }
        try storage.saveBookmark(Data("new".utf8), forKey: "lastSyncLocation")
        let seenByReader = try reader.readToEnd() ?? Data()

        #expect(
          seenByReader == old,
          """
          A reader that opened the key's file before the save should still see the whole old \
          bookmark. It saw "\(String(decoding: seenByReader, as: UTF8.self))": the file was \
          overwritten in place. Write it atomically, as in Task 1
          """
        )
        let loaded = try storage.loadBookmark(forKey: "lastSyncLocation")
        #expect(loaded == Data("new".utf8), "loadBookmark(forKey:) should see the new bookmark")
      }
    }

    @Test("Throws when the key's file cannot be written")
    func throwsWhenTheKeysFileCannotBeWritten() throws {
      try withTemporaryDirectory { folder in
        let directory = folder.appending(path: "Bookmarks", directoryHint: .isDirectory)
        let storage = DefaultBookmarkStorage(directory: directory)
        try storage.saveBookmark(Data("saved".utf8), forKey: "lastSyncLocation")
        try Self.putAFolder(inPlaceOf: Self.file(forKey: "lastSyncLocation", in: directory))

        #expect(
          throws: (any Error).self,
          "saveBookmark(_:forKey:) should throw when a folder stands where the key's file should be, not lose the bookmark silently"
        ) {
          try storage.saveBookmark(Data("new".utf8), forKey: "lastSyncLocation")
        }
      }
    }

    @Test("Throws, rather than returning nil, when the key's file cannot be read")
    func throwsWhenTheKeysFileCannotBeRead() throws {
      try withTemporaryDirectory { folder in
        let directory = folder.appending(path: "Bookmarks", directoryHint: .isDirectory)
        let storage = DefaultBookmarkStorage(directory: directory)
        try storage.saveBookmark(Data("saved".utf8), forKey: "lastSyncLocation")
        try Self.putAFolder(inPlaceOf: Self.file(forKey: "lastSyncLocation", in: directory))

        #expect(
          throws: (any Error).self,
          "loadBookmark(forKey:) should throw when the key's file is there but cannot be read (here a folder stands in its place); nil means only that nothing was saved"
        ) {
          try storage.loadBookmark(forKey: "lastSyncLocation")
        }
      }
    }

    @Test("Works in a directory with a space in its path")
    func worksInADirectoryWithASpace() throws {
      try withTemporaryDirectory { folder in
        let storage = DefaultBookmarkStorage(
          directory: folder.appending(path: "My Bookmarks", directoryHint: .isDirectory))
        let bookmark = Data("file:///somewhere/settings.json".utf8)

        try storage.saveBookmark(bookmark, forKey: "lastSyncLocation")

        let loaded = try storage.loadBookmark(forKey: "lastSyncLocation")
        #expect(
          loaded == bookmark,
          "loadBookmark(forKey:) should find the bookmark in \"My Bookmarks\": give FileManager the plain path, url.path(percentEncoded: false), not url.path()"
        )
      }
    }

    @Test("Keeps bookmarks on disk for the next launch")
    func keepsBookmarksOnDisk() throws {
      try withTemporaryDirectory { folder in
        let directory = folder.appending(path: "Bookmarks", directoryHint: .isDirectory)
        try DefaultBookmarkStorage(directory: directory).saveBookmark(
          Data("saved".utf8), forKey: "lastSyncLocation")

        // A new instance, as after the app restarts.
        let afterRestart = DefaultBookmarkStorage(directory: directory)

        let loaded = try afterRestart.loadBookmark(forKey: "lastSyncLocation")
        #expect(
          loaded == Data("saved".utf8),
          "A new DefaultBookmarkStorage over the same directory should load what the old one saved: keep bookmarks in files, not in memory"
        )
      }
    }

    /// The one file in `directory` named after `key`, wherever the storage under test put it.
    private static func file(forKey key: String, in directory: URL) throws -> URL {
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: directory.plainPath)) ?? []
      let name = try #require(
        names.first { $0.contains(key) },
        """
        saveBookmark(_:forKey:) should write a file named after the key, such as \
        \(key).bookmark, into the directory it was given; that folder holds \(names)
        """
      )
      return directory.appending(path: name)
    }

    /// Replaces the file at `url` with a folder of the same name, which no one can read as a file.
    private static func putAFolder(inPlaceOf url: URL) throws {
      try FileManager.default.removeItem(at: url)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }
  }
}
