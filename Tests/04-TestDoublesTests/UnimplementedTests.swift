import Foundation
import Testing

@testable import Lesson04TestDoubles

extension TestDoublesTests {
  @Suite("Task 6: Fail loudly with an unimplemented double")
  struct FailLoudlyWithAnUnimplementedDouble {
    /// One method of `FileAccessorProviding`, to call on a double.
    enum Method: String, CaseIterable, CustomTestStringConvertible {
      case read = "read(from:)"
      case write = "write(_:to:)"
      case fileExists = "fileExists(at:)"
      case removeItem = "removeItem(at:)"

      var testDescription: String { rawValue }

      /// Calls this method on `accessor`, ignoring what it returns or throws.
      func call(on accessor: some FileAccessorProviding) {
        let url = Fixture.settingsFile
        switch self {
        case .read: _ = try? accessor.read(from: url)
        case .write: try? accessor.write(Data("data".utf8), to: url)
        case .fileExists: _ = accessor.fileExists(at: url)
        case .removeItem: try? accessor.removeItem(at: url)
        }
      }
    }

    @Test(
      "Calling any method of an unimplemented double records an issue", arguments: Method.allCases)
    func recordsAnIssue(method: Method) {
      let double = UnimplementedFileAccessor()

      // The call below must record an issue with Issue.record. withKnownIssue expects one;
      // if none is recorded, it fails this test with "Known issue was not recorded".
      // Throwing alone is not enough: the call ignores the error, as code under test may.
      withKnownIssue("\(method.rawValue) on UnimplementedFileAccessor should call Issue.record") {
        method.call(on: double)
      }
    }

    @Test("The store stops before touching files when the settings folder is missing")
    func storeStopsBeforeFiles() {
      let store = SettingsStore(
        fileSystem: StubFileSystemProvider(containers: [.sync: Fixture.syncFolder]),
        fileAccessor: UnimplementedFileAccessor()
      )

      // Any call on the unimplemented double would record an issue and fail this test.
      #expect(
        throws: SyncError.containerUnavailable(.settings),
        "load() should throw containerUnavailable(.settings)"
      ) {
        try store.load()
      }
      #expect(
        throws: SyncError.containerUnavailable(.settings),
        "save() should throw containerUnavailable(.settings)"
      ) {
        try store.save(Fixture.saved)
      }
    }
  }
}
