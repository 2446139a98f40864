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

  /// A harness set up so that `sync()` fails this way.
  func makeHarness() throws -> Harness {
    let harness =
      switch self {
      case .settingsContainerMissing: Harness(missing: .settings)
      case .syncContainerMissing: Harness(missing: .sync)
      default: Harness()
      }
    if self != .nothingSaved {
      try harness.seedSavedSettings()
    }
    switch self {
    case .readFails: harness.files.readError = CocoaError(.fileReadNoPermission)
    case .writeFails: harness.files.writeError = CocoaError(.fileWriteOutOfSpace)
    case .bookmarkFails: harness.bookmarks.saveError = POSIXError(.EACCES)
    case .settingsContainerMissing, .syncContainerMissing, .nothingSaved: break
    }
    return harness
  }
}
