import Foundation

/// The grader's commands, from the arguments to the exit status.
public struct Grader: Sendable {
  public static let usageErrorStatus: Int32 = 64
  /// The grader's version, in every `all --json` report: raise it when grading changes.
  public static let version = "1.4.0"

  let workshop: Workshop
  var checker: LessonChecker
  let files: any FileSystemAccessing
  let runner: any ProcessRunning
  let console: any Console
  let keyboard: any KeyboardReading
  let style: Style
  /// The current date, for naming backups.
  let now: @Sendable () -> Date
  /// The grader's environment, where Classroom 50's runner names the submission it grades.
  let environment: [String: String]
  /// Whether a report shows every test of every task, not only the task in progress.
  var verbose = false
  /// The reviewer's rules, applied once a lesson's tests pass.
  var reviewRules = ReviewRule.all
  /// The learner's name for the report of `all --json`, when given on the command line.
  var learner: String?
  /// The folder that relative paths on the command line start from.
  public var currentFolder = URL(
    filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)

  public init(
    workshop: Workshop,
    checker: LessonChecker,
    files: any FileSystemAccessing = DefaultFileSystem(),
    runner: any ProcessRunning = DefaultProcessRunner(),
    console: any Console = DefaultConsole(),
    keyboard: any KeyboardReading = TerminalKeyboard(),
    style: Style,
    now: @escaping @Sendable () -> Date = { Date() },
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.workshop = workshop
    self.checker = checker
    self.checker.waitingNotice = { console.writeError($0) }
    self.files = files
    self.runner = runner
    self.console = console
    self.keyboard = keyboard
    self.style = style
    self.now = now
    self.environment = environment
  }

  /// Runs the command the arguments name and returns the exit status.
  public func run(_ arguments: [String]) async -> Int32 {
    do {
      return await run(try Invocation(arguments: arguments))
    } catch {
      return usageError(error)
    }
  }

  /// Runs the command the learner asked for and returns the exit status.
  public func run(_ invocation: Invocation) async -> Int32 {
    do {
      var grader = self
      if let timeout = invocation.timeout { grader.checker.testTimeout = timeout }
      grader.verbose = invocation.verbose
      grader.learner = invocation.learner
      return try await grader.run(invocation.command)
    } catch let error as UsageError {
      return usageError(error)
    } catch {
      console.writeError("Error: \(error)\n")
      return 1
    }
  }

