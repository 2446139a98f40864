import Foundation
import Synchronization

/// A clock a test sets by hand: `now()` tells the date it was last set to.
public final class SettableClock: Sendable {
  private let date: Mutex<Date>

  public init(_ date: Date) {
    self.date = Mutex(date)
  }

  /// The date the clock was last set to.
  public func now() -> Date {
    date.withLock { $0 }
  }

  /// Moves the clock to `newDate`.
  public func set(_ newDate: Date) {
    date.withLock { $0 = newDate }
  }
}
