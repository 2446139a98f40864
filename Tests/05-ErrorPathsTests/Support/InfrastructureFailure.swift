import Foundation
import Testing

/// Errors a real file system can throw, for tests that run once per kind.
enum InfrastructureFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case permissionDenied
  case fileReadCorruptFile
  case fileReadNoSuchFile
  case fileNoSuchFile
  case outOfSpace
  case posixIOError
  case otherError

  var testDescription: String { rawValue }

  var error: any Error {
    switch self {
    case .permissionDenied:
      CocoaError(
        .fileReadNoPermission,
        userInfo: [NSFilePathErrorKey: "/dev/null/virtual/settings/settings.json"])
    case .fileReadCorruptFile:
      CocoaError(.fileReadCorruptFile)
    case .fileReadNoSuchFile:
      // What reading a file that went away after `fileExists(at:)` throws.
      CocoaError(
        .fileReadNoSuchFile,
        userInfo: [NSFilePathErrorKey: "/dev/null/virtual/settings/settings.json"])
    case .fileNoSuchFile:
      CocoaError(.fileNoSuchFile)
    case .outOfSpace:
      CocoaError(.fileWriteOutOfSpace)
    case .posixIOError:
      POSIXError(.EIO)
    case .otherError:
      DiskGlitch()
    }
  }
}

/// An error that is neither a `CocoaError` nor a `POSIXError`.
struct DiskGlitch: Error {}
