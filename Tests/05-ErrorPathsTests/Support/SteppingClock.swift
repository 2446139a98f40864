import Foundation
import Synchronization

/// A clock that moves on a minute each time it is read, so a test can tell which sync set a date.
///
/// Made with a negative `step`, each reading is earlier than the one before, as on a clock
/// that was set back.
final class SteppingClock: Sendable {
  private let next: Mutex<Date>
  private let step: TimeInterval

  init(start: Date, step: TimeInterval = 60) {
    next = Mutex(start)
    self.step = step
  }

  /// The current time; the next reading is `step` seconds later.
  func now() -> Date {
    next.withLock { date in
      defer { date += step }
      return date
    }
  }
}
