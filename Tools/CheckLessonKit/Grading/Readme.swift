import Foundation

/// A lesson README, read into the parts the grader uses: its sections and numbered tasks.
public struct Readme: Sendable {
  /// The `## ` headings, in order.
  public var sections: [String] = []
  /// The `### N. Heading` entries under `## Tasks`, with the text below each.
  public var tasks: [(task: LessonTask, text: String)] = []

  public init(text: String) {
    var section = ""
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      if line.hasPrefix("## ") {
        section = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        sections.append(section)
      } else if line.hasPrefix("### "), let task = Self.task(inHeading: line) {
        if section == "Tasks" { tasks.append((task, "")) }
      } else if section == "Tasks", !tasks.isEmpty {
        tasks[tasks.count - 1].text += line + "\n"
      }
    }
  }

  /// The tasks whose text names `file` (a path) by its file name, `Store.swift`.
  func tasks(namingFile file: String) -> [LessonTask] {
    let name = String(file.split(separator: "/").last ?? "")
    return name.isEmpty ? [] : tasks.filter { $0.text.contains(name) }.map(\.task)
  }

  /// The first task whose text names `file` (such as `SettingsStore.swift`) or the type
  /// that the file is named after.
  public func task(mentioning file: String) -> LessonTask? {
    let name = String(file.split(separator: "/").last ?? "")
    let typeName = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    return tasks.first { $0.text.contains(name) }?.task
      ?? tasks.first { !typeName.isEmpty && $0.text.contains(typeName) }?.task
  }

  /// The task that asks the learner to write tests: the last task whose text names the
  /// `YourTests` folder, as an earlier one may name it for tests of another kind (the
  /// capstone's characterization tests).
  public var learnerTestsTask: LessonTask? {
    tasks.last { $0.text.contains(Workshop.learnerTestsFolder) }?.task
  }

  /// The first task whose text names the `YourTests` folder: where the learner's own tests
  /// start (the capstone's characterization tests).
  public var firstLearnerTestsTask: LessonTask? {
    tasks.first { $0.text.contains(Workshop.learnerTestsFolder) }?.task
  }

  /// Reads `### 2. Pass the folder in` (also `### Task 2: …`) as a task heading.
  static func task(inHeading line: String) -> LessonTask? {
    var heading = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
    if heading.hasPrefix("Task ") { heading.removeFirst("Task ".count) }
    let digits = heading.prefix { $0.isNumber }
    guard let number = Int(digits) else { return nil }
    let title = heading.dropFirst(digits.count).drop { ".:) ".contains($0) }
    return LessonTask(number: number, title: String(title))
  }
}
