import Foundation
import Synchronization

/// A clock for `now:` that returns a later date, one second on, each time it is read.
final class SteppingClock: Sendable {
  private let reads = Mutex(0)

  /// The date of the first read.
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  func now() -> Date {
    let count = reads.withLock { reads in
      reads += 1
      return reads
    }
    return Self.start.addingTimeInterval(TimeInterval(count - 1))
  }
}
