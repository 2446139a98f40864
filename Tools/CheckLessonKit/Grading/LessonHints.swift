/// A lesson's hints, read from `Tests/Hints/NN-Name.md`: for each `## N. Task heading`, the
/// bullets below it, shortest first.
///
/// The hints live outside the lesson's README so that reading the lesson does not mean
/// reading its answers; `check-lesson hint N` reveals them one at a time.
public struct LessonHints: Sendable {
  /// The bullets under each `## N. Heading`, in the file's order.
  public var tasks: [(task: LessonTask, hints: [String])] = []

  public init(text: String) {
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      if line.hasPrefix("## ") {
        if let task = Readme.task(inHeading: "#" + line) { tasks.append((task, [])) }
      } else if !tasks.isEmpty {
        Self.addLine(line, to: &tasks[tasks.count - 1].hints)
      }
    }
  }

  /// The hints of task `number`, or none.
  public func hints(ofTask number: Int) -> [String] {
    tasks.first { $0.task.number == number }?.hints ?? []
  }

  /// Adds a bullet (`- …` or `* …`), or a line that continues the last one.
  private static func addLine(_ line: String, to hints: inout [String]) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
      hints.append(String(trimmed.dropFirst(2)))
    } else if !trimmed.isEmpty, !hints.isEmpty, line.hasPrefix(" ") {
      hints[hints.count - 1] += " " + trimmed
    }
  }
}
