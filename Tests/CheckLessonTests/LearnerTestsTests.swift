@testable import CheckLessonKit
import Foundation
import Testing

/// Lesson 01 of the fixture workshop with a third task, "Test the store", whose tests the
/// learner writes in `YourTests/`, graded against two wheats and eight chaffs.
///
/// What a scripted run of the learner's tests does is written in the test file itself:
/// `catches 0 1 2` fails on the chaffs `mistake-0`, `mistake-1` and `mistake-2`; `pins:1`
/// fails on the wheat `style-1`; `does not compile` and `no tests` do what they say.
struct LearnerTestsHarness {
  static let readme = Fixtures.readme.replacing(
    "## Out of scope",
    with: "### 3. Test the store\nWrite tests in `YourTests/`.\n\n"
      + "Stuck? `swift run check-lesson hint 1`\n## Out of scope")
  static let hints =
    Fixtures.hints + "\n## 3. Test the store\n- Which promise has no test yet?\n- Read the table.\n"

  let files = VerifierTests.files()
  let console = RecordingConsole()
  let runner: ScriptedProcessRunner

  /// With `starterFails`, the lesson's suite fails a test on the learner's code, as it does
  /// on a starter.
  init(
    learnerTests: String, reference: String = "catches 0 1 2 3 4 5 6 7", starterFails: Bool = false
  ) {
    files["/workshop/Lessons/01-TightCoupling/README.md"] = Self.readme
    files["/workshop/Tests/Hints/01-TightCoupling.md"] = Self.hints
    files["/workshop/Lessons/01-TightCoupling/YourTests/StoreTests.swift"] = learnerTests
    files["/workshop/Solutions/01-TightCoupling/YourTests/StoreTests.swift"] = reference
    let files = files
    runner = ScriptedProcessRunner(files: files) { command in
      // git answers as outside a checkout: the grader then says nothing of edited tests.
      guard command.arguments.first == "swift" else { return .init(exit: .exited(128)) }
      let environment = command.environment
      let events = command.arguments[
        command.arguments.firstIndex(of: "--event-stream-output-path")! + 1]
      let code =
        files[
          "/workshop/\(environment["WORKSHOP_CODE"] ?? "")/01-TightCoupling/SettingsStore.swift"]
        ?? ""
      // The lesson's own suite: it catches every chaff.
      let onStarter = starterFails && environment["WORKSHOP_SOLUTIONS"] != "1"
      let suite = VerifierTests.run(failing: code.contains("bug") || onStarter ? 1 : 0)
      guard let testsRoot = environment["WORKSHOP_TESTS"] else {
        return .init(
          writes: [
            events: suite,
            command.outputFile.path: Fixtures.buildOutput(of: command, files: files),
          ])
      }
      // With WORKSHOP_SUITE, one run holds the suite's tests, then the learner's.
      func withSuite(_ learners: String) -> String {
        guard environment["WORKSHOP_SUITE"] == "1" else { return learners }
        return
          (suite.split(separator: "\n").filter { !$0.contains(#""runEnded""#) }
          + learners.split(separator: "\n").filter { !$0.contains(#""runStarted""#) })
          .joined(separator: "\n")
      }
      let tests =
        files["/workshop/\(testsRoot)/01-TightCoupling/YourTests/StoreTests.swift"] ?? ""
      if tests.contains("does not compile") {
        let error =
          "/workshop/\(testsRoot)/01-TightCoupling/YourTests/StoreTests.swift:3:1: error: cannot find 'store' in scope\n"
        return .init(writes: [command.outputFile.path: error], exit: .exited(1))
      }
      if tests.contains("no tests") {
        return .init(writes: [events: withSuite(Self.run(passing: nil))], exit: .exited(0))
      }
      // `hangs` never ends its one test; `exits` ends the process before the test starts.
      if tests.contains("hangs") || tests.contains("exits") {
        let hangs = tests.contains("hangs")
        return .init(
          writes: [events: withSuite(Self.unfinishedRun(started: hangs))],
          exit: hangs ? nil : .exited(0))
      }
      let words = tests.split(separator: " ")
      let caught = words.contains { Int($0) != nil && code.contains("bug \($0)") }
      let pinned = words.contains {
        $0.hasPrefix("pins:") && code.contains("style \($0.dropFirst(5))")
      }
      return .init(
        writes: [
          events: withSuite(Self.run(passing: !(caught || pinned))),
          command.outputFile.path: Fixtures.buildOutput(of: command, files: files),
        ])
    }
  }

  /// A run of one learner test, "Saves what it loads", that passes or fails; nil for none.
  static func run(passing: Bool?) -> String {
    let id = "Lesson01TightCouplingYourTests.StoreTests/saves()"
    var lines = [Fixtures.event("runStarted")]
    if let passing {
      lines.insert(Fixtures.test(id, "Saves what it loads"), at: 0)
      lines.append(Fixtures.event("testStarted", id))
      if !passing { lines.append(Fixtures.issue(id, "Expectation failed: loaded == saved")) }
      lines.append(Fixtures.event("testEnded", id))
    }
    lines.append(Fixtures.event("runEnded"))
    return lines.joined(separator: "\n")
  }

  /// A run of "Saves what it loads" that ends before the test does, after it started or not.
  static func unfinishedRun(started: Bool) -> String {
    let id = "Lesson01TightCouplingYourTests.StoreTests/saves()"
    let lines = [Fixtures.test(id, "Saves what it loads"), Fixtures.event("runStarted")]
    return (lines + (started ? [Fixtures.event("testStarted", id)] : [])).joined(separator: "\n")
  }

  func run(_ arguments: String...) async -> Int32 {
    await Fixtures.grader(files, runner: runner, console: console).run(arguments)
  }

  /// Keeps the fingerprint of the learner's `YourTests` as the starter's, as the workshop
  /// does for its starters: the learner has then not started.
  func keepAsStarter() throws {
    let checker = Fixtures.grader(files, runner: runner).checker
    let lesson = try #require(checker.workshop.lessons.first { $0.number == 1 })
    files["/workshop/Tests/Variants/01-TightCoupling/YourTests.fingerprint"] =
      checker.testsFingerprint(of: lesson, source: .lesson) + "\n"
    files["/workshop/Tests/Variants/01-TightCoupling/freedoms"] = "- the style: style-0, style-1\n"
    VerifierTests.recordSweeps(in: files)
  }

  /// The runs of the learner's tests, not of the lesson's suite.
  var learnerTestRuns: Int {
    runner.commands.count { $0.environment["WORKSHOP_TESTS"] != nil }
  }
}

@Suite("Grading the tests a learner writes")
struct LearnerTestsTests {
  @Test("Counts the planted bugs the tests catch and names only the caught ones")
  func plantedBugs() async {
    let harness = LearnerTestsHarness(learnerTests: "catches 0 3 5")
    let status = await harness.run("1")
    let output = harness.console.output
    #expect(status == 1)
    #expect(output.contains("  Task 3: Test the store\n"), "\(output)")
    #expect(output.contains("✔ Your tests build and pass on the given code"))
    #expect(output.contains("✔ Your tests pass on every correct version of the code"))
    #expect(output.contains("✘ Your tests catch every planted bug"))
    #expect(output.contains("Your tests caught 3 of 8 planted bugs."))
    #expect(output.contains("Caught: Mistake 3."))
    #expect(!output.contains("Mistake 4."), "an uncaught bug is only counted")
    #expect(output.contains("Not caught: 5."))
  }

  @Test("Tests that catch every planted bug and pass on every correct version complete the task")
  func done() async {
    let harness = LearnerTestsHarness(learnerTests: "catches 0 1 2 3 4 5 6 7")
    #expect(await harness.run("1") == 0, "\(harness.console.output)")
    #expect(harness.console.output.contains("✔ Task 3: Test the store — 3 of 3"))
  }

  @Test("A test that fails on a correct version is named with that version's description")
  func pinsAWheat() async {
    let harness = LearnerTestsHarness(learnerTests: "pins:1 catches 0 1 2 3 4 5 6 7")
    #expect(await harness.run("1") == 1)
    let output = harness.console.output
    #expect(output.contains("✘ Your tests pass on every correct version of the code"))
    #expect(
      output.contains(#""Saves what it loads" fails on a correct version: Another style 1."#))
    #expect(output.contains("This test pins something the README does not promise."))
  }

  @Test("Tests that do not compile are not done, and show the compiler's error")
  func doesNotCompile() async {
    let harness = LearnerTestsHarness(learnerTests: "does not compile")
    #expect(await harness.run("1") == 1)
    let output = harness.console.output
    #expect(output.contains("✘ Your tests build and pass on the given code"))
    #expect(output.contains("error: cannot find 'store' in scope"))
    #expect(output.contains("at Lessons/01-TightCoupling/YourTests/StoreTests.swift:3"))
    #expect(output.contains("· Your tests catch every planted bug (did not run)"))
    #expect(
      harness.learnerTestRuns <= Verifier.learnerTestRunsAtOnce,
      "only the versions that started beside the given code run, once each: no other is tried")
  }

  @Test("No tests at all is not done")
  func noTests() async {
    let harness = LearnerTestsHarness(learnerTests: "no tests")
    #expect(await harness.run("1") == 1)
    #expect(
      harness.console.output.contains(
        "Write at least one @Test in Lessons/01-TightCoupling/YourTests."))
  }

  @Test(
    "A missing YourTests folder, or one with no Swift file, fails the task and says where tests go",
    arguments: [nil, "Notes.md"])
  func missingTests(leftover: String?) async {
    let harness = LearnerTestsHarness(learnerTests: "catches 0 1 2 3 4 5 6 7")
    let folder = "/workshop/Lessons/01-TightCoupling/YourTests"
    harness.files["\(folder)/StoreTests.swift"] = nil
    if let leftover { harness.files["\(folder)/\(leftover)"] = "my notes" }

    #expect(await harness.run("1") == 1)
    let output = harness.console.output
    let reason = leftover == nil ? "the folder is missing" : "it has no Swift file"
    #expect(output.contains("✘ Your tests build and pass on the given code"), "\(output)")
    #expect(output.contains("Write your tests in Lessons/01-TightCoupling/YourTests: \(reason)."))
    #expect(output.contains("· Your tests catch every planted bug (did not run)"))
    #expect(!output.contains("done"))
    #expect(harness.learnerTestRuns == 0)
  }

  @Test("A test stopped at the time limit says so, with the limit")
  func stoppedAtTimeLimit() async {
    let harness = LearnerTestsHarness(learnerTests: "hangs")
    #expect(await harness.run("1") == 1)
    #expect(
      harness.console.output.contains(
        "it was still running at the time limit (3600 s), so it was stopped"),
      "\(harness.console.output)")
  }

  @Test("A test the run ended before is reported as not run, not as failed")
  func endedBeforeTheTest() async {
    let harness = LearnerTestsHarness(learnerTests: "exits")
    #expect(await harness.run("1") == 1)
    let output = harness.console.output
    #expect(output.contains("it did not run"), "\(output)")
    #expect(!output.contains("it did not pass"))
  }

  @Test("A grade is kept until the learner's tests change")
  func cached() async {
    let harness = LearnerTestsHarness(learnerTests: "catches 0")
    _ = await harness.run("1")
    #expect(harness.learnerTestRuns == 1 + 2 + 8, "the given code, two wheats, eight chaffs")
    _ = await harness.run("1")
    #expect(harness.learnerTestRuns == 11, "nothing changed: the grade is reused")
    harness.files["/workshop/Lessons/01-TightCoupling/YourTests/StoreTests.swift"] = "catches 0 1"
    _ = await harness.run("1")
    #expect(harness.learnerTestRuns == 22)
    #expect(harness.console.output.contains("Your tests caught 2 of 8 planted bugs."))
  }

  @Test("all reports tests as the starter gave them as not started, and runs none of them")
  func notStarted() async throws {
    let harness = LearnerTestsHarness(learnerTests: "catches 0")
    try harness.keepAsStarter()
    _ = await harness.run("all", "--json")
    let output = harness.console.output
    #expect(output.contains(#""started" : false"#), "\(output)")
    #expect(
      output.contains("Not started: Lessons/01-TightCoupling/YourTests is as the starter gave it."))
    #expect(harness.learnerTestRuns == 0)

    _ = await harness.run("1")
    #expect(harness.learnerTestRuns == 1 + 2 + 8, "a check of the lesson grades the example")
    #expect(harness.console.output.contains("Your tests caught 1 of 8 planted bugs."))

    harness.files["/workshop/Lessons/01-TightCoupling/YourTests/StoreTests.swift"] =
      "catches 0 1 // and mine"
    _ = await harness.run("all", "--json")
    #expect(harness.console.output.contains(#""started" : true"#))
    #expect(harness.learnerTestRuns == 22)
  }

  @Test("After its hints, a hint names one planted bug the tests miss, one more each time")
  func hintsRevealBugs() async {
    let harness = LearnerTestsHarness(learnerTests: "catches 0 1 2 3 4 5")
    _ = await harness.run("1")
    _ = await harness.run("hint", "1")
    #expect(harness.console.output.contains("1. Which promise has no test yet?"))
    _ = await harness.run("hint", "1")
    #expect(harness.console.output.contains("2. Read the table."))
    #expect(!harness.console.output.contains("A planted bug your tests miss"))
    _ = await harness.run("hint", "1")
    #expect(harness.console.output.contains("A planted bug your tests miss: Mistake 6."))
    #expect(!harness.console.output.contains("Mistake 7."))
    _ = await harness.run("hint", "1")
    #expect(harness.console.output.contains("A planted bug your tests miss: Mistake 7."))
  }

  @Test("all --json reports the learner's tests and the planted bugs they catch")
  func json() async throws {
    let harness = LearnerTestsHarness(learnerTests: "catches 0 3")
    _ = await harness.run("all", "--json")
    let data = Data(harness.console.output.utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let lessons = try #require(report["lessons"] as? [[String: Any]])
    let writing = try #require(lessons[1]["testWriting"] as? [String: Any])
    #expect(writing["task"] as? Int == 3)
    #expect(writing["plantedBugs"] as? [String: Int] == ["caught": 2, "total": 8])
    #expect(writing["learnerTests"] as? [String: Int] == ["count": 1, "failingOnWheats": 0])
    #expect(lessons[0]["testWriting"] == nil, "lesson 00 asks for no tests")
  }

  @Test("verify proves the reference tests catch every planted bug")
  func verifyReferenceTests() async throws {
    let harness = LearnerTestsHarness(
      learnerTests: "catches 0", reference: "catches 0 1 2 3 4 5 6", starterFails: true)
    try harness.keepAsStarter()
    #expect(await harness.run("verify", "1") == 1)
    #expect(
      harness.console.output.contains(
        #"the reference tests fail "Your tests catch every planted bug": Your tests caught 7 of 8 planted bugs."#
      ), "\(harness.console.output)")
  }

  @Test("verify fails when the starter's example test already catches every planted bug")
  func verifyStarterExample() async throws {
    let harness = LearnerTestsHarness(learnerTests: "catches 0 1 2 3 4 5 6 7", starterFails: true)
    try harness.keepAsStarter()
    #expect(await harness.run("verify", "1") == 1)
    #expect(
      harness.console.output.contains(
        "the starter's example test already catches every planted bug"))
  }

  @Test("verify passes a test-writing task whose reference tests catch every planted bug")
  func verifyInOrder() async throws {
    let harness = LearnerTestsHarness(learnerTests: "catches 0", starterFails: true)
    try harness.keepAsStarter()
    #expect(await harness.run("verify", "1") == 0, "\(harness.console.output)")
    #expect(harness.learnerTestRuns < 1 + 1 + 8 + 1 + 2 + 8, "the example test stops at a miss")
    #expect(harness.console.output.contains("reference tests catch 8 of 8 planted bugs"))
  }

  @Test("verify builds each planted bug once, for the suite and the reference tests together")
  func verifyBuildsPlantedBugsOnce() async throws {
    let harness = LearnerTestsHarness(learnerTests: "catches 0", starterFails: true)
    // The task's own planted bugs: the lesson's wheats and chaffs again.
    let variants = "/workshop/Tests/Variants/01-TightCoupling"
    for name in harness.files.files(under: URL(filePath: variants)) where name.hasSuffix(".patch") {
      harness.files["\(variants)/YourTests/\(name)"] = harness.files["\(variants)/\(name)"]
    }
    try harness.keepAsStarter()
    #expect(await harness.run("verify", "1") == 0, "\(harness.console.output)")
    #expect(harness.console.output.contains("reference tests catch 8 of 8 planted bugs"))
    let together = harness.runner.commands.count { $0.environment["WORKSHOP_SUITE"] == "1" }
    let referenceAlone = harness.runner.commands.count {
      $0.environment["WORKSHOP_TESTS"] == "Solutions" && $0.environment["WORKSHOP_SUITE"] == nil
    }
    #expect(together == 1 + 2 + 8, "the reference, then each wheat and chaff of the task")
    #expect(referenceAlone == 0, "the reference tests' runs come from the runs with the suite")
  }

  @Test(
    "verify fails when the starter's fingerprint is missing or out of date, and says how to fix it")
  func verifyStarterFingerprint() async throws {
    let harness = LearnerTestsHarness(learnerTests: "catches 0", starterFails: true)
    #expect(await harness.run("verify", "1") == 1)
    let file = "Tests/Variants/01-TightCoupling/YourTests.fingerprint"
    #expect(harness.console.output.contains("\(file) is missing; fix it with: echo "))

    try harness.keepAsStarter()
    harness.files["/workshop/Lessons/01-TightCoupling/YourTests/StoreTests.swift"] = "catches 1"
    #expect(await harness.run("verify", "1") == 1)
    #expect(
      harness.console.output.contains(
        "\(file) is out of date: the starter's example changed; fix it with: echo "))
  }
}
