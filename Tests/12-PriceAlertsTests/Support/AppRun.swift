/// One run of the app: how it exited and what it printed.
struct AppRun: CustomStringConvertible {
  /// The arguments the app was given.
  var arguments: [String]
  var exitCode: Int32
  /// What the app wrote to standard output.
  var output: String
  /// What the app wrote to standard error.
  var errors: String
  /// Whether the run was killed for taking longer than `AlertsApp.timeLimit`.
  var timedOut: Bool

  /// The lines of standard output.
  var lines: [String] {
    output.split(whereSeparator: \.isNewline).map(String.init)
  }

  /// The lines of standard error.
  var errorLines: [String] {
    errors.split(whereSeparator: \.isNewline).map(String.init)
  }

  /// The command line as a learner would type it, such as `alerts add rain above 0.6`.
  var command: String {
    (["alerts"] + arguments).joined(separator: " ")
  }

  var description: String {
    let ending =
      timedOut
      ? "was killed after \(AlertsApp.timeLimit) (did it hang?)" : "exited with \(exitCode)"
    return "\(command) \(ending), standard output \(output.debugDescription), "
      + "standard error \(errors.debugDescription)"
  }
}
