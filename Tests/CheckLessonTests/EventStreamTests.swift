@testable import CheckLessonKit
import Testing

@Suite("Reading Swift Testing's event stream")
struct EventStreamTests {
  @Test("Finds each test's status, display name and task")
  func statuses() {
    let summary = EventStreamSummary(jsonLines: Fixtures.halfPassingRun)
    #expect(summary.finished)
    #expect(
      summary.tests.map(\.displayName) == [
        "Loads settings written by save()", "Saves into the folder it was given",
      ])
    #expect(summary.tests.map(\.status) == [.passed, .failed])
    #expect(
      summary.tests.allSatisfy { $0.task == LessonTask(number: 2, title: "Pass the folder in") })
  }

  @Test("Lists the tests by task, in the suite's order within a task")
  func order() {
    let run = [
      Fixtures.suite("T.A", "Task 2: Second"), Fixtures.suite("T.B", "Task 1: First"),
      Fixtures.test("T.A/x()", "Second x"), Fixtures.test("T.B/y()", "First y"),
      Fixtures.test("T.A/z()", "Second z"), Fixtures.test("T.w()", "No task"),
      Fixtures.test("T.B/v()", "First v"),
    ].joined(separator: "\n")
    #expect(
      EventStreamSummary(jsonLines: run).tests.map(\.displayName) == [
        "First y", "First v", "Second x", "Second z", "No task",
      ])
  }

  @Test("Keeps the failure's message, comment and location")
  func failureDetails() throws {
    let summary = EventStreamSummary(jsonLines: Fixtures.halfPassingRun)
    let failure = try #require(summary.tests.last?.failures.first)
    #expect(failure.message == "Expectation failed: exists")
    #expect(failure.comments == ["save() should write into the folder"])
    #expect(failure.location == "T/StoreTests.swift:12")
  }

  @Test("Ignores known issues")
  func knownIssues() {
    let id = "\(Fixtures.storeSuite)/loads()"
    let run = Fixtures.passingRun + "\n" + Fixtures.issue(id, "known", known: true)
    #expect(EventStreamSummary(jsonLines: run).tests.allSatisfy { $0.status == .passed })
  }

  @Test("A test that started and never ended is unfinished")
  func unfinished() {
    let summary = EventStreamSummary(jsonLines: Fixtures.crashedRun)
    #expect(!summary.finished)
    #expect(summary.tests.map(\.status) == [.passed, .unfinished])
  }

  @Test("Skips lines that are not JSON, such as a partly written last line")
  func partialLines() {
    let run = Fixtures.halfPassingRun + "\n{\"kind\":\"event\",\"payl"
    #expect(EventStreamSummary(jsonLines: run).tests.count == 2)
  }

  @Test(
    "Reads task numbers from suite names",
    arguments: [
      ("Task 2: Pass the folder in", LessonTask(number: 2, title: "Pass the folder in")),
      ("Task 10:Wire it", LessonTask(number: 10, title: "Wire it")),
      ("Lesson 01: Tight coupling", nil),
      ("Task two: Nope", nil),
    ])
  func taskNames(name: String, task: LessonTask?) {
    #expect(LessonTask(suiteName: name) == task)
  }
}
