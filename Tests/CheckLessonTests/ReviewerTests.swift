@testable import CheckLessonKit
import Foundation
import Testing

@Suite("The reviewer")
struct ReviewerTests {
  /// A rule of lesson 01's `SyncManager.swift`, like the workshop's `live-date`.
  static let liveDate = ReviewRule(
    id: "live-date", severity: .essential, lessons: [1: ["SyncManager.swift"]],
    pattern: #"\bDate\(\)"#, allowsDefaultValues: true, message: "Ask the injected now.",
    provedBy: ["01/uses-the-real-clock"])
  static let todo = ReviewRule(
    id: "leftover-todo", severity: .informative, lessons: [1: []], part: .comments,
    pattern: #"\bTODO\b"#, message: "This TODO is done.")

  @Test("Comments on a try? that drops an error, at its file and line")
  func tryOptional() throws {
    let code = """
      func loadBookmark() throws -> Data? {
        // try? would hide the error.
        return try? Data(contentsOf: url)
      }
      """
    let comments = Reviewer.review(["DefaultBookmarkStorage.swift": code], lesson: 3)
    let comment = try #require(comments.first)
    #expect(comments.count == 1)
    #expect(comment.rule == "try-optional-drops-an-error")
    #expect(comment.line == 3 && comment.file == "DefaultBookmarkStorage.swift")
    #expect(comment.isEssential)
  }

  @Test("Leaves a try? alone where it maps the error to one of the lesson's own")
  func tryOptionalMapped() {
    let code = """
      guard let data = try? Data(contentsOf: url) else { throw .readFailed }
      guard (try? file.checkResourceIsReachable()) == true else { return nil }
      """
    #expect(Reviewer.review(["App/SyncManager.swift": code], lesson: 8).isEmpty)
  }

  @Test("Leaves Date() alone as a parameter's default value, never in an assignment")
  func defaultValues() {
    let code = """
      init(now: @escaping () -> Date = { Date() }) {}
      init(
        clock: @escaping () -> Date = Date.init,
        now: @escaping @Sendable () -> Date = { Date() }
      ) {}
      func sync() { lastSyncDate = Date() }
      """
    let comments = Reviewer.review(["SyncManager.swift": code], lesson: 1, rules: [Self.liveDate])
    #expect(comments.map(\.line) == [6])
  }

  @Test("Reads code only, never comments or string literals, and only the files a rule names")
  func codeOnly() {
    let code = """
      // Date() would read the real clock.
      let note = "Date()"
      /* Date() */
      """
    #expect(Reviewer.review(["SyncManager.swift": code], lesson: 1, rules: [Self.liveDate]).isEmpty)
    let elsewhere = ["SettingsStore.swift": "let d = Date()", "YourTests/T.swift": "Date()"]
    #expect(Reviewer.review(elsewhere, lesson: 1, rules: [Self.liveDate]).isEmpty)
    #expect(
      Reviewer.review(["SyncManager.swift": "let d = Date()"], lesson: 2, rules: [Self.liveDate])
        .isEmpty)
  }

  @Test("Reads a folder a rule names, but not a folder inside it named with a !")
  func excludedFolder() {
    let rule = ReviewRule(
      id: "live-date", severity: .essential, lessons: [12: ["Core/", "!Core/Adapters/"]],
      pattern: #"\bDate\(\)"#, message: "ask now")
    #expect(rule.reads("Core/AlertsCommand.swift", in: 12))
    #expect(!rule.reads("Core/Adapters/LiveAlertStore.swift", in: 12))
    #expect(!rule.reads("App/main.swift", in: 12))
  }

  @Test("Finds FileManager.default before a method call, and a force unwrap but not !=")
  func wordBoundaries() {
    let code = "guard FileManager.default.fileExists(atPath: url.path()) else { return }"
    let rules = Reviewer.review(["App/SyncManager.swift": code], lesson: 8).map(\.rule)
    #expect(rules == ["live-file-manager", "percent-encoded-path"])
    let unwraps = "let a = b!\nif a != b {}\nlet c = try! f()\nif !a {}"
    #expect(Reviewer.review(["X.swift": unwraps], lesson: 0).map(\.line) == [1, 3])
  }

  @Test("Every rule of the workshop is a regular expression, and every essential one is proved")
  func workshopRules() {
    #expect(Verifier.reviewRuleProblems().isEmpty)
    let bad = ReviewRule(
      id: "bad", severity: .essential, lessons: [1: []], pattern: "(", message: "")
    #expect(
      Verifier.reviewRuleProblems([bad]) == [
        "review rule bad: its pattern is not a regular expression",
        "review rule bad is essential, so a chaff must prove it",
      ])
  }

