import Testing

@testable import Lesson05ErrorPaths

extension ErrorPathsTests {
  @Suite("Task 3: Map file errors to readFailed and writeFailed")
  struct MapFileErrors {
    @Test(
      "No file error escapes as itself",
      arguments: SettingsOperation.allCases, InfrastructureFailure.allCases)
    func noFileErrorEscapes(operation: SettingsOperation, failure: InfrastructureFailure) throws {
      let harness = Harness()
      try harness.seedSavedSettings()
      harness.files.readError = failure.error
      harness.files.writeError = failure.error

      #expect(
        throws: SyncError.self,
        "\(operation) should turn \(failure) into a SyncError at the boundary, not let it leak to the caller"
      ) {
        try operation.run(in: harness)
      }
    }

    @Test(
      "A read error becomes readFailed",
      arguments: [SettingsOperation.load, .sync], InfrastructureFailure.allCases)
    func readErrorBecomesReadFailed(operation: SettingsOperation, failure: InfrastructureFailure)
      throws
    {
      let harness = Harness()
      try harness.seedSavedSettings()
      harness.files.readError = failure.error

      #expect(
        throws: SyncError.readFailed,
        "\(operation) should throw SyncError.readFailed when read(from:) throws \(failure), whatever its code"
      ) {
        try operation.run(in: harness)
      }
    }

    @Test(
      "A write error becomes writeFailed",
      arguments: [SettingsOperation.save, .sync], InfrastructureFailure.allCases)
    func writeErrorBecomesWriteFailed(operation: SettingsOperation, failure: InfrastructureFailure)
      throws
    {
      let harness = Harness()
      try harness.seedSavedSettings()
      harness.files.writeError = failure.error

      #expect(
        throws: SyncError.writeFailed,
        "\(operation) should throw SyncError.writeFailed when write(_:to:) throws \(failure)"
      ) {
        try operation.run(in: harness)
      }
    }

    @Test("Loads settings written by save()")
    func loadsWhatSaveWrote() {
      let store = Harness().makeStore()
      let settings = Settings(theme: .light, fontSize: 20, syncEnabled: true)
      do {
        try store.save(settings)
        let loaded = try store.load()
        #expect(loaded == settings, "load() should return what save() wrote")
      } catch {
        Issue.record("save() then load() should not throw when nothing fails, but threw \(error)")
      }
    }
  }
}
