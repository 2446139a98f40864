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

      /// The method's base name, which the recorded issue should mention: `read` for `read(from:)`.
      var baseName: String { String(rawValue.prefix { $0 != "(" }) }

      /// Calls this method on `accessor`, ignoring what it throws; true when the call got
      /// through: it returned without throwing, or `fileExists(at:)` said true.
      func call(on accessor: some FileAccessorProviding) -> Bool {
        let url = Fixture.settingsFile
        switch self {
        case .read: return (try? accessor.read(from: url)) != nil
        case .write: return (try? accessor.write(Data("data".utf8), to: url)) != nil
        case .fileExists: return accessor.fileExists(at: url)
        case .removeItem: return (try? accessor.removeItem(at: url)) != nil
        }
      }

      /// What the double should do once it has recorded the issue.
      var refusal: String {
        self == .fileExists ? "return false" : "throw an error"
      }
    }

    @Test(
      "Calling any method of an unimplemented double records an issue naming it and fails the call",
      arguments: Method.allCases)
    func recordsAnIssue(method: Method) {
      let double = UnimplementedFileAccessor()
      var gotThrough = false

      // The call below must record an issue with Issue.record, naming the method.
      // withKnownIssue expects one; if none is recorded, or its message does not name the
      // method, it fails this test with "Known issue was not recorded".
      // Throwing alone is not enough: the call ignores the error, as code under test may.
      withKnownIssue(
        "\(method.rawValue) on UnimplementedFileAccessor should call Issue.record with a message that names \(method.baseName)"
      ) {
        gotThrough = method.call(on: double)
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains(method.baseName) }
      }
      #expect(
        !gotThrough,
        "after recording the issue, \(method.rawValue) on UnimplementedFileAccessor should \(method.refusal), not carry on as if it worked"
      )
    }

    @Test("The store stops before touching files when the settings folder is missing")
    func storeStopsBeforeFiles() {
      let store = SettingsStore(
        fileSystem: StubFileSystem(containers: [.sync: Fixture.syncFolder]),
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
