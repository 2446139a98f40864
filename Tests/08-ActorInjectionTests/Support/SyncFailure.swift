import Foundation
import Testing

@testable import Lesson08ActorInjection

/// One way for `sync()` to fail, for tests that run once per way.
enum SyncFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case settingsContainerMissing, syncContainerMissing, nothingSaved
  case readFails, writeFails, bookmarkFails

  var testDescription: String { rawValue }

  /// The error `sync()` should throw when it fails this way.
  var expectedError: SyncError {
    switch self {
    case .settingsContainerMissing: .containerUnavailable(.settings)
    case .syncContainerMissing: .containerUnavailable(.sync)
    case .nothingSaved: .notSavedYet
    case .readFails: .readFailed
    case .writeFails, .bookmarkFails: .writeFailed
    }
  }

  /// The expected error as you would write it in Swift, for messages.
  var expectedErrorName: String {
    switch self {
    case .settingsContainerMissing: "SyncError.containerUnavailable(.settings)"
    case .syncContainerMissing: "SyncError.containerUnavailable(.sync)"
    case .nothingSaved: "SyncError.notSavedYet"
    case .readFails: "SyncError.readFailed"
    case .writeFails, .bookmarkFails: "SyncError.writeFailed"
    }
  }

  /// The ways a harness whose syncs work can be made to fail its next sync: every way.
  static let laterFailures = allCases

  /// The ways in which a step that reaches a double fails: the read, the write, the bookmark.
  static let failingSteps: [SyncFailure] = [.readFails, .writeFails, .bookmarkFails]

  /// Makes the step of `failingSteps` that fails this way throw `error` on `harness`.
  func makeStep(throw error: any Error, on harness: Harness) {
    switch self {
    case .readFails: harness.files.readError = error
    case .writeFails: harness.files.writeError = error
    case .bookmarkFails: harness.bookmarks.saveError = error
    case .settingsContainerMissing, .syncContainerMissing, .nothingSaved: break
    }
  }

  /// A harness set up so that `sync()` fails this way.
  func makeHarness() throws -> Harness {
    let harness = Harness()
    if self != .nothingSaved {
      try harness.seedSavedSettings()
    }
    try breakSyncs(on: harness)
    return harness
  }

  /// Makes every later `sync()` on `harness`, a harness whose syncs worked so far, fail this way.
  func breakSyncs(on harness: Harness) throws {
    switch self {
    case .nothingSaved:
      if harness.files.contents(at: Harness.settingsFile) != nil {
        try harness.files.removeItem(at: Harness.settingsFile)
      }
    case .readFails: harness.files.readError = CocoaError(.fileReadNoPermission)
    case .writeFails: harness.files.writeError = CocoaError(.fileWriteOutOfSpace)
    case .bookmarkFails: harness.bookmarks.saveError = POSIXError(.EACCES)
    case .settingsContainerMissing: harness.fileSystem.remove(.settings)
    case .syncContainerMissing: harness.fileSystem.remove(.sync)
    }
  }
}

/// An error a double throws that says something other than the failed step: another step's
/// `SyncError`, or that the file is missing although `fileExists(at:)` said it was there.
enum MisleadingError: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case notSavedYet, fileReadNoSuchFile, fileNoSuchFile

  var testDescription: String { rawValue }

  /// The error the double throws.
  var error: any Error {
    switch self {
    case .notSavedYet: SyncError.notSavedYet
    case .fileReadNoSuchFile: CocoaError(.fileReadNoSuchFile)
    case .fileNoSuchFile: CocoaError(.fileNoSuchFile)
    }
  }

  /// The error as you would write it in Swift, for messages.
  var name: String {
    switch self {
    case .notSavedYet: "SyncError.notSavedYet"
    case .fileReadNoSuchFile: "CocoaError(.fileReadNoSuchFile)"
    case .fileNoSuchFile: "CocoaError(.fileNoSuchFile)"
    }
  }
}
