import Foundation

/// The maintainers' check of the whole curriculum: every lesson complete, every starter
/// building and failing its suite, every solution passing it.
struct Verifier: Sendable {
  /// The fewest tests a lesson's suite may have.
  static let minimumTests = 6
  static let requiredSections = ["Goal", "Background", "Tasks", "Hints", "Out of scope"]

  let grader: Grader
  private var workshop: Workshop { grader.workshop }
  private var files: any FileSystemAccessing { grader.files }
  private var style: Style { grader.style }

  func run() async throws -> Int32 {
    let console = grader.console
    console.write(style.bold("Verifying \(workshop.lessons.count) lessons") + "\n")
    var problemCount = 0
    var lessonsWithProblems: [Int] = []
    let tableProblems = manifestProblems()
    if !tableProblems.isEmpty {
      console.write("  \(style.fail) Package.swift\n")
      for problem in tableProblems { console.write("      \(problem)\n") }
      problemCount += tableProblems.count
    }
    for lesson in workshop.lessons {
      var problems = structureProblems(of: lesson)
      var summary = ""
      if problems.isEmpty {
        let starter = try await grader.checkQuietly(
          lesson, source: .lesson, note: "Checking the starter of"
        ).result
        let solution = try await grader.checkQuietly(
          lesson, source: .solution, note: "Checking the solution of"
        ).result
        problems += starterProblems(starter) + solutionProblems(solution)
        problems += (starter.warnings + solution.warnings).map {
          "warning at \($0.file):\($0.line): \($0.message)"
        }
        summary =
          ": starter fails \(starter.tests.count - starter.passedCount) of \(starter.tests.count), solution passes \(solution.passedCount) of \(solution.tests.count)"
      }
      let mark = problems.isEmpty ? style.pass : style.fail
      console.write("  \(mark) \(lesson.heading)\(summary)\n")
      for problem in problems { console.write("      \(problem)\n") }
      problemCount += problems.count
      if !problems.isEmpty { lessonsWithProblems.append(lesson.number) }
    }
    let failed = Set(lessonsWithProblems).count
    if problemCount == 0 {
      console.write(style.green("Every lesson is in order.") + "\n")
    } else {
      console.write(
        style.red("\(problemCount) problem\(problemCount == 1 ? "" : "s") found.") + "\n")
    }
    console.write("lessons: \(workshop.lessons.count - failed) passed, \(failed) failed\n")
    return problemCount == 0 ? 0 : 1
  }

  // MARK: - What must be there

  /// The lessons in the manifest's table and the folders under `Lessons/` must agree.
  func manifestProblems() -> [String] {
    let manifest = files.text(of: workshop.root.appending(path: "Package.swift")) ?? ""
    let declared = Set(
      Self.declaredLessons(inManifest: manifest).map { "\(Lesson.padded($0.number))-\($0.name)" })
    let found = Set(workshop.lessons.map(\.folder))
    var problems: [String] = []
    for missing in found.subtracting(declared).sorted() {
      problems.append("the lesson folder for \(missing) has no row in the lessons table")
    }
    for extra in declared.subtracting(found).sorted() {
      problems.append("the lessons table declares \(extra), which has no folder under Lessons/")
    }
    let numbers = workshop.lessons.map(\.number)
    if Set(numbers).count != numbers.count {
      problems.append("two lesson folders share a number")
    }
    return problems
  }

  /// Reads the rows `Lesson(3, "DefaultImplementations")` of the manifest's table, also rows
  /// that span several lines; comment lines are skipped.
  static func declaredLessons(inManifest text: String) -> [(number: Int, name: String)] {
    let code = text.split(separator: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    let row = /Lesson\(\s*(\d+)\s*,\s*"(\w+)"/
    return code.matches(of: row).compactMap { match in
      Int(match.output.1).map { ($0, String(match.output.2)) }
    }
  }

  func structureProblems(of lesson: Lesson) -> [String] {
    var problems: [String] = []
    let readmeURL = workshop.readme(of: lesson)
    if let text = files.text(of: readmeURL) {
      let readme = Readme(text: text)
      for section in Self.requiredSections where !readme.sections.contains(section) {
        problems.append("the README has no '## \(section)' section")
      }
      if readme.tasks.isEmpty {
        problems.append("the README's Tasks section has no '### 1. …' task")
      }
      for (task, _) in readme.tasks
      where !readme.hints.contains(where: { $0.task.number == task.number && !$0.hints.isEmpty }) {
        problems.append("task \(task.number) has no hints under '## Hints'")
      }
    } else {
      problems.append("\(workshop.relativePath(readmeURL)) is missing")
    }
    for folder in [
      workshop.codeFolder(of: lesson, source: .solution), workshop.testsFolder(of: lesson),
    ]
    where !files.isDirectory(at: folder) {
      problems.append("\(workshop.relativePath(folder)) is missing")
    }
    problems += sourceProblems(
      in: workshop.codeFolder(of: lesson, source: .lesson),
      forbidden: ["fatalError(", "preconditionFailure("],
      why: "a starter must not crash on purpose: one crash ends every test")
    problems += sourceProblems(
      in: workshop.codeFolder(of: lesson, source: .solution),
      forbidden: ["@unchecked Sendable"],
      why: "keep state in a Mutex or an actor")
    return problems
  }

  private func sourceProblems(in folder: URL, forbidden: [String], why: String) -> [String] {
    files.files(under: folder).filter { $0.hasSuffix(".swift") }.flatMap { file -> [String] in
      let text = files.text(of: folder.appending(path: file)) ?? ""
      return forbidden.filter(text.contains).map {
        "\(workshop.relativePath(folder.appending(path: file))) uses \($0.trimmingCharacters(in: ["("])): \(why)"
      }
    }
  }

  // MARK: - What the runs must show

  func starterProblems(_ result: CheckResult) -> [String] {
    switch result.outcome {
    case .ran:
      var problems: [String] = []
      if result.tests.count < Self.minimumTests {
        problems.append(
          "the suite has \(result.tests.count) tests; a lesson needs at least \(Self.minimumTests)")
      }
      if result.allPassed {
        problems.append("the starter passes every test: it must fail at least one")
      }
      return problems
    default:
      return ["the starter must build and run its suite, but: \(describe(result.outcome))"]
    }
  }

  func solutionProblems(_ result: CheckResult) -> [String] {
    guard result.outcome == .ran else {
      return ["the solution must build and pass its suite, but: \(describe(result.outcome))"]
    }
    let failing = result.tests.filter { $0.status != .passed }.map { "\"\($0.displayName)\"" }
    if !failing.isEmpty {
      return ["the solution fails \(failing.joined(separator: ", "))"]
    }
    return result.suiteFailures.isEmpty
      ? [] : ["the solution's suite recorded an issue outside any test"]
  }

  private func describe(_ outcome: CheckResult.Outcome) -> String {
    switch outcome {
    case .ran: "it ran"
    case .didNotCompile(let errors):
      errors.first.map { "it does not compile (\($0.file):\($0.line): \($0.message))" }
        ?? "it does not build"
    case .crashed: "it crashed"
    case .timedOut(let building): building ? "building timed out" : "the tests timed out"
    case .noTests: "no test ran"
    }
  }
}
