import Foundation

/// One learner's `all --json` report, as `class` reads it.
struct LearnerReport: Sendable {
  /// What `class` reads of a report: where the learner is in each lesson, without the
  /// failures' text, which halves the time it takes to read.
  struct Contents: Decodable, Sendable {
    var version: Int
    var learner: String?
    var lessons: [LessonEntry]
  }

  /// One lesson of a report.
  struct LessonEntry: Decodable, Sendable {
    var number: Int
    var folder: String
    var title: String
    var status: String
    /// Whether the lesson's suite differs from the committed one; nil in older reports.
    var suiteEdited: Bool?
    var tests: [TestEntry]
  }

  /// One test of a lesson of a report.
  struct TestEntry: Decodable, Sendable {
    var name: String
    var task: Int?
    /// The task's heading; nil in older reports.
    var taskTitle: String?
    var status: String
  }

  /// The learner's name: the report's `learner`, else its file's name without `.json`.
  var learner: String
  /// The file, as the instructor named it or as it was found in a folder they named.
  var path: String
  /// The file's place, to tell one file named two ways.
  var url: URL
  var report: Contents
}

/// A file `class` could not use, and why, in a few words.
struct SkippedReport: Equatable, Sendable {
  var path: String
  var reason: String
}
