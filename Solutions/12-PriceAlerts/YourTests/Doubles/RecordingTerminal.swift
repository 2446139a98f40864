import Synchronization

@testable import Lesson12PriceAlertsCore

/// A terminal that keeps the lines written to standard output and error, behind a `Mutex`.
final class RecordingTerminal: Terminal {
  private let lines = Mutex<(output: [String], errors: [String])>(([], []))

  /// The lines written to standard output.
  var output: [String] { lines.withLock { $0.output } }

  /// The lines written to standard error.
  var errors: [String] { lines.withLock { $0.errors } }

  func write(_ line: String) {
    lines.withLock { $0.output.append(line) }
  }

  func writeError(_ line: String) {
    lines.withLock { $0.errors.append(line) }
  }
}
