/// Where the grader prints, and how.
public protocol Console: Sendable {
  /// Prints `text` to standard output.
  func write(_ text: String)
  /// Prints `text` to standard error.
  func writeError(_ text: String)
  /// Whether standard output is a terminal (so colour and progress lines make sense).
  var isTerminal: Bool { get }
}
