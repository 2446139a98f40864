/// Single key presses from the learner, for watch mode.
public protocol KeyboardReading: Sendable {
  /// The keys pressed from now on, one at a time, until the input ends; empty when there
  /// is no terminal to read keys from.
  func keys() -> AsyncStream<Character>
}
