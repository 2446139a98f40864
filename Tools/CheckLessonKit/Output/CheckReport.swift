/// Writes the result of checking a lesson the way a learner reads it: each test by
/// name, what failed and where, a summary, and what to do next.
public struct CheckReport: Sendable {
  let result: CheckResult
  let readme: Readme
  let workshop: Workshop
  let style: Style
  /// The task the learner was on at the last check that built, if known.
  let currentTask: Int?
  /// Whether every test of every task is shown, rather than the task in progress alone.
  let verbose: Bool
  /// How many lines the report may take, unless `verbose`.
  let screenLines: Int

  public init(
    result: CheckResult, readme: Readme, workshop: Workshop, style: Style,
    currentTask: Int? = nil, verbose: Bool = false, screenLines: Int = Self.screenLines
  ) {
    self.result = result
    self.readme = readme
    self.workshop = workshop
    self.style = style
    self.currentTask = currentTask
    self.verbose = verbose
    self.screenLines = screenLines
  }

  /// How many characters of one message are shown: a value in an expectation can be huge.
  static let longestMessage = 600

  /// `text` as a learner reads it: without the lesson's module name before its types
  /// (`Lesson08ActorInjection.ContainerPurpose.settings` reads `ContainerPurpose.settings`),
  /// and cut to ``longestMessage`` characters.
  static func readable(_ text: String) -> String {
    shortened(compactingFoundationErrors(text.replacing(/\bLesson\d\d[A-Za-z]+\./, with: "")))
  }

