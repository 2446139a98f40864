@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Comparing, resetting and checking every lesson")
struct ClassroomCommandTests {
  // MARK: - all

  @Test("all --json prints valid JSON with every lesson and its tests")
  func allJSON() async throws {
    let harness = GraderHarness()
    #expect(await harness.run("all", "--json") == 1, "a failing lesson makes the run fail")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    #expect(json["allPassed"] as? Bool == false)
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons.map { $0["folder"] as? String } == ["00-WarmUp", "01-TightCoupling"])
    #expect(lessons[1]["status"] as? String == "failing")
    let tests = try #require(lessons[1]["tests"] as? [[String: Any]])
    #expect(tests.map { $0["status"] as? String } == ["passed", "failed"])
    #expect(tests[1]["task"] as? Int == 2)
  }

  @Test("all exits 0 when every lesson passes")
  func allPassing() async {
    let harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    #expect(await harness.run("all") == 0)
    #expect(harness.console.output.contains("2 of 2 lessons passing."))
  }

  // MARK: - compare

  @Test("compare waits until the lesson passes")
  func compareBeforePassing() async {
    let harness = GraderHarness(diff: "-solution\n+yours\n")
    #expect(await harness.run("compare", "1") == 1)
    #expect(harness.console.output.contains("Finish Lesson 01: Tight coupling first"))
    #expect(!harness.runner.commands.contains { $0.arguments.first == "diff" })
  }

  @Test("compare shows the differences in code from the solution, by file, once the lesson passes")
  func compareAfterPassing() async throws {
    let harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    harness.files["/workshop/Solutions/01-TightCoupling/SyncManager.swift"] =
      "struct SyncManager {\n  func sync() throws {\n    try write()\n  }\n}\n"
    harness.files["/workshop/Lessons/01-TightCoupling/SyncManager.swift"] =
      "struct SyncManager {\n  // Syncs.\n  func sync() throws {\n    try? write()\n  }\n}\n"
    harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] =
      "// The store.\nstruct SettingsStore {\n}"
    #expect(await harness.run("compare", "1") == 0)
    let output = harness.console.output
    #expect(
      output.contains(
        """
        SyncManager.swift
            struct SyncManager {
              func sync() throws {
          -     try write()
          +     try? write()
              }
        """), "\(output)")
    #expect(!output.contains("Syncs."), "a comment the learner added is no difference")
    #expect(output.contains("Only comments and layout differ in SettingsStore.swift."))
    #expect(
      output.hasSuffix(
        "1 file differs from the reference in its code. A different design that passes every test is a good answer too.\n"
      ))
    #expect(!harness.runner.commands.contains { $0.arguments.first == "diff" })
  }

  @Test("compare says when only comments and layout differ")
  func compareLayoutOnly() async {
    let harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] =
      "/// The store.\nstruct SettingsStore {  }\n"
    #expect(await harness.run("compare", "1") == 0)
    #expect(
      harness.console.output.hasSuffix(
        "Your code and the reference differ only in comments and layout.\n"))
    #expect(!harness.console.output.contains("Lines marked"))
  }

  @Test("compare shows the reviewer's comments, and says to change those lines")
  func compareWithReview() async {
    var harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    harness.reviewRules = [ReviewerTests.liveDate]
    harness.files["/workshop/Lessons/01-TightCoupling/SyncManager.swift"] = "let d = Date()"
    harness.files["/workshop/Solutions/01-TightCoupling/SyncManager.swift"] = "let d = now()"
    #expect(await harness.run("compare", "1") == 0)
    let output = harness.console.output
    #expect(
      output.contains(
        "A reviewer would stop you at:\n  Lessons/01-TightCoupling/SyncManager.swift:1\n    Ask the injected now."
      ), "\(output)")
    #expect(
      output.hasSuffix(
        "1 file differs from the reference; change the lines the reviewer points at, then check again: swift run check-lesson 1\n"
      ))
  }

  // MARK: - reset

  @Test("reset asks first, and changes nothing when the answer is no")
  func resetDeclined() async {
    let harness = GraderHarness(answers: ["n"])
    #expect(await harness.run("reset", "1") == 1)
    #expect(harness.console.output.contains("Reset Lesson 01: Tight coupling to its starter?"))
    #expect(harness.console.output.contains("Nothing was changed."))
    #expect(!harness.gitCommands.contains { $0.first == "checkout" })
    #expect(harness.files["/workshop/Backups"] == nil)
  }

  @Test("reset without a terminal needs --yes")
  func resetWithoutTerminal() async {
    let harness = GraderHarness()
    #expect(await harness.run("reset", "1") == 64)
    #expect(harness.console.errors.contains("add --yes"))
    #expect(!harness.gitCommands.contains { $0.first == "checkout" })
  }

  @Test("reset backs up the learner's files to a dated folder, then restores the starter")
  func resetConfirmed() async throws {
    let harness = GraderHarness(answers: ["y"])
    harness.files["/workshop/Lessons/01-TightCoupling/Mine.swift"] = "let mine = 1"
    #expect(await harness.run("reset", "1") == 0)
    let backup =
      "/workshop/Backups/01-TightCoupling/\(Grader.stamp(Fixtures.now))"
    #expect(harness.files["\(backup)/Mine.swift"] == "let mine = 1")
    #expect(harness.files["\(backup)/SettingsStore.swift"] == "struct SettingsStore {}")
    #expect(harness.console.output.contains("Backed up your files to Backups/01-TightCoupling/"))
    let checkout = try #require(harness.gitCommands.firstIndex { $0.first == "checkout" })
    #expect(
      harness.gitCommands[checkout] == ["checkout", "HEAD", "--", "Lessons/01-TightCoupling"])
    #expect(harness.gitCommands.contains(["clean", "-fdq", "--", "Lessons/01-TightCoupling"]))
  }

  @Test("reset outside a git checkout says so and changes nothing")
  func resetWithoutGit() async {
    let harness = GraderHarness(gitStatus: nil)
    #expect(await harness.run("reset", "1", "--yes") == 1)
    #expect(harness.console.errors.contains("not a git checkout"))
    #expect(harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] != nil)
  }

  @Test("reset without git installed says so and changes nothing")
  func resetWithoutGitInstalled() async {
    let harness = GraderHarness(gitIsMissing: true)
    #expect(await harness.run("reset", "1", "--yes") == 1)
    #expect(harness.console.errors.contains("git is missing"))
    #expect(harness.files["/workshop/Backups"] == nil)
  }

  @Test("Two resets in the same second keep both backups")
  func resetTwiceInOneSecond() async {
    let harness = GraderHarness()
    harness.files["/workshop/Lessons/01-TightCoupling/Mine.swift"] = "let first = 1"
    #expect(await harness.run("reset", "1", "--yes") == 0)
    harness.files["/workshop/Lessons/01-TightCoupling/Mine.swift"] = "let second = 2"
    #expect(await harness.run("reset", "1", "--yes") == 0)
    let backup =
      "/workshop/Backups/01-TightCoupling/\(Grader.stamp(Fixtures.now))"
    #expect(harness.files["\(backup)/Mine.swift"] == "let first = 1")
    #expect(harness.files["\(backup)-2/Mine.swift"] == "let second = 2")
  }

  @Test("After a reset the progress table shows the lesson as not started")
  func progressAfterReset() async {
    let harness = GraderHarness()
    _ = await harness.run("1")
    #expect(await harness.run("reset", "1", "--yes") == 0)
    _ = await harness.run()
    #expect(harness.console.output.contains("01  Tight coupling  · not started"))
  }

  // MARK: - Edited tests

  @Test("A check warns when the lesson's tests differ from the committed ones")
  func editedTests() async {
    let harness = GraderHarness(gitStatus: " M Tests/01-TightCouplingTests/StoreTests.swift")
    _ = await harness.run("1")
    #expect(
      harness.console.output.contains("Tests/01-TightCouplingTests differ from the committed ones"))
  }

  @Test("A check says when the lesson's tests were never committed, without a restore command")
  func untrackedTests() async {
    let harness = GraderHarness(gitStatus: "?? Tests/01-TightCouplingTests/NewTests.swift")
    _ = await harness.run("1")
    #expect(
      harness.console.output.contains(
        "Tests/01-TightCouplingTests holds files that were never committed"))
    #expect(!harness.console.output.contains("git checkout"))
  }

  @Test("A check warns when the lesson's tests differ from the shipped ones in a commit")
  func committedEdit() async {
    let harness = GraderHarness(gitStatus: "")
    harness.files["/workshop/Tests/Variants/01-TightCoupling/suite.fingerprint"] = "0123abcd\n"
    _ = await harness.run("1")
    #expect(
      harness.console.output.contains(
        "the tests in Tests/01-TightCouplingTests differ from the workshop's (the change is committed)"
      ))
    #expect(!harness.console.output.contains("git checkout"))
  }

  @Test("A check says nothing about tests nobody changed")
  func untouchedTests() async {
    let harness = GraderHarness(gitStatus: "")
    _ = await harness.run("1")
    #expect(!harness.console.output.contains("differ from the committed ones"))
  }
}
