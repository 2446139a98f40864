import Foundation
import Testing

@testable import Lesson09TestScoping

/// Lesson 09: give every test its own dependencies, with a task local and a test trait.
///
/// No test waits on a clock or touches the disk: every folder is a path that does not exist,
/// so code that still writes real files throws instead of passing by accident.
@Suite("Lesson 09: Test scoping")
struct TestScopingTests {}

/// Dates, IDs, folders and values the tests share.
enum Fixture {
  /// A fixed date, `day` days after 14 November 2023; each test uses days of its own.
  static func date(_ day: Int) -> Date {
    Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400)
  }

  /// The ID `00000000-0000-0000-0000-0000000000NN`, with `number` as NN (in hex).
  static func id(_ number: UInt8) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
  }

  /// A folder that does not exist on any machine.
  static let journalFolder = URL(
    filePath: "/dev/null/testable-swift/journal", directoryHint: .isDirectory)

  /// A file path in that folder, made unique by `index`.
  static func probe(_ index: Int) -> URL {
    journalFolder.appending(path: "probe-\(index).txt")
  }

  /// The journal file of the record with this ID.
  static func journalFile(_ id: UUID) -> URL {
    journalFolder.appending(path: "\(id.uuidString).json")
  }

  static let settings = Settings(theme: .dark, fontSize: 18, syncEnabled: true)

  /// Whether `dependencies` are the live ones: a real clock and the real disk.
  static func isLive(_ dependencies: Dependencies) -> Bool {
    dependencies.fileAccessor is DefaultFileAccessor
      && abs(dependencies.now().timeIntervalSinceNow) < 24 * 60 * 60
  }
}

/// Something a test throws on purpose.
struct PlannedFailure: Error {}

extension Result {
  /// The value, or nil when this is a failure.
  var value: Success? {
    try? get()
  }
}
