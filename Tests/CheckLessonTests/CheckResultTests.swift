@testable import CheckLessonKit
import Testing

@Suite("What a check found")
struct CheckResultTests {
  static let lesson = Lesson(number: 4, folder: "04-TestDoubles", title: "Test doubles")
  static let task1 = LessonTask(number: 1, title: "Stub the container folders")
  static let task3 = LessonTask(number: 3, title: "Record calls with a spy")

  @Test("After a crash, the next task is the crashed test's, not that of a test that never ran")
  func nextTaskAfterACrash() {
    let result = CheckResult(
      lesson: Self.lesson, source: .lesson, outcome: .crashed,
      tests: [
        TestResult(id: "a", displayName: "Stubs the folders", status: .notRun, task: Self.task1),
        TestResult(id: "b", displayName: "Keeps every call", status: .unfinished, task: Self.task3),
      ])
    #expect(result.firstUnfinishedTask == Self.task3)
  }

  @Test("The next task is that of the first failing test")
  func nextTaskAfterFailures() {
    let result = CheckResult(
      lesson: Self.lesson, source: .lesson, outcome: .ran,
      tests: [
        TestResult(id: "a", displayName: "Stubs the folders", status: .passed, task: Self.task1),
        TestResult(id: "b", displayName: "Counts reads", status: .failed, task: Self.task3),
      ])
    #expect(result.firstUnfinishedTask == Self.task3)
  }

  @Test("When no test failed, the next task is that of the first test that did not run")
  func nextTaskWhenNothingFailed() {
    let result = CheckResult(
      lesson: Self.lesson, source: .lesson, outcome: .crashed,
      tests: [
        TestResult(id: "a", displayName: "Stubs the folders", status: .passed, task: Self.task1),
        TestResult(id: "b", displayName: "Counts reads", status: .notRun, task: Self.task3),
      ])
    #expect(result.firstUnfinishedTask == Self.task3)
  }
}
