import CheckLessonKit
import Synchronization

/// A console that keeps what was printed, for the tests to read.
final class RecordingConsole: Console {
  private let printed = Mutex((output: "", errors: ""))
  let isTerminal: Bool

  init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  var output: String { printed.withLock { $0.output } }
  var errors: String { printed.withLock { $0.errors } }

  func write(_ text: String) { printed.withLock { $0.output += text } }
  func writeError(_ text: String) { printed.withLock { $0.errors += text } }
}
