import Foundation
import Testing
@testable import Lesson03DefaultImplementations

extension DefaultImplementationsTests {
  @Suite("Task 3: Store bookmarks in files")
  struct StoreBookmarksInFiles {
    @Test("Loads the bookmark it saved")
    func loadsTheBookmarkItSaved() throws {
      try withTemporaryDirectory { folder in
        // The bookmarks folder does not exist yet: saving creates it.
        let storage = DefaultBookmarkStorage(
          directory: folder.appending(path: "Bookmarks", directoryHint: .isDirectory))
        let bookmark = Data("file:///somewhere/settings.json".utf8)

        try storage.saveBookmark(bookmark, forKey: "lastSyncLocation")

        let loaded = try storage.loadBookmark(forKey: "lastSyncLocation")
        #expect(
          loaded == bookmark,
          "loadBookmark(forKey:) should return what saveBookmark(_:forKey:) saved; create the directory when it is missing"
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

        let names =
          (try? FileManager.default.contentsOfDirectory(atPath: directory.plainPath)) ?? []
        let name = try #require(
          names.first { $0.contains("lastSyncLocation") },
          """
          saveBookmark(_:forKey:) should write a file named after the key, such as \
          lastSyncLocation.bookmark, into the directory it was given; that folder holds \(names)
          """
        )
        let contents = try Data(contentsOf: directory.appending(path: name))
        #expect(
          contents == Data("saved".utf8),
          "The key's file, \(name), should hold the bookmark's bytes"
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
  }
}
