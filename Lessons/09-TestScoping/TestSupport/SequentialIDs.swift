import Foundation
import Synchronization

/// Hands out predictable IDs: `00000000-0000-0000-0000-000000000001`, then `…0002`, and so on.
final class SequentialIDs: Sendable {
  private let count = Mutex<UInt32>(0)

  /// The next ID in the sequence.
  func next() -> UUID {
    let number = count.withLock { count in
      count += 1
      return count
    }
    return Self.id(number)
  }

  /// The ID that `next()` returns the `number`th time it is called.
  static func id(_ number: UInt32) -> UUID {
    let bytes = withUnsafeBytes(of: number.bigEndian) { Array($0) }
    return UUID(
      uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, bytes[0], bytes[1], bytes[2], bytes[3]))
  }
}
