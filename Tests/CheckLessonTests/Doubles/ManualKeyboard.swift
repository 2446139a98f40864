import CheckLessonKit

/// A keyboard the test presses keys on.
final class ManualKeyboard: KeyboardReading {
  private let stream: AsyncStream<Character>
  private let continuation: AsyncStream<Character>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  func keys() -> AsyncStream<Character> { stream }

  func press(_ key: Character) { continuation.yield(key) }
}
