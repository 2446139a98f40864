/// The port the command writes its lines to.
public protocol Terminal: Sendable {
  /// Writes `line` and a line break to standard output.
  func write(_ line: String)

  /// Writes `line` and a line break to standard error.
  func writeError(_ line: String)
}
