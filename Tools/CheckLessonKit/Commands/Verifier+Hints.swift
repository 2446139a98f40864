import Foundation

extension Verifier {
  /// The fewest hints a task may have: one to start from, one more when stuck again.
  static let minimumHints = 2
  /// The first lesson whose README may hand over no line of the reference.
  static let firstLessonWithoutLeakage = 2

  /// What is wrong with where `lesson`'s hints live: every task needs its hints in
  /// `Tests/Hints/NN-Name.md`, under its own heading, and a README that gives none of them
  /// and ends each task with where to ask.
  func hintProblems(of lesson: Lesson, readme: Readme, readmeText: String) -> [String] {
    let hintsURL = workshop.hints(of: lesson)
    let hintsPath = workshop.relativePath(hintsURL)
    guard let text = files.text(of: hintsURL) else { return ["\(hintsPath) is missing"] }
    var problems: [String] = []
    if readme.sections.contains("Hints") {
      problems.append("the README has a '## Hints' section: hints belong in \(hintsPath)")
    }
    let hints = LessonHints(text: text)
    let prompt = "Stuck? `swift run check-lesson hint \(lesson.number)`"
    for (task, taskText) in readme.tasks {
      let entry = hints.tasks.first { $0.task.number == task.number }
      if let entry, entry.task.title != task.title {
        problems.append(
          "\(hintsPath): '## \(task.number). \(entry.task.title)' should repeat task \(task.number)'s heading, '\(task.title)'"
        )
      }
      if hints.hints(ofTask: task.number).count < Self.minimumHints {
        problems.append(
          "task \(task.number) has fewer than \(Self.minimumHints) hints in \(hintsPath)")
      }
      if !taskText.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(prompt) {
        problems.append("task \(task.number) should end with: \(prompt)")
      }
    }
    for entry in hints.tasks
    where !readme.tasks.contains(where: { $0.task.number == entry.task.number }) {
      problems.append(
        "\(hintsPath) has hints for task \(entry.task.number), which the README lacks")
    }
    let readmeWords = Self.words(readmeText)
    for entry in hints.tasks {
      for (index, hint) in entry.hints.enumerated() where readmeWords.contains(Self.words(hint)) {
        problems.append(
          "the README gives hint \(index + 1) of task \(entry.task.number) away: \(hint)")
      }
    }
    return problems
  }

  /// The lines of `lesson`'s README that hand over the reference's own code, from lesson 02
  /// on; see ``AnswerLeakage``.
  func leakageProblems(of lesson: Lesson, readmeText: String) -> [String] {
    guard lesson.number >= Self.firstLessonWithoutLeakage else { return [] }
    let swift = { (code: [String: String]) in code.filter { $0.key.hasSuffix(".swift") } }
    let suite = workshop.testsFolder(of: lesson)
    let leaked = AnswerLeakage.lines(
      ofReadme: readmeText,
      starter: swift(workshop.starterFiles(of: lesson, files: files)),
      reference: swift(workshop.referenceFiles(of: lesson, files: files)),
      suite: files.files(under: suite).filter { $0.hasSuffix(".swift") }
        .compactMap { files.text(of: suite.appending(path: $0)) }.joined(separator: "\n"))
    return leaked.map {
      "the README hands over a line of the reference; state the contract instead: \($0)"
    }
  }

  /// `text` with every run of white space made one space.
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
