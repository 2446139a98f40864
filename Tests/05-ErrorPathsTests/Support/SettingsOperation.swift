import Testing

@testable import Lesson05ErrorPaths

/// One of the three operations that can fail, for tests that run once per operation.
enum SettingsOperation: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case load, save, sync

  var testDescription: String { "\(rawValue)()" }

  /// Runs the operation against the harness's doubles.
  func run(in harness: Harness) throws {
    switch self {
    case .load: _ = try harness.makeStore().load()
    case .save: try harness.makeStore().save(Harness.saved)
    case .sync: try harness.makeSyncManager().sync()
    }
  }
}
