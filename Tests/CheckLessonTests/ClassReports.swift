@testable import CheckLessonKit
import Foundation

/// `all --json` reports of a small class, written by the grader's own report type.
enum ClassReports {
  /// Where a learner is in a lesson of these reports.
  enum LessonState {
    /// Every test passes.
    case passed
    /// The tests at these indexes pass, and the others fail.
    case passing([Int])
    case didNotCompile
  }

  /// The two lessons of the reports, with three tests each.
  static let lessons = [
    Lesson(number: 0, folder: "00-WarmUp", title: "Warm-up"),
    Lesson(number: 1, folder: "01-TightCoupling", title: "Tight coupling"),
  ]

  /// Each lesson's tests, by display name, and their tasks.
  static let tests = [
    ("Reads the file", LessonTask(number: 1, title: "Read and write")),
    ("Writes the file", LessonTask(number: 1, title: "Read and write")),
    ("Throws on a bad file", LessonTask(number: 2, title: "Handle errors")),
  ]

  /// The tests the starter of each lesson passes: the last one.
  static let starter = LessonState.passing([2])

  /// The report of a learner in `states`, one per lesson, whose suites of the lessons in
  /// `edited` differ from the shipped ones, made at `ranAt` by the grader of `graderVersion`.
  ///
  /// With `started`, one per lesson, each lesson has fingerprints: its suite's is the one in
  /// `suites` (else "s"), and its code's says whether it is the starter's.
  static func report(
    learner: String?, _ states: [LessonState], edited: Set<String> = [], version: Int = 1,
    ranAt: Date = Fixtures.now, graderVersion: String = Grader.version, started: [Bool]? = nil,
    suites: [String]? = nil
  ) -> String {
    let results = zip(lessons, states).map { lesson, state in
      switch state {
      case .didNotCompile:
        return CheckResult(
          lesson: lesson, source: .lesson,
          outcome: .didNotCompile([CompilerError(file: "Lessons/x.swift", line: 1, message: "e")]),
          tests: [])
      case .passed, .passing:
        let passing: [Int] =
          if case .passing(let indexes) = state { indexes } else { Array(tests.indices) }
        return CheckResult(
          lesson: lesson, source: .lesson, outcome: .ran,
          tests: tests.enumerated().map { index, test in
            TestResult(
              id: "\(lesson.folder)/\(index)", displayName: test.0,
              status: passing.contains(index) ? .passed : .failed, task: test.1,
              failures: passing.contains(index) ? [] : [TestFailure(message: "Expectation failed")])
          })
      }
    }
    var fingerprints: [String: ClassReport.LessonFingerprints] = [:]
    for (index, lesson) in lessons.enumerated() {
      guard let started = started?[index] else { continue }
      fingerprints[lesson.folder] = .init(
        suite: suites?[index] ?? "s", code: started ? "mine" : "starter", started: started)
    }
    var report = ClassReport(
      results: results,
      provenance: .init(commit: "abc123", learner: learner, ranAt: ranAt),
      editedSuites: edited, fingerprints: fingerprints)
    report.version = version
    report.graderVersion = graderVersion
    return report.json
  }

  /// A report of version 1 as graders wrote it before the fields were added.
  static let firstVersionReport = """
    {"allPassed": false, "version": 1, "lessons": [
      {"number": 0, "folder": "00-WarmUp", "title": "Warm-up", "status": "failing",
       "passed": 1, "total": 3, "compileErrors": [], "tests": [
         {"name": "Reads the file", "task": 1, "status": "passed", "failures": []},
         {"name": "Writes the file", "task": 1, "status": "failed", "failures": []},
         {"name": "Throws on a bad file", "task": 2, "status": "failed", "failures": []}]}]}
    """
}
