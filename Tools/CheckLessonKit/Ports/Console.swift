/// Where the grader prints, and how.
public protocol Console: Sendable {
  /// Prints `text` to standard output.
  func write(_ text: String)
  /// Prints `text` to standard error.
  func writeError(_ text: String)
  /// Whether standard output is a terminal (so colour and progress lines make sense).
  var isTerminal: Bool { get }
  /// Whether standard input is a terminal (so the grader can ask a question).
  var isInputTerminal: Bool { get }
  /// Reads one line of standard input, or nil at its end.
  func readLine() -> String?
}
