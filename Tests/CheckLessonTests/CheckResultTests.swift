@testable import CheckLessonKit
import Testing

@Suite("What a check found")
struct CheckResultTests {
  static let task1 = LessonTask(number: 1, title: "Stub the container folders")
  static let task3 = LessonTask(number: 3, title: "Record calls with a spy")

  /// A result with one test of task 1 and one of task 3, which ended as given.
  static func result(
    _ outcome: CheckResult.Outcome, task1: TestResult.Status, task3: TestResult.Status
  ) -> CheckResult {
    CheckResult(
      lesson: Lesson(number: 4, folder: "04-TestDoubles", title: "Test doubles"),
      source: .lesson, outcome: outcome,
      tests: [
        TestResult(id: "a", displayName: "Stubs the folders", status: task1, task: Self.task1),
        TestResult(id: "b", displayName: "Keeps every call", status: task3, task: Self.task3),
      ])
  }

  @Test("After a crash, the next task is the crashed test's, not that of a test that never ran")
  func nextTaskAfterACrash() {
    let result = Self.result(.crashed, task1: .notRun, task3: .unfinished)
    #expect(result.firstUnfinishedTask == Self.task3)
  }

  @Test("The next task is that of the first failing test")
  func nextTaskAfterFailures() {
    let result = Self.result(.ran, task1: .passed, task3: .failed)
    #expect(result.firstUnfinishedTask == Self.task3)
  }

  @Test("When no test failed, the next task is that of the first test that did not run")
  func nextTaskWhenNothingFailed() {
    let result = Self.result(.crashed, task1: .notRun, task3: .notRun)
    #expect(result.firstUnfinishedTask == Self.task1)
  }
}
