import Foundation
import Testing

@testable import Lesson04TestDoubles

extension TestDoublesTests {
  @Suite("Task 1: Stub the container folders")
  struct StubTheContainerFolders {
    @Test("A stub returns the folder you gave it for each purpose")
    func returnsEachFolder() {
      let stub = StubFileSystem(containers: [
        .settings: Fixture.settingsFolder,
        .sync: Fixture.syncFolder,
      ])

      #expect(
        stub.containerURL(for: .settings) == Fixture.settingsFolder,
        "containerURL(for: .settings) should return the folder given for .settings"
      )
      #expect(
        stub.containerURL(for: .sync) == Fixture.syncFolder,
        "containerURL(for: .sync) should return the folder given for .sync"
      )
    }

    @Test("A stub returns nil for a purpose you left out")
    func returnsNilForMissingPurpose() {
      let settingsOnly = StubFileSystem(containers: [.settings: Fixture.settingsFolder])
      let syncOnly = StubFileSystem(containers: [.sync: Fixture.syncFolder])

      #expect(
        settingsOnly.containerURL(for: .sync) == nil,
        "with no folder given for .sync, containerURL(for: .sync) should be nil, not another purpose's folder"
      )
      #expect(
        syncOnly.containerURL(for: .settings) == nil,
        "with no folder given for .settings, containerURL(for: .settings) should be nil, not another purpose's folder"
      )
      #expect(
        syncOnly.containerURL(for: .sync) == Fixture.syncFolder,
        "containerURL(for: .sync) should return the one folder given, for .sync"
      )
    }
  }
}
