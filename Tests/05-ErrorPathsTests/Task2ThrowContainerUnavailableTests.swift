import Foundation
import Testing

@testable import Lesson05ErrorPaths

extension ErrorPathsTests {
  @Suite("Task 2: Throw containerUnavailable for a missing folder")
  struct ThrowContainerUnavailable {
    @Test(
      "Each operation names the container that is missing",
      arguments: [
        (SettingsOperation.load, ContainerPurpose.settings),
        (.save, .settings),
        (.sync, .settings),
        (.sync, .sync),
      ])
    func namesTheMissingContainer(operation: SettingsOperation, missing: ContainerPurpose) throws {
      let harness = Harness(missing: missing)
      try harness.seedSavedSettings()

      let error = #expect(
        throws: SyncError.self,
        "\(operation) should throw a SyncError when the \(missing) container is missing, not an infrastructure error"
      ) {
        try operation.run(in: harness)
      }
      #expect(
        error == .containerUnavailable(missing),
        "\(operation) should throw SyncError.containerUnavailable(\(missing)), naming the folder that is missing"
      )
    }

    @Test("sync() checks the settings folder, then the sync folder, then settings.json")
    func syncChecksInOrder() {
      let neitherFolder = Harness(missing: .settings, .sync)
      #expect(
        throws: SyncError.containerUnavailable(.settings),
        "sync() with neither folder should throw containerUnavailable(.settings): it checks the settings folder first"
      ) {
        try neitherFolder.makeSyncManager().sync()
      }

      let noSyncFolderNothingSaved = Harness(missing: .sync)
      #expect(
        throws: SyncError.containerUnavailable(.sync),
        "sync() with no sync folder and nothing saved should throw containerUnavailable(.sync): it checks the sync folder before settings.json"
      ) {
        try noSyncFolderNothingSaved.makeSyncManager().sync()
      }
    }

    @Test(
      "sync() asks for both folders on every sync, also after one that worked",
      arguments: [ContainerPurpose.settings, .sync])
    func syncAsksForTheFoldersEachTime(gone purpose: ContainerPurpose) throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      let fileSystem = SettableFileSystem(containers: [
        .settings: Harness.settingsFolder, .sync: Harness.syncFolder,
      ])
      let manager = SyncManager(
        fileSystem: fileSystem, fileAccessor: harness.files, bookmarkStorage: harness.bookmarks,
        now: { Harness.syncDate })
      try manager.sync()

      fileSystem.set(nil, for: purpose)
      #expect(
        throws: SyncError.containerUnavailable(purpose),
        "once the .\(purpose) folder is gone, the next sync() should throw containerUnavailable(.\(purpose)): ask fileSystem for both folders on every sync, do not keep the first answer"
      ) {
        try manager.sync()
      }
    }
  }
}
