import Foundation
import Testing
@testable import Lesson01TightCoupling

extension TightCouplingTests {
  @Suite("Task 2: Pass the folder in")
  struct PassTheFolderIn {
    @Test("Reads settings.json from the folder it is given")
    func readsFromItsFolder() throws {
      try withTemporaryFolder { folder in
        let saved = Settings(theme: .dark, fontSize: 18, syncEnabled: true)
        try writeSettingsFile(saved, in: folder)

        let loaded = try SettingsStore(directory: folder).load()

        #expect(
          loaded == saved,
          """
          load() should read settings.json from the folder passed to SettingsStore(directory:), \
          not from your Application Support folder
          """
        )

        guard loaded == saved else { return }

        let spaced = folder.appending(path: "Application Support", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: spaced, withIntermediateDirectories: true)
        try writeSettingsFile(saved, in: spaced)
        let loadedFromSpaced = try SettingsStore(directory: spaced).load()
        #expect(
          loadedFromSpaced == saved,
          """
          load() should read settings.json from a folder whose path has a space, like \
          Application Support: look for the file by its plain path, path(percentEncoded: false), \
          not path(), which keeps the space as %20
          """
        )
      }
    }

    @Test("Returns the defaults when the folder has no settings.json")
    func returnsDefaultsWithoutAFile() throws {
      try withTemporaryFolder { folder in
        let store = SettingsStore(directory: folder)

        do {
          let loaded = try store.load()
          #expect(
            loaded == .defaults, "load() should return Settings.defaults when nothing was saved yet"
          )
        } catch {
          Issue.record(
            "load() threw \(error). When there is no settings.json yet, it should return Settings.defaults."
          )
        }
        #expect(
          contents(of: folder).isEmpty,
          """
          load() should only read: when there is no settings.json, it should leave the folder \
          as it was, not write the defaults or anything else there
          """
        )
      }
    }

    @Test("Returns the defaults when the folder does not exist yet")
    func returnsDefaultsWithoutAFolder() throws {
      try withTemporaryFolder { folder in
        let missing = folder.appending(path: "NotCreatedYet", directoryHint: .isDirectory)
        let store = SettingsStore(directory: missing)

        do {
          let loaded = try store.load()
          #expect(
            loaded == .defaults,
            "load() should return Settings.defaults when the store's folder does not exist yet"
          )
        } catch {
          Issue.record(
            "load() threw \(error). When its folder does not exist yet, it should return Settings.defaults."
          )
        }
        #expect(!exists(missing), "load() should only read: it should not create the folder")
      }
    }

    @Test("Throws when settings.json is broken or cannot be read")
    func throwsForABrokenFile() throws {
      try withTemporaryFolder { folder in
        try writeBrokenSettingsFile(in: folder)
        let store = SettingsStore(directory: folder)

        #expect(
          throws: (any Error).self,
          """
          load() should throw when settings.json is there but is not valid JSON, not hide the \
          broken file behind Settings.defaults
          """
        ) {
          try store.load()
        }

        // A folder named settings.json, with a file in it, stands where the file goes: it is
        // there, but reading it fails.
        let file = settingsFile(in: folder)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: file.appending(path: "keep.txt"))
        #expect(
          throws: (any Error).self,
          """
          load() should throw when settings.json is there but cannot be read, not return \
          Settings.defaults as if nothing was saved yet: only a missing file or folder means that
          """
        ) {
          try store.load()
        }
      }
    }

    @Test("Throws when settings.json is empty")
    func throwsForAnEmptyFile() throws {
      try withTemporaryFolder { folder in
        try Data().write(to: settingsFile(in: folder))
        let store = SettingsStore(directory: folder)

        #expect(
          throws: (any Error).self,
          """
          load() should throw when settings.json is there but empty: an empty file is not valid \
          JSON, and it does not mean that nothing was saved yet
          """
        ) {
          try store.load()
        }
      }
    }

    @Test("Writes settings.json into the folder it is given")
    func writesIntoItsFolder() throws {
      try withTemporaryFolder { folder in
        try requireStoreReadsItsFolder(folder)
        let settings = Settings(theme: .dark, fontSize: 22, syncEnabled: false)

        try SettingsStore(directory: folder).save(settings)

        let written = try readSettingsFile(in: folder)
        #expect(
          written == settings,
          """
          save(_:) should write the settings as JSON to settings.json in the folder passed to \
          SettingsStore(directory:)
          """
        )
      }
    }

    @Test("Keeps settings.json inside a folder whose URL has no slash at its end")
    func usesTheFileInsideAFolderWithoutASlash() throws {
      try withTemporaryFolder { folder in
        try requireStoreReadsItsFolder(folder)
        let unslashed = URL(
          filePath: folder.path(percentEncoded: false), directoryHint: .notDirectory)
        let settings = Settings(theme: .light, fontSize: 16, syncEnabled: true)

        try SettingsStore(directory: unslashed).save(settings)

        #expect(
          try readSettingsFile(in: folder) == settings,
          """
          save(_:) should write settings.json inside the folder also when its URL does not end           in /: build the file's URL with appending(path:), not URL(filePath:relativeTo:),           which puts the file next to the folder
          """
        )
        #expect(
          try SettingsStore(directory: unslashed).load() == settings,
          "load() should read settings.json inside a folder whose URL does not end in /"
        )
      }
    }

    @Test("Loads the settings save() wrote last")
    func loadsWhatSaveWroteLast() throws {
      try withTemporaryFolder { folder in
        try requireStoreReadsItsFolder(folder)
        let store = SettingsStore(directory: folder)
        let first = Settings(theme: .light, fontSize: 12, syncEnabled: false)
        let second = Settings(theme: .dark, fontSize: 16, syncEnabled: true)

        try store.save(first)
        try store.save(second)

        let loaded = try store.load()
        #expect(loaded == second, "load() should return what the last save(_:) wrote")
      }
    }

    @Test("Creates the folder when it is missing")
    func createsAMissingFolder() throws {
      try withTemporaryFolder { folder in
        try requireStoreReadsItsFolder(folder)
        let nested = folder.appending(
          path: "Library/Application Support/TestableSwift", directoryHint: .isDirectory)
        let settings = Settings(theme: .system, fontSize: 20, syncEnabled: true)
        let advice = """
          save(_:) should create the store's folder, and the folders above it, when they do not \
          exist yet, then write settings.json there. The path has a space, like Application \
          Support: create the folder by its URL or its plain path, path(percentEncoded: false), \
          not path(), which keeps the space as %20
          """

        do {
          try SettingsStore(directory: nested).save(settings)
        } catch {
          Issue.record("save(_:) threw \(error). \(advice)")
          return
        }

        let written = try readSettingsFile(in: nested)
        #expect(written == settings, "\(advice)")
      }
    }

    @Test("Throws when settings.json cannot be written")
    func throwsWhenTheWriteFails() throws {
      try withTemporaryFolder { folder in
        try requireStoreReadsItsFolder(folder)
        // A folder named settings.json, with a file in it, stands where the file goes: writing
        // the file there fails.
        let file = settingsFile(in: folder)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: file.appending(path: "keep.txt"))
        let settings = Settings(theme: .dark, fontSize: 19, syncEnabled: true)

        do {
          try SettingsStore(directory: folder).save(settings)
          let written = try? readSettingsFile(in: folder)
          #expect(
            written == settings,
            """
            save(_:) returned without an error, so settings.json should hold the settings: \
            throw when the write fails, do not ignore it
            """
          )
        } catch {
          // Throwing is what save(_:) should do when it cannot write settings.json.
        }
      }
    }

    @Test(
      "Throws the folder's error when the folder cannot be created",
      arguments: ["Library/TestableSwift/", "Library/", "Library"]
    )
    func throwsWhenTheFolderCannotBeCreated(storeFolder: String) throws {
      try withTemporaryFolder { folder in
        try requireStoreReadsItsFolder(folder)
        // A file named Library stands where the store's folder, or a folder above it, should
        // be: creating the store's folder fails, and so would writing settings.json into it.
        // The store's URL ends in a slash only when storeFolder does: without one, the file
        // is found at the folder's path, and it is still not the folder.
        try Data("keep".utf8).write(to: folder.appending(path: "Library"))
        let nested = folder.appending(path: storeFolder)
        let folderError = try #require(
          creationError(of: nested),
          "creating a folder where a file stands, or below one, should fail")
        let settings = Settings(theme: .light, fontSize: 13, syncEnabled: false)

        do {
          try SettingsStore(directory: nested).save(settings)
          Issue.record(
            "save(_:) returned, but its folder cannot be created: it should throw that error")
        } catch {
          let thrown = error as NSError
          #expect(
            thrown.domain == folderError.domain && thrown.code == folderError.code,
            """
            save(_:) threw \(thrown.domain) \(thrown.code), but creating its folder failed with \
            \(folderError.domain) \(folderError.code): throw the error of creating the folder, \
            do not ignore it and throw the later write's error instead. A file standing where \
            the folder should be is not the folder, so "it exists already" does not hold
            """
          )
        }
      }
    }

    @Test("Keeps stores in different folders apart")
    func keepsStoresApart() throws {
      try withTemporaryFolder { folder in
        try requireStoreReadsItsFolder(folder)
        let first = SettingsStore(
          directory: folder.appending(path: "First", directoryHint: .isDirectory))
        let second = SettingsStore(
          directory: folder.appending(path: "Second", directoryHint: .isDirectory))
        let firstSettings = Settings(theme: .light, fontSize: 11, syncEnabled: false)
        let secondSettings = Settings(theme: .dark, fontSize: 24, syncEnabled: true)

        try first.save(firstSettings)
        try second.save(secondSettings)

        let loadedByFirst = try first.load()
        #expect(
          loadedByFirst == firstSettings,
          "each store should read its own folder's settings.json, not a place shared by every store"
        )
        let loadedBySecond = try second.load()
        #expect(
          loadedBySecond == secondSettings,
          "each store should write to its own folder, not a place shared by every store"
        )
      }
    }
  }
}

/// The error `FileManager` throws when it creates `folder` with the folders above it, or nil
/// when that works.
private func creationError(of folder: URL) -> NSError? {
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return nil
  } catch {
    return error as NSError
  }
}
