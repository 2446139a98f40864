@testable import CheckLessonKit
import Foundation
import Testing

/// A grader over the fixture workshop, with every port replaced by a double.
struct GraderHarness {
  let files = Fixtures.files()
  let console: RecordingConsole
  let runner: ScriptedProcessRunner
  let keyboard = ManualKeyboard()
  /// The reviewer's rules: none, unless a test gives some.
  var reviewRules: [ReviewRule] = []

  init(
    events: String? = Fixtures.halfPassingRun, exit: ProcessExit? = .exited(1),
    isTerminal: Bool = false, gitStatus: String? = "", gitIsMissing: Bool = false,
    diff: String = "", answers: [String]? = nil, git: (@Sendable ([String]) -> String?)? = nil
  ) {
    console = RecordingConsole(isTerminal: isTerminal, answers: answers)
    runner = Fixtures.runner(
      files, events: events, exit: exit, gitStatus: gitStatus, gitIsMissing: gitIsMissing,
      diff: diff, git: git)
  }

  func run(_ arguments: String..., environment: [String: String] = [:]) async -> Int32 {
    await run(arguments, environment: environment)
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) async -> Int32 {
    var grader = Fixtures.grader(
      files, runner: runner, console: console, keyboard: keyboard,
      style: Style(isTerminal: console.isTerminal, environment: environment),
      reviewRules: reviewRules, environment: environment)
    grader.currentFolder = Fixtures.currentFolder
    return await grader.run(arguments)
  }

  /// A grader on the same files and console whose lesson builds print `output` and fail.
  func grader(buildOutput output: String) -> Grader {
    Fixtures.grader(
      files, runner: Fixtures.runner(files, events: nil, output: output), console: console)
  }

  /// How many lesson checks (`swift test` runs) were started, and for which lessons.
  var lessonRuns: [String] {
    runner.commands.filter { $0.arguments.first == "swift" }.compactMap {
      $0.environment["WORKSHOP_LESSON"]
    }
  }

  /// The git commands run so far, without `git -C <root>`.
  var gitCommands: [[String]] {
    runner.commands.filter { $0.arguments.first == "git" }.map { Array($0.arguments.dropFirst(3)) }
  }

  /// Puts `text` in the class folder, `/class`, at `path`.
  func writeInClassFolder(_ text: String, to path: String) {
    files["/class/\(path)"] = text
  }
}

@Suite("The grader's commands")
struct GraderTests {
  @Test(
    "A usage error prints Error and Usage and exits 64",
    arguments: [
      ["99"], ["abc"], ["--bogus"], ["hint", "7"], ["1", "extra"],
    ])
  func usageErrors(arguments: [String]) async {
    let harness = GraderHarness()
    let status = await harness.run(arguments)
    #expect(status == 64)
    #expect(harness.console.errors.hasPrefix("Error: "))
    #expect(harness.console.errors.contains("Usage: "))
    #expect(harness.runner.commands.isEmpty, "nothing is built for a usage error")
  }

  @Test("A failing lesson prints each test, the failure and the next step, and exits 1")
  func failingReport() async {
    let harness = GraderHarness()
    let status = await harness.run("1")
    let output = harness.console.output
    #expect(status == 1)
    #expect(output.contains("Lesson 01: Tight coupling"))
    #expect(output.contains("✔ Loads settings written by save()"))
    #expect(output.contains("✘ Saves into the folder it was given"))
    #expect(output.contains("save() should write into the folder"))
    #expect(output.contains("at Tests/01-TightCouplingTests/StoreTests.swift:12"))
    #expect(output.contains("1 of 2 tests passing."))
    #expect(
      output.contains(#"Next: task 2, "Pass the folder in", in Lessons/01-TightCoupling/README.md"#)
    )
  }

  @Test("Shows the first failure of an expectation and counts the rest; three with --verbose")
  func manyFailures() async {
    let id = "\(Fixtures.storeSuite)/usesFolder()"
    let extra = (1...4).map { Fixtures.issue(id, "Case \($0) failed") }.joined(separator: "\n")
    let harness = GraderHarness(events: Fixtures.halfPassingRun + "\n" + extra)
    _ = await harness.run("1")
    #expect(harness.console.output.contains("Expectation failed: exists"))
    #expect(!harness.console.output.contains("Case 1 failed"))
    #expect(harness.console.output.contains("…and 4 more like them"))
    _ = await harness.run("1", "--verbose")
    #expect(harness.console.output.contains("Case 2 failed"))
    #expect(!harness.console.output.contains("Case 3 failed"))
    #expect(harness.console.output.contains("…and 2 more like them"))
  }

