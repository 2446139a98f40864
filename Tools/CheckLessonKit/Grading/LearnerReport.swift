import Foundation

/// One learner's `all --json` report, as `class` reads it.
struct LearnerReport: Sendable {
  /// What `class` reads of a report: where the learner is in each lesson, without the
  /// failures' text, which halves the time it takes to read.
  struct Contents: Decodable, Sendable {
    var version: Int
    /// The version of the grader that made the report; nil in older reports.
    var graderVersion: String?
    var commit: String?
    /// When the report was made, in ISO 8601; nil in older reports.
    var ranAt: String?
    var learner: String?
    var lessons: [LessonEntry]

    /// Whether every lesson's files are the starter's, by fingerprint: a report of the
    /// untouched workshop, which is no learner's.
    var isStarterReport: Bool {
      !lessons.isEmpty && lessons.allSatisfy { $0.started == false }
    }

    /// When the report was made, or nil when it does not say.
    var date: Date? {
      ranAt.flatMap { try? Date($0, strategy: .iso8601) }
    }
  }

  /// One lesson of a report.
  struct LessonEntry: Decodable, Sendable {
    var number: Int
    var folder: String
    var title: String
    var status: String
    /// Whether the lesson's suite differs from the one the workshop shipped; nil in older
    /// reports.
    var suiteEdited: Bool?
    var tests: [TestEntry]
    /// The compiler's errors, when the lesson does not compile.
    var compileErrors: [CompilerError]?
    /// How the tests the learner wrote fared, in a lesson with a test-writing task.
    var testWriting: ClassReport.TestWritingEntry?
    /// The reviewer's comments, once every test passes; nil in older reports.
    var review: [ClassReport.ReviewEntry]?
    /// The fingerprint of the lesson's suite; nil in older reports.
    var suiteFingerprint: String?
    /// Whether the lesson's files differ from the starter's, by fingerprint; nil in older
    /// reports.
    var started: Bool?

    /// The task the learner is on, as `check-lesson` shows it: that of the first test that
    /// fails, else of the first that did not pass; nil when every test passed or no test
    /// names its task.
    var currentTask: Int? {
      let failing = tests.first { ["failed", "unfinished"].contains($0.status) && $0.task != nil }
      return (failing ?? tests.first { $0.status != "passed" && $0.task != nil })?.task
    }

    /// The tests that fail (or were cut short) on the task the learner is on; every failing
    /// test when no test names its task.
    var failingOnCurrentTask: [TestEntry] {
      let task = currentTask
      return tests.filter {
        ["failed", "unfinished"].contains($0.status) && (task == nil || $0.task == task)
      }
    }

    /// The lesson's points and the most it can get, as Gradescope's `results.json` scores
    /// it: a point for the suite, and one for a test-writing task.
    var points: (score: Int, possible: Int) {
      GradescopeResults.points(
        status: status, tests: tests.map { ($0.task, $0.status == "passed") },
        testWriting: testWriting, stoppedByReview: review?.contains(where: \.isEssential) ?? false)
    }
  }

  /// One test of a lesson of a report.
  struct TestEntry: Decodable, Sendable {
    var name: String
    var task: Int?
    /// The task's heading; nil in older reports.
    var taskTitle: String?
    var status: String
  }

  /// The learner's name: the report's `learner`, else its file's name without `.json`; with
  /// the file's path after it when two learners' reports give the same name.
  var learner: String
  /// The file, as the instructor named it or as it was found in a folder they named.
  var path: String
  /// The file's place, to tell one file named two ways.
  var url: URL
  var report: Contents

  /// The learner's name as the report gives it, else its file's name without `.json`.
  var givenName: String {
    report.learner ?? url.deletingPathExtension().lastPathComponent
  }
}

/// A file `class` could not use, and why, in a few words.
struct SkippedReport: Equatable, Sendable {
  var path: String
  var reason: String
}
