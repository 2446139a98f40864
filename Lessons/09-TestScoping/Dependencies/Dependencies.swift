import Foundation

/// Everything the app reaches outside itself for: the date, new IDs and the disk.
struct Dependencies: Sendable {
  /// The current date.
  var now: @Sendable () -> Date
  /// A new, unique ID.
  var makeID: @Sendable () -> UUID
  /// Reads and writes files.
  var fileAccessor: any FileAccessorProviding

  /// The real ones: the system clock, random UUIDs and the real disk.
  static let live = Dependencies(
    now: { Date() },
    makeID: { UUID() },
    fileAccessor: DefaultFileAccessor()
  )

  // TODO: Task 1. Keep the dependencies in a task local.
  /// The dependencies of the running task: `live` unless a `withDependencies` scope changed them.
  nonisolated(unsafe) static var current: Dependencies = .live
}
