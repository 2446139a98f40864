import Foundation
import Synchronization

/// A clock for tests that tells the time it was set to, until the test sets another one.
final class ManualClock: Sendable {
  private let current: Mutex<Date>

  init(_ date: Date) {
    current = Mutex(date)
  }

  /// Moves the clock to `date`.
  func set(_ date: Date) {
    current.withLock { $0 = date }
  }

  /// The time the clock was last set to.
  func now() -> Date {
    current.withLock { $0 }
  }
}