  @Test("Shows a failure of another expectation of the same test, never folded into a count")
  func unlikeFailures() async {
    let id = "\(Fixtures.storeSuite)/usesFolder()"
    let other = Fixtures.issue(id, "Expectation failed: count == 2")
      .replacing(#""line":12"#, with: #""line":30"#)
    let harness = GraderHarness(
      events: Fixtures.halfPassingRun + "\n" + Fixtures.issue(id, "Again") + "\n" + other)
    _ = await harness.run("1")
    #expect(harness.console.output.contains("Expectation failed: count == 2"))
    #expect(harness.console.output.contains("…and 1 more like it"))
  }

  @Test("Shows the task in progress in full and every other task on one line")
  func compactReport() async {
    let suite = "T.TightCouplingTests/NameTheHiddenDependencies"
    let taskOne = [
      Fixtures.suite(suite, "Task 1: Name the hidden dependencies"),
      Fixtures.test("\(suite)/names()", "Names the file manager"),
      Fixtures.event("testStarted", "\(suite)/names()"),
      Fixtures.event("testEnded", "\(suite)/names()"),
    ]
    let run = Fixtures.halfPassingRun.split(separator: "\n").map(String.init)
    let events =
      (taskOne.prefix(2) + run.prefix(4) + [run[4]] + taskOne.suffix(2) + run.dropFirst(5))
      .joined(separator: "\n")
    let harness = GraderHarness(events: events)
    _ = await harness.run("1")
    let output = harness.console.output
    #expect(output.contains("  ✔ Task 1: Name the hidden dependencies — 1 of 1\n"), "\(output)")
    #expect(!output.contains("✔ Names the file manager"))
    #expect(output.contains("  Task 2: Pass the folder in\n"))
    #expect(output.contains("✘ Saves into the folder it was given"))
    _ = await harness.run("1", "--verbose")
    #expect(harness.console.output.contains("✔ Names the file manager"))
  }

  @Test("Names a lesson's types without its module in failures")
  func moduleNames() async {
    let id = "\(Fixtures.storeSuite)/usesFolder()"
    let issue = Fixtures.issue(
      id,
      "Expectation failed: (error → .containerUnavailable(Lesson08ActorInjection.ContainerPurpose.settings))"
    )
    // On a line of its own, so that it is not folded into the first failure.
    let harness = GraderHarness(
      events: Fixtures.halfPassingRun + "\n" + issue.replacing(#""line":12"#, with: #""line":40"#))
    _ = await harness.run("1")
    #expect(
      harness.console.output.contains("(error → .containerUnavailable(ContainerPurpose.settings))"))
  }

  @Test("Says so on standard error when a lesson is built for the first time")
  func firstBuild() async {
    let harness = GraderHarness()
    _ = await harness.run("1")
    #expect(harness.console.errors.contains("Building lesson 01 for the first time"))
  }

  @Test("A first check fits a screen, the line that says it builds included")
  func firstBuildFitsAScreen() async {
    let suite = Fixtures.storeSuite
    // Thirteen failing tests: without the line that says the lesson builds, their report
    // with the failures of nine of them fills 40 lines exactly.
    let ids = (0..<13).map { "\(suite)/t\($0)()" }
    var events = [Fixtures.suite(suite, "Task 2: Pass the folder in")]
    events += ids.enumerated().map { Fixtures.test($1, "Test \($0)") }
    events.append(Fixtures.event("runStarted"))
    for id in ids {
      events += [
        Fixtures.event("testStarted", id), Fixtures.issue(id, "Expectation failed: \(id)"),
        Fixtures.event("testEnded", id),
      ]
    }
    events.append(Fixtures.event("runEnded"))
    let harness = GraderHarness(events: events.joined(separator: "\n"))
    _ = await harness.run("1")
    let printed = harness.console.errors + harness.console.output
    #expect(harness.console.errors.contains("Building lesson 01 for the first time"))
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(lines <= 40, "\(printed)")
    #expect(printed.contains("are not shown"), "the report was cut to fit")
  }

  @Test("Cuts a huge failure message short")
  func hugeMessage() async {
    let id = "\(Fixtures.storeSuite)/usesFolder()"
    let huge = String(repeating: "x", count: 5_000)
    let issue = Fixtures.issue(id, huge).replacing(#""line":12"#, with: #""line":40"#)
    let harness = GraderHarness(events: Fixtures.halfPassingRun + "\n" + issue)
    _ = await harness.run("1")
    #expect(!harness.console.output.contains(String(repeating: "x", count: 601)))
    #expect(harness.console.output.contains("… (4400 more characters)"))
  }

  @Test("A passing lesson exits 0 and points to the next lesson")
  func passingReport() async {
    let harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    #expect(await harness.run("0") == 0)
    #expect(harness.console.output.contains("All 2 tests passing."))
    #expect(harness.console.output.contains("swift run check-lesson 1"))
  }

  @Test("A compile error points at the task that names the file")
  func compileErrorReport() async {
    let harness = GraderHarness()
    let status = await harness.grader(buildOutput: Fixtures.syntaxError).run(["1"])
    #expect(status == 1)
    #expect(harness.console.output.contains("Your code does not compile yet."))
    #expect(harness.console.output.contains("Lessons/01-TightCoupling/HiddenDependencies.swift:4"))
    #expect(harness.console.output.contains(#"task 1, "Name the hidden dependencies""#))
  }

  @Test("A build error in a file a task names points to that task, also during a later task")
  func compileErrorDuringTask() async {
    let harness = GraderHarness()
    _ = await harness.run("1")  // task 1 passes, task 2 fails
    let grader = harness.grader(buildOutput: Fixtures.syntaxError)
    _ = await grader.run(["1"])
    _ = await grader.run(["1"])
    let reports = harness.console.output.components(separatedBy: "Your code does not compile yet.")
    #expect(reports.count == 3)
    #expect(
      reports.dropFirst().allSatisfy { $0.contains(#"task 1, "Name the hidden dependencies""#) },
      "task 1 names HiddenDependencies.swift: it says what belongs in it")
  }

  @Test("A build error in a file no task names points to the task the learner was on")
  func compileErrorInUnnamedFile() async {
    let harness = GraderHarness()
    _ = await harness.run("1")  // task 1 passes, task 2 fails
    let output = "/workshop/Lessons/01-TightCoupling/Folder.swift:2:1: error: expected declaration"
    _ = await harness.grader(buildOutput: output).run(["1"])
    #expect(harness.console.output.contains(#"task 2, "Pass the folder in""#))
  }

  @Test("A hint after a passing check and an edit asks for a new check, and uses up no hint")
  func hintAfterPassAndEdit() async {
    let harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    _ = await harness.run("1")
    harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] = "struct Changed {}"
    #expect(await harness.run("hint", "1") == 0)
    #expect(harness.console.output.contains("Check again to see where you are"))
    #expect(!harness.console.output.contains("Look for `FileManager`"))
  }

  @Test("No colour without a terminal, or with NO_COLOR")
  func colour() async {
    let plain = GraderHarness()
    _ = await plain.run("1")
    #expect(!plain.console.output.contains("\u{1B}["))

    let noColor = GraderHarness(isTerminal: true)
    _ = await noColor.run("1", environment: ["NO_COLOR": "1"])
    #expect(!noColor.console.output.contains("\u{1B}[3"))

    let coloured = GraderHarness(isTerminal: true)
    _ = await coloured.run("1")
    #expect(coloured.console.output.contains("\u{1B}[31m✘"))
  }

  @Test("Each hint request shows one more hint of the task the learner is on")
  func hints() async {
    let harness = GraderHarness()
    _ = await harness.run("hint", "1")
    #expect(harness.console.output.contains("1. Look for `FileManager`."))
    #expect(!harness.console.output.contains("And for `Date()`"))
    _ = await harness.run("hint", "01")
    #expect(harness.console.output.contains("2. And for `Date()`, which reads the clock."))
    #expect(harness.console.output.contains("That was the last hint for this task."))
  }

  @Test("Hints follow the first failing task of the last check")
  func hintsFollowProgress() async {
    let harness = GraderHarness()
    _ = await harness.run("1")
    _ = await harness.run("hint", "1")
    #expect(harness.console.output.contains("task 2: Pass the folder in"))
    #expect(harness.console.output.contains("1. Store the URL."))
  }

  @Test("After the last hint of the task the learner is on, it stays on that task")
  func hintsStayOnTask() async {
    let harness = GraderHarness()
    _ = await harness.run("1")
    _ = await harness.run("hint", "1")
    _ = await harness.run("hint", "1")
    #expect(harness.console.output.components(separatedBy: "1. Store the URL.").count == 3)
    #expect(!harness.console.output.contains("Look for `FileManager`"), "task 1 already passes")
  }

  @Test("The progress table shows cached results, untouched lessons and the next lesson")
  func progress() async {
    let harness = GraderHarness()
    _ = await harness.run("1")
    #expect(await harness.run() == 0)
    let output = harness.console.output
    #expect(output.contains("01  Tight coupling  ✘ failing   1 of 2"))
    #expect(output.contains("00  Warm-up         · not started"))
    #expect(output.contains("Next: Lesson 00: Warm-up"))
    #expect(harness.lessonRuns == ["1"], "cached lessons are not checked again")
  }

  @Test(
    "The progress table checks a lesson again when its files changed, committed or not",
    arguments: ["", " M Lessons/01-TightCoupling/SettingsStore.swift"])
  func progressAfterEdit(gitStatus: String) async {
    let harness = GraderHarness(gitStatus: gitStatus)
    _ = await harness.run("1")
    harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] =
      "struct SettingsStore { }"
    #expect(await harness.run() == 0)
    #expect(harness.lessonRuns.count { $0 == "1" } == 2, "the changed lesson is checked again")
    #expect(harness.console.output.contains("01  Tight coupling  ✘ failing   1 of 2"))
  }

  @Test("A check holds its lesson's lock, and then the state's, so two graders take turns")
  func checkTakesTurns() async {
    let harness = GraderHarness()
    _ = await harness.run("1")
    #expect(
      harness.files.lockedPaths == [
        "/workshop/.build/check-lesson/01-TightCoupling/grader.lock",
        "/workshop/.build/check-lesson/state.lock",
      ])
  }

  @Test("A check without git installed still reports its result")
  func checkWithoutGit() async {
    let harness = GraderHarness(gitIsMissing: true)
    #expect(await harness.run("1") == 1)
    #expect(harness.console.output.contains("1 of 2 tests passing."))
    #expect(!harness.console.errors.contains("git"))
  }
}
