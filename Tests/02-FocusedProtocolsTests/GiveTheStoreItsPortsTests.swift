import Foundation
import Testing

@testable import Lesson02FocusedProtocols

extension FocusedProtocolsTests {
  @Suite("Task 2: Give the store its ports")
  struct GiveTheStoreItsPorts {
    @Test("save() writes settings.json into the settings container")
    func saveWritesIntoTheSettingsContainer() throws {
      let files = InMemoryFileAccessor()
      let store = SettingsStore(fileSystem: Fixture.fileSystem(), fileAccessor: files)

      try store.save(Fixture.saved)

      let written = try files.settings(at: Fixture.settingsFile)
      #expect(
        written == Fixture.saved,
        "save() should write the settings as JSON through the file accessor to settings.json in containerURL(for: .settings)"
      )
      #expect(
        files.paths == [InMemoryFileAccessor.key(for: Fixture.settingsFile)],
        "save() should write one file, settings.json in the settings container, and nothing in the sync container"
      )
    }

    @Test("save() always writes: the defaults on a first launch, and over a file it cannot decode")
    func saveAlwaysWrites() throws {
      let files = InMemoryFileAccessor()
      let store = SettingsStore(fileSystem: Fixture.fileSystem(), fileAccessor: files)

      try store.save(.defaults)
      #expect(
        try files.settings(at: Fixture.settingsFile) == .defaults,
        "save(.defaults) on a first launch should write settings.json, though load() would already give the defaults"
      )

      files.seed(Data("not JSON".utf8), at: Fixture.settingsFile)
      try store.save(Fixture.saved)
      #expect(
        try files.settings(at: Fixture.settingsFile) == Fixture.saved,
        "save() should replace a settings.json that cannot be decoded: it writes, and reads nothing first"
      )
    }

    @Test("save() goes through the file accessor, never straight to the disk")
    func saveNeverTouchesTheDisk() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      // A settings.json of an earlier run on the real disk, which save() must not touch.
      let onDiskFile = folder.url.appending(path: "settings.json")
      let earlier = try JSONEncoder().encode(Fixture.other)
      try earlier.write(to: onDiskFile)
      let files = InMemoryFileAccessor()
      let fileSystem = Fixture.fileSystem(settings: folder.url)
      let store = SettingsStore(fileSystem: fileSystem, fileAccessor: files)

      try store.save(Fixture.saved)

      let onDisk = try folder.contents()
      #expect(
        onDisk == ["settings.json"] && (try? Data(contentsOf: onDiskFile)) == earlier,
        "the real folder should stay as it was, with its own settings.json: write through `fileAccessor`, and never write, remove or replace a file with FileManager or Data.write(to:)"
      )
      let written = try files.settings(at: folder.url.appending(path: "settings.json"))
      #expect(
        written == Fixture.saved,
        "the file accessor double should receive settings.json"
      )
    }

    @Test("load() returns the settings found in the settings container")
    func loadReadsTheSettingsContainer() throws {
      let files = InMemoryFileAccessor()
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      try files.seed(Fixture.other, at: Fixture.syncFile)
      let store = SettingsStore(fileSystem: Fixture.fileSystem(), fileAccessor: files)

      let loaded = try store.load()
      #expect(
        loaded == Fixture.saved,
        "load() should read settings.json from containerURL(for: .settings) through the file accessor, not the sync container or the disk"
      )
      #expect(
        files.changes.isEmpty,
        "load() should only read: it should write nothing back, not even the settings it has just decoded, and remove nothing"
      )
    }

    @Test("load() returns the defaults when there is no settings.json yet")
    func loadReturnsDefaultsWhenNothingIsSaved() throws {
      let files = InMemoryFileAccessor()
      let store = SettingsStore(fileSystem: Fixture.fileSystem(), fileAccessor: files)

      let loaded = try store.load()
      #expect(
        loaded == Settings.defaults,
        "load() should return Settings.defaults when the file accessor has no settings.json"
      )
      #expect(
        files.paths.isEmpty,
        "load() should only read: on a first launch it returns the defaults without writing them to settings.json"
      )
    }

    @Test("load() throws when settings.json cannot be read")
    func loadThrowsWhenTheFileCannotBeRead() throws {
      let files = InMemoryFileAccessor(failing: [.read])
      try files.seed(Fixture.saved, at: Fixture.settingsFile)
      let store = SettingsStore(fileSystem: Fixture.fileSystem(), fileAccessor: files)

      #expect(
        throws: InjectedFailure.read,
        "load() should throw the file accessor's read error when settings.json exists but cannot be read, not return Settings.defaults"
      ) {
        try store.load()
      }
      #expect(
        files.paths == [InMemoryFileAccessor.key(for: Fixture.settingsFile)],
        "load() should only read: it should leave a settings.json it cannot read where it is, not remove it"
      )
    }

    @Test("load() throws when settings.json is not valid JSON")
    func loadThrowsForACorruptFile() throws {
      let files = InMemoryFileAccessor()
      let broken = Data("{\"theme\": \"dark\", \"fontSi".utf8)
      files.seed(broken, at: Fixture.settingsFile)
      let store = SettingsStore(fileSystem: Fixture.fileSystem(), fileAccessor: files)

      #expect(
        throws: DecodingError.self,
        "load() should throw JSONDecoder's error for a settings.json cut off halfway, not return Settings.defaults"
      ) {
        try store.load()
      }
      let left = try? files.read(from: Fixture.settingsFile)
      #expect(
        left == broken,
        "load() should only read: it should leave a broken settings.json as it is, not remove or replace it"
      )
    }

    @Test("load() throws for an empty settings.json: only a missing file means the defaults")
    func loadThrowsForAnEmptyFile() throws {
      let files = InMemoryFileAccessor()
      files.seed(Data(), at: Fixture.settingsFile)
      let store = SettingsStore(fileSystem: Fixture.fileSystem(), fileAccessor: files)

      #expect(
        throws: DecodingError.self,
        "load() should throw JSONDecoder's error for an empty settings.json: the file exists, so it is not a first launch"
      ) {
        try store.load()
      }
    }

    @Test(
      "save() and load() use settings.json inside the container, also when its URL has no slash at its end"
    )
    func storeUsesTheFileInsideTheContainer() throws {
      let container = URL(
        filePath: "/dev/null/testable-swift/Settings", directoryHint: .notDirectory)
      let files = InMemoryFileAccessor()
      let store = SettingsStore(
        fileSystem: Fixture.fileSystem(settings: container), fileAccessor: files)

      try store.save(Fixture.saved)

      #expect(
        files.paths == [InMemoryFileAccessor.key(for: Fixture.settingsFile)],
        "save() should write settings.json inside the container, /dev/null/testable-swift/Settings/settings.json, not next to it: build the URL with appending(path:), not URL(filePath:relativeTo:)"
      )
      #expect(try store.load() == Fixture.saved, "load() should read the file save() wrote")
    }

    @Test("load() returns what save() wrote")
    func loadReturnsWhatSaveWrote() throws {
      let store = SettingsStore(
        fileSystem: Fixture.fileSystem(), fileAccessor: InMemoryFileAccessor())

      try store.save(Fixture.saved)

      let loaded = try store.load()
      #expect(
        loaded == Fixture.saved, "load() should return the settings save() just wrote")
    }

    @Test("save() and load() throw when the settings container is unavailable")
    func throwsWithoutASettingsContainer() {
      let files = InMemoryFileAccessor()
      let store = SettingsStore(fileSystem: Fixture.fileSystem(settings: nil), fileAccessor: files)

      #expect(
        throws: SyncError.containerUnavailable(.settings),
        "save() should throw SyncError.containerUnavailable(.settings) when containerURL(for: .settings) is nil, not write somewhere else"
      ) {
        try store.save(Fixture.saved)
      }
      #expect(
        throws: SyncError.containerUnavailable(.settings),
        "load() should throw SyncError.containerUnavailable(.settings) when containerURL(for: .settings) is nil"
      ) {
        try store.load()
      }
      #expect(
        files.paths.isEmpty, "nothing should be written when the settings container is unavailable")
    }
  }
}
