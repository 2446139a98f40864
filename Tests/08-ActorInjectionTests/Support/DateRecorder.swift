import Foundation
import Synchronization

/// Keeps every date handed to `record(_:)`, from any task, in order of arrival.
final class DateRecorder: Sendable {
  private let recorded = Mutex<[Date]>([])

  /// The dates recorded so far, oldest first.
  var dates: [Date] {
    recorded.withLock { $0 }
  }

  func record(_ date: Date) {
    recorded.withLock { $0.append(date) }
  }
}
