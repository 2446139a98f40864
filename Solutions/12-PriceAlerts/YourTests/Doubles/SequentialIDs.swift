import Foundation
import Synchronization

/// Hands out numbered IDs, `…000000000101`, `…000000000102` and so on, one per call.
final class SequentialIDs: Sendable {
  private let last: Mutex<Int>

  /// IDs numbered from `first` on.
  init(first: Int) {
    last = Mutex(first - 1)
  }

  /// The ID numbered `n`.
  static func id(_ n: Int) -> UUID {
    let digits = String(n)
    let number = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    return UUID(uuidString: "00000000-0000-0000-0000-\(number)") ?? UUID()
  }

  /// The next ID.
  func next() -> UUID {
    Self.id(
      last.withLock {
        $0 += 1
        return $0
      })
  }
}
