import CheckLessonKit
import Synchronization

/// A console that keeps what was printed, for the tests to read, and answers questions
/// with the lines it was given.
final class RecordingConsole: Console {
  private let printed = Mutex((output: "", errors: ""))
  private let answers: Mutex<[String]>
  let isTerminal: Bool
  let isInputTerminal: Bool

  init(isTerminal: Bool = false, answers: [String]? = nil) {
    self.isTerminal = isTerminal
    self.isInputTerminal = answers != nil
    self.answers = Mutex(answers ?? [])
  }

  var output: String { printed.withLock { $0.output } }
  var errors: String { printed.withLock { $0.errors } }

  func write(_ text: String) { printed.withLock { $0.output += text } }
  func writeError(_ text: String) { printed.withLock { $0.errors += text } }

  func readLine() -> String? {
    answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}
