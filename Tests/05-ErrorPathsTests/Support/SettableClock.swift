import Foundation
import Synchronization

/// A clock a test sets by hand: `now()` reports the date it was last set to.
final class SettableClock: Sendable {
  private let date: Mutex<Date>

  init(_ date: Date) {
    self.date = Mutex(date)
  }

  func now() -> Date {
    date.withLock { $0 }
  }

  func set(_ newDate: Date) {
    date.withLock { $0 = newDate }
  }
}
