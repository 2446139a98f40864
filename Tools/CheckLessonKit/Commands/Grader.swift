import Foundation

/// The grader's commands, from the arguments to the exit status.
public struct Grader: Sendable {
  public static let usageErrorStatus: Int32 = 64

  let workshop: Workshop
  var checker: LessonChecker
  let files: any FileSystemAccessing
  let runner: any ProcessRunning
  let console: any Console
  let style: Style

  public init(
    workshop: Workshop,
    checker: LessonChecker,
    files: any FileSystemAccessing = DefaultFileSystem(),
    runner: any ProcessRunning = DefaultProcessRunner(),
    console: any Console = DefaultConsole(),
    style: Style
  ) {
    self.workshop = workshop
    self.checker = checker
    self.files = files
    self.runner = runner
    self.console = console
    self.style = style
  }

  /// Runs the command the arguments name and returns the exit status.
  public func run(_ arguments: [String]) async -> Int32 {
    do {
      let invocation = try Invocation(arguments: arguments)
      var grader = self
      if let timeout = invocation.timeout { grader.checker.testTimeout = timeout }
      return try await grader.run(invocation.command)
    } catch let error as UsageError {
      console.writeError("Error: \(error.message)\n\(Invocation.usage)\n")
      return Self.usageErrorStatus
    } catch {
      console.writeError("Error: \(error)\n")
      return 1
    }
  }

  private func run(_ command: Invocation.Command) async throws -> Int32 {
    switch command {
    case .help:
      console.write(Invocation.help + "\n")
      return 0
    case .status:
      return try await showProgress()
    case .check(let name, let source):
      return try await check(try lesson(named: name), source: source)
    case .hint(let name):
      return try showHint(for: try lesson(named: name))
    case .verify:
      return try await Verifier(grader: self).run()
    }
  }

  func lesson(named name: String) throws(UsageError) -> Lesson {
    guard let lesson = workshop.lesson(named: name) else {
      let range = workshop.lessons.isEmpty
        ? "there are none"
        : "they run from \(workshop.lessons[0].paddedNumber) to \(workshop.lessons[workshop.lessons.count - 1].paddedNumber)"
      throw UsageError("there is no lesson '\(name)' (\(range))")
    }
    return lesson
  }

  // MARK: - Checking one lesson

  func check(_ lesson: Lesson, source: LessonSource) async throws -> Int32 {
    let result = try await checkQuietly(lesson, source: source, note: "Building and testing")
    let readme = Readme(text: files.text(of: workshop.readme(of: lesson)) ?? "")
    console.write(CheckReport(result: result, readme: readme, workshop: workshop, style: style).text)
    return result.allPassed ? 0 : 1
  }

  /// Checks a lesson, showing a progress line on a terminal, and remembers the result.
  func checkQuietly(_ lesson: Lesson, source: LessonSource, note: String) async throws
    -> CheckResult
  {
    let fingerprint = workshop.fingerprint(of: lesson, source: source, files: files)
    if console.isTerminal { console.write(style.dim("\(note) \(lesson.heading)…")) }
    let result = try await checker.check(lesson, source: source)
    if console.isTerminal { console.write("\r\u{1B}[K") }
    if source == .lesson {
      var state = loadState()
      state.record(result, fingerprint: fingerprint)
      try state.save(to: stateFile, files: files)
    }
    return result
  }

  // MARK: - Progress

  private func showProgress() async throws -> Int32 {
    var state = loadState()
    var lines = [style.bold("Testable Swift: your progress"), ""]
    var next: Lesson?
    let width = workshop.lessons.map(\.title.count).max() ?? 0
    for lesson in workshop.lessons {
      let fingerprint = workshop.fingerprint(of: lesson, source: .lesson, files: files)
      var cached = state.results[lesson.folder]
      if cached?.fingerprint != fingerprint {
        if try await isUntouched(lesson) {
          cached = nil
        } else {
          _ = try await checkQuietly(lesson, source: .lesson, note: "Checking what changed in")
          state = loadState()
          cached = state.results[lesson.folder]
        }
      }
      let title = lesson.title.padding(toLength: width, withPad: " ", startingAt: 0)
      let status: String
      switch cached {
      case let result? where result.allPassed:
        status = "\(style.pass) passed    \(result.passed) of \(result.total)"
      case let result?:
        status = "\(style.fail) failing   \(result.passed) of \(result.total)"
        next = next ?? lesson
      case nil:
        status = style.dim("· not started")
        next = next ?? lesson
      }
      lines.append("  \(lesson.paddedNumber)  \(title)  \(status)")
    }
    lines.append("")
    if let next {
      lines.append("Next: \(next.heading)")
      lines.append("      swift run check-lesson \(next.number)")
    } else {
      lines.append(style.green("Every lesson passes: you have finished the workshop."))
    }
    console.write(lines.joined(separator: "\n") + "\n")
    return 0
  }

  /// Whether git says the learner has not changed the lesson's files.
  private func isUntouched(_ lesson: Lesson) async throws -> Bool {
    let output = workshop.stateFolder.appending(path: "git-status.txt")
    try files.write(Data(), to: output)
    let process = try runner.start(
      ProcessCommand(
        arguments: [
          "git", "-C", workshop.root.path, "status", "--porcelain", "--",
          workshop.relativePath(workshop.codeFolder(of: lesson, source: .lesson)),
          workshop.relativePath(workshop.testsFolder(of: lesson)),
        ],
        environment: ProcessInfo.processInfo.environment, outputFile: output))
    let exit = await process.waitForExit()
    process.killGroup()
    // Without git there is no way to tell: treat the lesson as not started.
    return !exit.succeeded || (files.text(of: output) ?? "").isEmpty
  }

  // MARK: - Hints

  private func showHint(for lesson: Lesson) throws -> Int32 {
    let readme = Readme(text: files.text(of: workshop.readme(of: lesson)) ?? "")
    let hints = readme.hints.filter { !$0.hints.isEmpty }
    guard !hints.isEmpty else {
      console.write("Lesson \(lesson.paddedNumber) has no hints.\n")
      return 0
    }
    var state = loadState()
    var shown = state.hintsShown[lesson.folder] ?? [:]
    let stuckOn = state.results[lesson.folder]?.firstUnfinishedTask
    let entry =
      hints.first { $0.task.number == stuckOn && (shown["\($0.task.number)"] ?? 0) < $0.hints.count }
      ?? hints.first { (shown["\($0.task.number)"] ?? 0) < $0.hints.count }
      ?? hints.first { $0.task.number == stuckOn } ?? hints[0]
    let key = "\(entry.task.number)"
    let count = min((shown[key] ?? 0) + 1, entry.hints.count)
    shown[key] = count
    state.hintsShown[lesson.folder] = shown
    try state.save(to: stateFile, files: files)

    var lines = [style.bold("\(lesson.heading), task \(entry.task.number): \(entry.task.title)"), ""]
    for (index, hint) in entry.hints.prefix(count).enumerated() {
      let text = "\(index + 1). \(hint)"
      lines.append(index == count - 1 ? text : style.dim(text))
    }
    lines.append("")
    if count < entry.hints.count {
      lines.append("Hint \(count) of \(entry.hints.count) for this task. Ask again for the next one.")
    } else {
      lines.append("That was the last hint for this task.")
    }
    console.write(lines.joined(separator: "\n") + "\n")
    return 0
  }

  // MARK: - State

  var stateFile: URL { workshop.stateFolder.appending(path: "state.json") }

  func loadState() -> GraderState { GraderState.load(from: stateFile, files: files) }
}
