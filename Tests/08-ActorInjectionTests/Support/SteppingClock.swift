import Foundation
import Synchronization

/// A clock for `now:` that returns a later date, one second on, each time it is read; or,
/// made with a negative `step`, an earlier one, as a clock that was set back does.
final class SteppingClock: Sendable {
  private let reads = Mutex(0)
  private let step: TimeInterval

  /// The date of the first read.
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// A clock that moves `step` seconds between two reads.
  init(step: TimeInterval = 1) {
    self.step = step
  }

  func now() -> Date {
    let count = reads.withLock { reads in
      reads += 1
      return reads
    }
    return Self.start.addingTimeInterval(step * TimeInterval(count - 1))
  }
}
