import Foundation

/// The scaffolding that fades: starters guide step by step early on, state only what to
/// achieve from lesson 04, and name only the task from lesson 08.
extension Verifier {
  /// From this lesson on, a TODO never holds a line of the solution's code.
  static let firstLessonWithoutCodeInTodos = 4
  /// From this lesson on, a TODO is only `// TODO: Task N. <title>.`
  static let firstLessonWithBareTodos = 8

  /// Writes the scaffolding problems of every lesson, and returns how many there are.
  func reportScaffoldingProblems() -> Int {
    let problems = scaffoldingProblems()
    if !problems.isEmpty {
      grader.console.write("  \(grader.style.fail) TODO comments in the starters\n")
      for problem in problems { grader.console.write("      \(problem)\n") }
    }
    return problems.count
  }

  /// What breaks the fading of the starters' TODO comments over all lessons: a lesson with
  /// more TODO lines than the one before it, a TODO from lesson 08 on that does more than
  /// name a task of the README, and a TODO from lesson 04 on that quotes the solution's code.
  func scaffoldingProblems() -> [String] {
    var problems: [String] = []
    var previous: (lesson: Lesson, count: Int)?
    for lesson in grader.workshop.lessons.sorted(by: { $0.number < $1.number }) {
      let todos = todoLines(of: lesson)
      if let previous, todos.count > previous.count {
        problems.append(
          "Lesson \(lesson.paddedNumber) has \(todos.count) TODO lines, more than the \(previous.count) of lesson \(previous.lesson.paddedNumber): the scaffolding must fade"
        )
      }
      previous = (lesson, todos.count)
      if lesson.number >= Self.firstLessonWithBareTodos {
        problems += bareTodoProblems(todos, of: lesson)
      }
      if lesson.number >= Self.firstLessonWithoutCodeInTodos {
        problems += quotedCodeProblems(todos, of: lesson)
      }
    }
    return problems
  }

  /// A line of a starter that contains "TODO".
  struct TodoLine {
    /// The file's path from the workshop's root, and the line's number in it.
    var location: String
    var file: String
    var text: String
  }

  private func todoLines(of lesson: Lesson) -> [TodoLine] {
    let workshop = grader.workshop
    let folder = workshop.codeFolder(of: lesson, source: .lesson)
    return grader.files.files(under: folder).filter { $0.hasSuffix(".swift") }.flatMap {
      file -> [TodoLine] in
      let url = folder.appending(path: file)
      let lines = (grader.files.text(of: url) ?? "").split(
        separator: "\n", omittingEmptySubsequences: false)
      return lines.enumerated().filter { $0.element.contains("TODO") }.map {
        TodoLine(
          location: "\(workshop.relativePath(url)):\($0.offset + 1)", file: file,
          text: $0.element.trimmingCharacters(in: .whitespaces))
      }
    }
  }

  /// From lesson 08 on, every TODO is `// TODO: Task N. <title>.`, naming a task of the
  /// README by its title, at most once per task in a file.
  private func bareTodoProblems(_ todos: [TodoLine], of lesson: Lesson) -> [String] {
    let readme = Readme(text: grader.files.text(of: grader.workshop.readme(of: lesson)) ?? "")
    let bare = /\/\/ TODO: Task (\d+)\. (.+)\./
    var seen: Set<String> = []
    return todos.compactMap { todo in
      guard let match = try? bare.wholeMatch(in: todo.text), let number = Int(match.output.1)
      else {
        return
          "\(todo.location): from lesson 08 on, a TODO is only '// TODO: Task N. <the task's title>.'"
      }
      guard let task = readme.tasks.first(where: { $0.task.number == number })?.task else {
        return "\(todo.location): the README has no task \(number)"
      }
      guard task.title == match.output.2 else {
        return "\(todo.location): task \(number) is '\(task.title)' in the README"
      }
      guard seen.insert("\(todo.file) \(number)").inserted else {
        return "\(todo.location): task \(number) already has a TODO in this file"
      }
      return nil
    }
  }

  /// From lesson 04 on, no TODO quotes, between backticks, a line of the solution's code.
  private func quotedCodeProblems(_ todos: [TodoLine], of lesson: Lesson) -> [String] {
    let folder = grader.workshop.codeFolder(of: lesson, source: .solution)
    let solutionLines = Set(
      grader.files.files(under: folder).filter { $0.hasSuffix(".swift") }.flatMap {
        (grader.files.text(of: folder.appending(path: $0)) ?? "").split(separator: "\n").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      }
      .filter { !$0.isEmpty })
    return todos.flatMap { todo in
      todo.text.matches(of: /`([^`]+)`/).map { $0.output.1.trimmingCharacters(in: .whitespaces) }
        .filter(solutionLines.contains)
        .map { "\(todo.location): the TODO gives a line of the solution, `\($0)`" }
    }
  }
}
