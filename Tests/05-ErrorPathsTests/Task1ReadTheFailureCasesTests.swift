import Foundation
import Testing

@testable import Lesson05ErrorPaths

extension ErrorPathsTests {
  /// Facts to read, not work to do: these tests check `SyncError` as given and Foundation, so
  /// they pass on the starter and no change of yours makes them fail.
  @Suite("Task 1: Read the failure cases")
  struct ReadTheFailureCases {
    /// Every value of `SyncError`, named so that a test can run once per pair.
    enum Failure: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case settingsUnavailable, syncUnavailable, readFailed, writeFailed, corruptSettings,
        notSavedYet

      var testDescription: String { rawValue }

      var value: SyncError {
        switch self {
        case .settingsUnavailable: .containerUnavailable(.settings)
        case .syncUnavailable: .containerUnavailable(.sync)
        case .readFailed: .readFailed
        case .writeFailed: .writeFailed
        case .corruptSettings: .corruptSettings
        case .notSavedYet: .notSavedYet
        }
      }
    }

    @Test(
      "Every SyncError is equal to itself and to no other failure",
      arguments: Failure.allCases, Failure.allCases)
    func equalOnlyToItself(first: Failure, second: Failure) {
      let same = first == second
      #expect(
        (first.value == second.value) == same,
        "SyncError compares by case and by purpose: \(first.value) and \(second.value) should be \(same ? "equal" : "different")"
      )
    }

    @Test("A real CocoaError is not equal to a bare one")
    func realCocoaErrorIsNotEqualToABareOne() throws {
      let folder = FileManager.default.temporaryDirectory
        .appending(path: "Lesson05-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let missingFile = folder.appending(path: "settings.json")

      let error = #expect(
        throws: CocoaError.self, "Reading a missing file should throw a CocoaError"
      ) {
        try Data(contentsOf: missingFile)
      }
      #expect(error?.code == .fileReadNoSuchFile, "The real error has the code you would guess")
      #expect(
        error != CocoaError(.fileReadNoSuchFile),
        "But it is not == to a bare CocoaError(.fileReadNoSuchFile): it also carries the path in userInfo"
      )
    }
  }
}
