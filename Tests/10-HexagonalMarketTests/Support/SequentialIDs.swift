import Foundation
import Synchronization

/// A UUID generator for tests: hands out 00000000-0000-0000-0000-000000000001, then …002,
/// and so on, so a test knows which ID comes next.
final class SequentialIDs: Sendable {
  private let issued = Mutex(0)

  /// The next ID in the sequence.
  func next() -> UUID {
    Self.id(
      issued.withLock { count in
        count += 1
        return count
      })
  }

  /// The `number`th ID the generator hands out, counting from 1.
  static func id(_ number: Int) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(number / 256), UInt8(number % 256)))
  }
}