  /// `text` with a Foundation error's description, `Error Domain=NSCocoaErrorDomain Code=260
  /// "The file doesn’t exist." UserInfo={NSFilePath=/tmp/a.json, NSURL=file:///tmp/a.json, …}`,
  /// cut to its sentence, domain, code and path: `"The file doesn’t exist."
  /// (NSCocoaErrorDomain 260, /tmp/a.json)`.
  static func compactingFoundationErrors(_ text: String) -> String {
    text.replacing(/Error Domain=(\w+) Code=(-?\d+) ("[^"]*")\s*UserInfo=\{(.*)\}/) { match in
      let (_, domain, code, sentence, info) = match.output
      let path = info.firstMatch(of: /NSFilePath=([^,}]+)/).map { ", \($0.output.1)" } ?? ""
      return "\(sentence) (\(domain) \(code)\(path))"
    }
  }

  /// `text`, cut to ``longestMessage`` characters with a note of how much was left out.
  static func shortened(_ text: String) -> String {
    guard text.count > longestMessage else { return text }
    return "\(text.prefix(longestMessage))… (\(text.count - longestMessage) more characters)"
  }

  /// The fewest characters a failure's message may share with its comment before the
  /// shared part is cut from the message.
  static let shortestRepeat = 40

  /// `message` with the longest stretch it shares with one of `comments` shown as `…`,
  /// when that stretch is at least ``shortestRepeat`` characters: a long value that the
  /// comment already quotes, such as an error, is printed once, after the sentence that
  /// says what went wrong.
  static func withoutRepeat(_ message: String, of comments: [String]) -> String {
    let text = Array(message)
    var longest = 0..<0
    for comment in comments {
      let other = Array(comment)
      // runs[j]: how many characters end at text[i] and other[j - 1] alike.
      var runs = [Int](repeating: 0, count: other.count + 1)
      for i in text.indices {
        var next = [Int](repeating: 0, count: other.count + 1)
        for j in other.indices where text[i] == other[j] {
          next[j + 1] = runs[j] + 1
          if next[j + 1] > longest.count { longest = (i + 1 - next[j + 1])..<(i + 1) }
        }
        runs = next
      }
    }
    // Keep the brackets around the cut balanced: `(outcome → …)`, not `(outcome → …`.
    func excess(_ range: Range<Int>) -> Int {
      text[range].count { $0 == ")" } - text[range].count { $0 == "(" }
    }
    while excess(longest) > 0, text[longest.upperBound - 1] == ")" {
      longest = longest.lowerBound..<(longest.upperBound - 1)
    }
    while excess(longest) < 0, text[longest.lowerBound] == "(" {
      longest = (longest.lowerBound + 1)..<longest.upperBound
    }
    guard longest.count >= shortestRepeat else { return message }
    return String(text[..<longest.lowerBound]) + "…" + String(text[longest.upperBound...])
  }

  /// How many failures of one expectation are shown before the rest are counted; a
  /// parameterized test can have many. With `verbose`, more are shown.
  private var failuresShownPerExpectation: Int { verbose ? 3 : 1 }

  private var lesson: Lesson { result.lesson }
  private var readmePath: String { workshop.relativePath(workshop.readme(of: lesson)) }
  private var command: String {
    "swift run check-lesson \(lesson.number)\(result.source == .solution ? " --solution" : "")"
  }

  /// The whole report, ending with a newline.
  public var text: String {
    var lines = [
      style.bold(lesson.heading + (result.source == .solution ? " (reference solution)" : "")), "",
    ]
    switch result.outcome {
    case .didNotCompile(let errors): lines += compileErrorLines(errors)
    case .timedOut(whileBuilding: true): lines += buildTimeoutLines
    default:
      let summary = summaryLines
      lines += testLines(room: screenLines - lines.count - summary.count) + summary
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How many lines a screen holds: a report and what is printed with it take no more,
  /// unless `verbose`.
  public static let screenLines = 40

  // MARK: - Tests

  /// Every test under its task. Unless `verbose`, only the task in progress (the first
  /// one not passing) shows its tests; every other task is one line. And unless `verbose`,
  /// the failures of those tests are shown in order while they fit in `room` lines; after
  /// that, a test shows its name only, and a line under its task says how to see the rest.
  private func testLines(room: Int) -> [String] {
    var groups: [TaskGroup] = []
    for test in result.tests {
      if let last = groups.last, last.task == test.task {
        groups[groups.count - 1].tests.append(test)
      } else {
        groups.append(TaskGroup(task: test.task, tests: [test]))
      }
    }
    let failing = groups.filter(isShownInFull).flatMap(\.tests).filter(showsFailures)
    guard !verbose else { return lines(for: groups, withFailuresOf: Set(failing.map(\.id))) }
    var left = room - lines(for: groups, withFailuresOf: []).count
    var detailed: Set<String> = []
    // The first failing test shows its failures even when they alone do not fit.
    for (index, test) in failing.enumerated() {
      let needed = failureLines(test.failures).count
      guard needed <= left || index == 0 else { break }
      detailed.insert(test.id)
      left -= needed
    }
    return lines(for: groups, withFailuresOf: detailed)
  }

  /// The tests of one task, or of no task, in the order they ran.
  private struct TaskGroup {
    let task: LessonTask?
    var tests: [TestResult]
  }

  /// Whether `test` failed with failures to show under it.
  private func showsFailures(_ test: TestResult) -> Bool {
    test.status == .failed && !test.failures.isEmpty
  }

  /// Whether `group` shows each of its tests, rather than one line for the task.
  private func isShownInFull(_ group: TaskGroup) -> Bool {
    group.task.map { verbose || $0 == result.firstUnfinishedTask } ?? true
  }

  /// The lines of `groups`, with the failures of the tests in `detailed` only.
  private func lines(for groups: [TaskGroup], withFailuresOf detailed: Set<String>) -> [String] {
    let focus = result.firstUnfinishedTask
    var lines: [String] = []
    for group in groups {
      if isShownInFull(group) {
        if let task = group.task { lines.append("  Task \(task.number): \(task.title)") }
        for test in group.tests {
          lines += self.lines(for: test, withFailures: detailed.contains(test.id))
        }
        let hidden = group.tests.count { showsFailures($0) && !detailed.contains($0.id) }
        if hidden > 0 {
          let tests = hidden == 1 ? "1 more test" : "\(hidden) more tests"
          lines.append(style.dim("    Failures of \(tests) are not shown: \(command) --verbose"))
        }
        continue
      }
      guard let task = group.task else { continue }
      let passed = group.tests.count { $0.status == .passed }
      let counts = "\(passed) of \(group.tests.count)"
      if passed == group.tests.count {
        lines.append("  \(style.pass) Task \(task.number): \(task.title) — \(counts)")
      } else {
        let after = focus.map { ", after task \($0.number)" } ?? ""
        lines.append(style.dim("  · Task \(task.number): \(task.title) — \(counts)\(after)"))
      }
    }
    for failure in result.suiteFailures {
      lines.append("  \(style.fail) The suite itself failed")
      lines += self.lines(for: failure)
    }
    return lines
  }

  private func lines(for test: TestResult, withFailures: Bool) -> [String] {
    switch test.status {
    case .passed:
      return ["    \(style.pass) \(test.displayName)"]
    case .failed:
      return ["    \(style.fail) \(test.displayName)"]
        + (withFailures ? failureLines(test.failures) : [])
    case .skipped:
      return ["    \(style.dim("- \(test.displayName) (skipped)"))"]
    case .unfinished:
      let why = result.outcome == .crashed ? "crashed here" : "still running at the time limit"
      return ["    \(style.fail) \(test.displayName) \(style.red("(\(why))"))"]
    case .notRun:
      return ["    \(style.dim("· \(test.displayName) (did not run)"))"]
    }
  }

  /// A test's failures, the same expectation's (one source line's) folded into a count:
  /// a failure of another expectation is always shown.
  private func failureLines(_ failures: [TestFailure]) -> [String] {
    var groups: [[TestFailure]] = []
    for failure in failures {
      if let index = groups.firstIndex(where: {
        $0[0].location != nil && $0[0].location == failure.location
      }) {
        groups[index].append(failure)
      } else {
        groups.append([failure])
      }
    }
    return groups.flatMap { group in
      let shown = group.prefix(failuresShownPerExpectation)
      let hidden = group.count - shown.count
      return shown.flatMap(lines(for:))
        + (hidden > 0
          ? ["        \(style.dim("…and \(hidden) more like \(hidden == 1 ? "it" : "them")"))"]
          : [])
    }
  }

  private func lines(for failure: TestFailure) -> [String] {
    var lines = failure.comments.map { "        \(Self.readable($0))" }
    // `Issue.record("…")` says only "Issue recorded" besides its comment.
    if failure.comments.isEmpty || failure.message != "Issue recorded" {
      let message = Self.withoutRepeat(failure.message, of: failure.comments)
      lines.append("        \(style.dim(Self.readable(message)))")
    }
    if let location = failure.location { lines.append("        \(style.dim("at \(location)"))") }
    return lines
  }

  // MARK: - Summary and next step

  /// The tests that started and never ended, quoted and joined: `"A", "B"`.
  private var unfinished: String {
    result.tests.filter { $0.status == .unfinished }
      .map { "\"\($0.displayName)\"" }.joined(separator: ", ")
  }

  private var summaryLines: [String] {
    var lines = [""]
    let passed = result.passedCount
    let total = result.tests.count
    let counts = "\(passed) of \(total) test\(total == 1 ? "" : "s") passing"
    switch result.outcome {
    case .crashed:
      lines.append(
        style.red("The tests crashed")
          + (unfinished.isEmpty ? "." : " in \(unfinished).")
          + " \(counts) before the crash.")
      lines += leftRunningLines
      lines += result.outputExcerpt.map { "  \($0)" }
      lines += [
        "A crash ends every test still running. In the code that test calls, look for a",
        "force unwrap (`!`), `try!`, `fatalError`, an index out of range, or a `var`",
        "that many tasks change at once without a lock.",
      ]
      lines.append("")
      return lines + nextStep
    case .timedOut:
      lines.append(
        style.red("The tests did not finish in time")
          + (unfinished.isEmpty ? "." : ": still running \(unfinished).")
          + " The run was stopped.")
      lines += leftRunningLines
      lines.append(
        "Look for a loop that never ends, a real sleep or a wait for something that never comes.")
      lines.append("If your machine is just slow, allow more time: \(command) --timeout 120")
      lines.append("")
      return lines + nextStep
    case .noTests:
      lines.append(
        style.red("No test ran.")
          + " The suite is empty, or every test was skipped: that is not a pass.")
      return lines + leftRunningLines
    default:
      break
    }
    let essential = result.review.filter(\.isEssential)
    let informative = result.review.filter { !$0.isEssential }
    if result.allPassed, !essential.isEmpty {
      lines.append(
        style.green("All \(total) tests passing") + ", but a reviewer would stop you at:")
      lines += reviewLines(essential)
    } else if result.allPassed {
      lines.append(
        style.green("All \(total) tests passing.")
          + (result.source == .lesson ? " Lesson \(lesson.paddedNumber) is done." : ""))
      if !informative.isEmpty {
        lines.append("A reviewer would also point at these, which do not stop you:")
        lines += reviewLines(informative)
      }
    } else {
      lines.append("\(counts).")
    }
    lines += ownMutantsLines
    lines += leftRunningLines
    lines.append("")
    return lines + nextStep
  }

  /// The score of tests graded by the mutants of the learner's own code, once they ran.
  private var ownMutantsLines: [String] {
    guard let summary = result.learnerTests, summary.byOwnMutants == true, summary.total > 0
    else { return [] }
    return ["Your tests kill \(summary.caught) of \(summary.total) mutants of your code."]
  }

  /// How many of the processes the tests left running are named.
  static let leftProcessesNamed = 3

  /// The line that says which processes the tests left running and the grader ended, if any.
  private var leftRunningLines: [String] {
    let left = result.leftRunning
    guard !left.isEmpty else { return [] }
    var named = left.prefix(Self.leftProcessesNamed).map { "pid \($0.pid): \($0.command)" }
    if left.count > named.count { named.append("…") }
    let processes = left.count == 1 ? "a process" : "\(left.count) processes"
    return [
      "Your tests left \(processes) running (\(named.joined(separator: ", "))); the grader"
        + " ended \(left.count == 1 ? "it" : "them")."
    ]
  }

  /// How many of the reviewer's comments are shown, unless `verbose`.
  static let reviewCommentsShown = 5

  /// The reviewer's `comments`, each as its place in the learner's files and its message.
  private func reviewLines(_ comments: [ReviewComment]) -> [String] {
    let shown = verbose ? comments[...] : comments.prefix(Self.reviewCommentsShown)
    let folder = workshop.relativePath(workshop.codeFolder(of: lesson, source: result.source))
    var lines = shown.flatMap { comment in
      ["  \(folder)/\(comment.file):\(comment.line)", "    \(comment.message)"]
    }
    if comments.count > shown.count {
      lines.append(style.dim("  …and \(comments.count - shown.count) more: \(command) --verbose"))
    }
    return lines
  }

  private var nextStep: [String] {
    if result.source == .solution { return [] }
    if result.allPassed, result.review.contains(where: \.isEssential) {
      return [
        "Next: change those lines, then run \(command) again.",
        "See how the reference solution does it: swift run check-lesson compare \(lesson.number)",
      ]
    }
    if result.allPassed {
      guard let next = workshop.lesson(after: lesson) else {
        return ["That was the last lesson: you have finished the workshop. Well done."]
      }
      return [
        "Next: \(next.heading), in \(workshop.relativePath(workshop.readme(of: next)))",
        "      swift run check-lesson \(next.number)",
      ]
    }
    var lines: [String] = []
    // Tests of one's own code come first, before any change to it: the capstone's task 1.
    if let summary = result.learnerTests, summary.byOwnMutants == true, !summary.started,
      let first = readme.firstLearnerTestsTask
    {
      lines.append("Next: task \(first.number), \"\(first.title)\", in \(readmePath)")
    } else if let task = result.firstUnfinishedTask {
      lines.append("Next: task \(task.number), \"\(task.title)\", in \(readmePath)")
    } else {
      lines.append("Next: read the tasks in \(readmePath)")
    }
    lines.append("Stuck? swift run check-lesson hint \(lesson.number)")
    return lines
  }

  // MARK: - Build problems

  private func compileErrorLines(_ errors: [CompilerError]) -> [String] {
    guard !errors.isEmpty else {
      return [
        "\(style.red("The lesson did not build"))"
          + ", or its tests could not start. The end of the output:"
      ]
        + result.outputExcerpt.map { "  \($0)" }
    }
    let testsPrefix = workshop.relativePath(workshop.testsFolder(of: lesson)) + "/"
    let inSuite = errors.allSatisfy { $0.file.hasPrefix(testsPrefix) }
    var lines = [
      style.red(
        inSuite
          ? "The lesson's tests do not compile against your code."
          : "Your code does not compile yet.")
    ]
    if inSuite {
      lines.append(
        "The suite uses a type, initializer or method that is missing or has another shape.")
    }
    lines.append("")
    let shown = errors.prefix(5)
    for error in shown {
      lines.append("  \(error.file)\(error.line > 0 ? ":\(error.line)" : "")")
      lines.append("    \(style.red("error:")) \(error.message)")
    }
    if errors.count > shown.count { lines.append("  …and \(errors.count - shown.count) more.") }
    lines.append("")
    // A task whose text names the file says what belongs in it: the task in progress if it
    // does, else the first one. An error in a file no task names most likely comes from the
    // task the learner is on.
    let taskInProgress = readme.tasks.first { $0.task.number == currentTask }?.task
    let naming = readme.tasks(namingFile: shown[0].file)
    let task =
      naming.first { $0 == taskInProgress } ?? naming.first ?? taskInProgress
      ?? readme.task(mentioning: shown[0].file) ?? (inSuite ? nil : readme.tasks.first?.task)
    if let task {
      lines.append(
        "Next: fix the first error; task \(task.number), \"\(task.title)\", in \(readmePath) says what the tests expect."
      )
    } else {
      lines.append(
        "Next: fix the first error; the tasks in \(readmePath) name the API the tests use.")
    }
    lines.append("Then run \(command) again.")
    return lines
  }

  private var buildTimeoutLines: [String] {
    [
      style.red("Building took longer than the time limit, so it was stopped."),
      "The first build of a lesson can take a minute or two; later checks are quick.",
      "Run \(command) again.",
    ]
  }
}
