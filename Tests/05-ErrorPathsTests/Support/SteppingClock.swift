import Foundation
import Synchronization

/// A clock that moves on a minute each time it is read, so a test can tell which sync set a date.
final class SteppingClock: Sendable {
  private let next: Mutex<Date>

  init(start: Date) {
    next = Mutex(start)
  }

  /// The current time; the next reading is a minute later.
  func now() -> Date {
    next.withLock { date in
      defer { date += 60 }
      return date
    }
  }
}