  /// Prints a usage error and the usage, and returns the usage error's exit status.
  func usageError(_ error: UsageError) -> Int32 {
    console.writeError(error.report)
    return Self.usageErrorStatus
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
      return try await showHint(for: try lesson(named: name))
    case .verify(let name, let curriculumOnly):
      // Every lesson at once takes the cores already; one lesson alone spreads its variants.
      // A planted bug is built once for the suite and the reference tests.
      let runs = VersionRuns(jobs: name == nil ? 1 : Verifier.lessonsAtOnce, kept: LearnerRuns())
      // CI, with a time limit, runs a share of the chaffs, drawn anew for each commit.
      let chaffShare = environment["CHECK_LESSON_CHAFFS"].flatMap { Int($0) } ?? 100
      return try await Verifier(
        grader: self, only: try name.map { name throws(UsageError) in try lesson(named: name) },
        curriculumOnly: curriculumOnly, runs: runs, chaffShare: min(100, max(1, chaffShare))
      ).run()
    case .mutate(let name, let mode):
      return try await mutate(
        try name.map { name throws(UsageError) in try lesson(named: name) }, mode: mode)
    case .attack(let name, let folder):
      return try await attack(try lesson(named: name), folder: folder)
    case .watch(let name):
      return try await watch(try name.map { name throws(UsageError) in try lesson(named: name) })
    case .all(let format, from: let path?):
      return try showSavedReport(path, format: format)
    case .all(let format, from: nil):
      return try await checkAll(format: format)
    case .compare(let name):
      return try await compare(try lesson(named: name))
    case .reset(let name, let confirmed):
      return try await reset(try lesson(named: name), confirmed: confirmed)
    case .classSummary(let reports, let starter, let output, let csv, let roster):
      return try await summarizeClass(
        reports: reports, starter: starter, output: output, csv: csv, roster: roster)
    }
  }

  func lesson(named name: String) throws(UsageError) -> Lesson {
    guard let lesson = workshop.lesson(named: name) else {
      let range =
        workshop.lessons.isEmpty
        ? "there are none"
        : "they run from \(workshop.lessons[0].paddedNumber) to \(workshop.lessons[workshop.lessons.count - 1].paddedNumber)"
      throw UsageError("there is no lesson '\(name)' (\(range))")
    }
    return lesson
  }

  // MARK: - Checking one lesson

  func check(_ lesson: Lesson, source: LessonSource) async throws -> Int32 {
    var linesAbove = isFirstBuild(of: lesson, source: source) ? 1 : 0
    let (result, cached) = try await checkQuietly(
      lesson, source: source, note: "Building and testing")
    if let note = try await editedTestsNote(of: lesson) {
      console.write(note)
      linesAbove += note.count { $0 == "\n" }
    }
    console.write(report(result, cached: cached, linesAround: linesAbove))
    return result.isDone ? 0 : 1
  }

  /// A note when `lesson`'s suite is not the workshop's: its fingerprint differs from the
  /// shipped one, as the reports tell, even when the edit is committed; `git status` says
  /// which files, and for a workshop that ships no fingerprint, whether.
  func editedTestsNote(of lesson: Lesson) async throws -> String? {
    let suiteFolders = workshop.suiteFolders(of: lesson, files: files)
    let paths = suiteFolders.map { workshop.relativePath($0) }
    let changed = try await tools.changes(in: suiteFolders) ?? []
    let edited = paths.filter { path in changed.contains { $0.unquotedPath.hasPrefix(path + "/") } }
    let folder = (edited.isEmpty ? paths : edited).joined(separator: " ")
    if let shipped = workshop.shippedFingerprint(.suite, of: lesson, files: files) {
      guard shipped != workshop.fingerprint(.suite, of: lesson, files: files) else { return nil }
      guard !changed.isEmpty else {
        return style.yellow("Note: the tests in \(folder) differ from the workshop's (the change")
          + style.yellow(" is committed), so this result may not be the lesson's.\n\n")
      }
    }
    return changed.isEmpty ? nil : editedTestsNote(folder: folder, changed: changed)
  }

  /// The report of a check, pointing to the task the learner is on when the state knows it,
  /// in what is left of one screen after `linesAround` lines printed above or below it.
  func report(_ result: CheckResult, cached: GraderState.CachedResult?, linesAround: Int = 0)
    -> String
  {
    let readme = Readme(text: files.text(of: workshop.readme(of: result.lesson)) ?? "")
    return CheckReport(
      result: result, readme: readme, workshop: workshop, style: style,
      currentTask: cached?.firstUnfinishedTask, verbose: verbose,
      screenLines: CheckReport.screenLines - linesAround
    ).text
  }

  /// Warns that a lesson's suite is not the committed one, and says how to restore it.
  func editedTestsNote(folder: String, changed: [FileChange]) -> String {
    if changed.allSatisfy(\.isUntracked) {
      return style.yellow("Note: \(folder) holds files that were never committed,")
        + style.yellow(" so this result may not be the lesson's.\n\n")
    }
    return style.yellow("Note: the tests in \(folder) differ from the committed ones,")
      + style.yellow(" so this result may not be the lesson's.\n")
      + "      Restore them with: git checkout -- \(folder)\n\n"
  }

  /// Checks a lesson, showing a progress line on a terminal, and remembers the result of
  /// the learner's code; returns the result and what the state now keeps of it.
  func checkQuietly(
    _ lesson: Lesson, source: LessonSource, note: String, gradesUnstartedTests: Bool = true
  ) async throws -> (result: CheckResult, cached: GraderState.CachedResult?) {
    let fingerprint = workshop.fingerprint(of: lesson, source: source, files: files)
    let console = console
    let style = style
    let isTerminal = console.isTerminal
    if isFirstBuild(of: lesson, source: source) {
      // On standard error, so that it never mixes with a report read by a program.
      console.writeError(
        style.dim(
          "Building lesson \(lesson.paddedNumber) for the first time: this takes a minute or so…")
          + "\n")
    }
    if isTerminal { console.write(style.dim("\(note) \(lesson.heading)…")) }
    let checked = try await checker.check(
      lesson, source: source, gradesUnstartedTests: gradesUnstartedTests
    ) { step in
      if isTerminal { console.write("\r\u{1B}[K" + style.dim("\(step)…")) }
    }
    let result = workshop.addingReview(to: checked, files: files, rules: reviewRules)
    if isTerminal { console.write("\r\u{1B}[K") }
    guard source == .lesson else { return (result, nil) }
    let cached = try await updateState { $0.record(result, fingerprint: fingerprint) }
    return (result, cached)
  }

  /// Whether a check of `lesson` builds it for the first time, and says so on a line.
  func isFirstBuild(of lesson: Lesson, source: LessonSource) -> Bool {
    !files.isDirectory(at: checker.scratchFolder(for: lesson, source: source))
  }

  /// A row of a table of lessons: its number, its title padded to the longest, and `status`.
  func tableRow(_ lesson: Lesson, _ status: String) -> String {
    let width = workshop.lessons.map(\.title.count).max() ?? 0
    let title = lesson.title.padding(toLength: width, withPad: " ", startingAt: 0)
    return "  \(lesson.paddedNumber)  \(title)  \(status)"
  }

  // MARK: - State

  var tools: ExternalTools { ExternalTools(workshop: workshop, files: files, runner: runner) }

  var stateFile: URL { workshop.stateFolder.appending(path: "state.json") }

  func loadState() -> GraderState { GraderState.load(from: stateFile, files: files) }

  /// Reads the state, applies `change` and saves it, while no other grader does the same.
  func updateState<T>(_ change: (inout GraderState) throws -> T) async throws -> T {
    try await files.withExclusiveLock(at: workshop.stateFolder.appending(path: "state.lock")) {
      var state = loadState()
      let value = try change(&state)
      try state.save(to: stateFile, files: files)
      return value
    }
  }
}