  // MARK: - In a check

  @Test("A lesson whose tests pass exits 1 when the reviewer would stop it, naming the line")
  func stopsTheLesson() async {
    var harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    harness.files["/workshop/Lessons/01-TightCoupling/SyncManager.swift"] =
      "// TODO: Task 3.\nfunc sync() {\n  lastSyncDate = Date()\n}\n"
    harness.reviewRules = [Self.liveDate, Self.todo]
    #expect(await harness.run("1") == 1)
    let output = harness.console.output
    #expect(output.contains("All 2 tests passing, but a reviewer would stop you at:"), "\(output)")
    #expect(
      output.contains("  Lessons/01-TightCoupling/SyncManager.swift:3\n    Ask the injected now."))
    #expect(!output.contains("This TODO is done."), "informative comments wait until nothing stops")
    #expect(!output.contains("is done"))
  }

  @Test("Informative comments are shown, and the lesson is done")
  func informativeOnly() async {
    var harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] =
      "struct SettingsStore {} // TODO: Task 2."
    harness.reviewRules = [Self.liveDate, Self.todo]
    #expect(await harness.run("1") == 0)
    #expect(harness.console.output.contains("Lesson 01 is done."))
    #expect(
      harness.console.output.contains(
        "  Lessons/01-TightCoupling/SettingsStore.swift:1\n    This TODO is done."))
  }

  @Test("all --json carries the comments, and a lesson the reviewer stops is failing")
  func allJSON() async throws {
    var harness = GraderHarness(events: Fixtures.passingRun, exit: .exited(0))
    harness.files["/workshop/Lessons/01-TightCoupling/SyncManager.swift"] = "let d = Date()"
    harness.reviewRules = [Self.liveDate]
    #expect(await harness.run("all", "--json") == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons[1]["status"] as? String == "failing")
    #expect(lessons[1]["passed"] as? Int == lessons[1]["total"] as? Int)
    let review = try #require(lessons[1]["review"] as? [[String: String]])
    #expect(
      review == [
        [
          "location": "Lessons/01-TightCoupling/SyncManager.swift:1", "severity": "essential",
          "rule": "live-date", "message": "Ask the injected now.",
        ]
      ])
    #expect((lessons[0]["review"] as? [Any])?.isEmpty == true)
  }

  // MARK: - In verify

  @Test("verify counts a chaff every test passes as caught when the reviewer stops it")
  func verifyCatchesByReview() async {
    let files = VerifierTests.files()
    files["/workshop/Lessons/01-TightCoupling/SyncManager.swift"] = "func sync() {}"
    files["/workshop/Solutions/01-TightCoupling/SyncManager.swift"] = "func sync() {}"
    files["/workshop/Tests/Variants/01-TightCoupling/chaffs/uses-the-real-clock.patch"] = """
      Reads the real clock.

      --- a/SyncManager.swift
      +++ b/SyncManager.swift
      @@ -1 +1 @@
      -func sync() {}
      \\ No newline at end of file
      +func sync() { lastSyncDate = Date() }
      \\ No newline at end of file

      """
    let result = await VerifierTests().verify(
      starterFailing: 2, solutionFailing: 0, files: files, arguments: ["verify", "1"],
      reviewRules: [Self.liveDate])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("9 of 9 chaffs caught, 1 review rule proved by 1 chaffs"))
    #expect(
      result.output.contains(
        "chaff uses-the-real-clock: every test passes, but the reviewer stops it, `live-date` at SyncManager.swift:1"
      ))
  }

  @Test("verify fails when a wheat trips an essential rule, or a rule misses its proving chaff")
  func verifyFailsOnRules() async {
    let files = VerifierTests.files()
    files["/workshop/Tests/Variants/01-TightCoupling/wheats/style-0.patch"] = VerifierTests.patch(
      "Another style.", lesson: "01-TightCoupling", to: "let d = Date()")
    let rule = ReviewRule(
      id: "live-date", severity: .essential, lessons: [1: []], pattern: #"\bDate\(\)"#,
      message: "Ask the injected now.", provedBy: ["01/mistake-0"])
    let result = await VerifierTests().verify(
      starterFailing: 2, solutionFailing: 0, files: files, reviewRules: [rule])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "wheat style-0 (Another style.) is correct, but the review rule `live-date` stops it at SettingsStore.swift:1"
      ), "\(result.output)")
    #expect(
      result.output.contains(
        "review rule `live-date` does not comment on its proving chaff mistake-0"))
  }
}
