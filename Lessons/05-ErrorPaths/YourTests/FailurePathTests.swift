import Foundation
import Testing

@testable import Lesson05ErrorPaths

/// Your tests of the failure paths in the tables of the lesson README. The first one is
/// written for you: copy its shape for every other row.
@Suite("Your tests: every failure path")
struct FailurePathTests {
  let settingsFolder = URL(filePath: "/settings")
  let syncFolder = URL(filePath: "/sync")

  @Test("load() without a settings folder throws containerUnavailable(.settings)")
  func loadWithoutSettingsFolder() {
    let store = SettingsStore(
      fileSystem: StubFileSystem(folders: [.sync: syncFolder]), fileAccessor: MockFileAccessor())

    #expect(throws: SyncError.containerUnavailable(.settings)) {
      try store.load()
    }
  }

  // TODO: Task 6. One test for each other row of the tables.
}
