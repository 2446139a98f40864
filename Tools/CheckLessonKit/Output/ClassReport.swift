import Foundation

/// The report of `check-lesson all --json`, for autograding. Its shape is stable: `version`
/// stays 1 while fields are only added, and changes if one is removed or changes meaning.
///
/// The fields added after the first release are optional here, as older reports lack them,
/// such as `graderVersion`, `ranAt`, and in each lesson `suiteEdited`, `review`,
/// `suiteFingerprint`, `codeFingerprint` and `started`.
struct ClassReport: Codable {
  /// One lesson's result.
  struct LessonEntry: Codable {
    var number: Int
    var folder: String
    var title: String
    /// `passed`, `failing`, `didNotCompile`, `crashed`, `timedOut` or `noTests`.
    var status: String
    var passed: Int
    var total: Int
    var tests: [TestEntry]
    /// The compiler's errors, when `status` is `didNotCompile`.
    var compileErrors: [CompilerError]
    /// How the tests the learner wrote fared, in a lesson with a test-writing task.
    var testWriting: TestWritingEntry?
    /// Whether the lesson's suite differs from the one the workshop shipped, by fingerprint
    /// (by `git status` in a workshop that keeps no fingerprint of it); nil in older reports.
    var suiteEdited: Bool?
    /// The reviewer's comments, once every test passes; nil in older reports.
    var review: [ReviewEntry]?
    /// The fingerprint of the lesson's suite, to compare with another copy's; nil in older
    /// reports.
    var suiteFingerprint: String?
    /// The fingerprint of the lesson's files in `Lessons/`; nil in older reports.
    var codeFingerprint: String?
    /// Whether the lesson's files in `Lessons/` differ from the starter's, by fingerprint; nil
    /// in older reports and in a workshop that keeps no fingerprint of its starter.
    var started: Bool?
    /// The processes the tests left running, which the grader ended; nil when there were none.
    var leftRunning: [LeftProcess]?

    /// The reviewer's essential comments, which keep the lesson from passing.
    var essentialReview: [ReviewEntry] { (review ?? []).filter(\.isEssential) }
  }

  /// One comment of the reviewer.
  struct ReviewEntry: Codable {
    /// The learner's file and line, such as `Lessons/03-DefaultImplementations/X.swift:25`.
    var location: String
    /// `essential`, which keeps the lesson from passing, or `informative`.
    var severity: String
    var rule: String
    var message: String

    var isEssential: Bool { severity == ReviewRule.Severity.essential.rawValue }
    /// The comment as a report shows it: where, then what to do.
    var text: String { "\(location): \(message)" }
  }

  /// The grade of a test-writing task.
  struct TestWritingEntry: Codable {
    struct LearnerTests: Codable {
      var count: Int
      var failingOnWheats: Int
    }

    struct PlantedBugs: Codable {
      var caught: Int
      var total: Int
    }

    var task: Int?
    /// False while the learner's `YourTests` holds the starter's example, unchanged and not
    /// run; nil in older reports.
    var started: Bool?
    var learnerTests: LearnerTests
    var plantedBugs: PlantedBugs
  }

  /// One test's result.
  struct TestEntry: Codable {
    var name: String
    /// The number of the README task the test belongs to, or nil.
    var task: Int?
    /// The heading of that task, such as "Pass the folder in"; nil in older reports.
    var taskTitle: String?
    /// `passed`, `failed`, `skipped`, `unfinished` or `notRun`.
    var status: String
    var failures: [TestFailure]
  }

  /// What a report says of a lesson's files: the fingerprints of its suite and its code, and
  /// whether the code is still the starter's.
  struct LessonFingerprints: Equatable {
    var suite: String
    var code: String
    /// Whether the code differs from the starter's; nil when the workshop keeps no
    /// fingerprint of its starter.
    var started: Bool?
  }

  /// Where the report was made, and by whom: the parts of it that are not results.
  struct Provenance: Equatable {
    /// The workshop's git `HEAD`, or nil when it is not a git checkout.
    var commit: String?
    /// The learner's name, or nil when nobody said.
    var learner: String?
    var ranAt: Date
  }

  /// The version of this report's shape.
  static let currentVersion = 1

  var version = currentVersion
  /// The version of the grader that made the report; nil in older reports.
  var graderVersion: String?
  var commit: String?
  /// When the report was made, in ISO 8601; nil in older reports.
  var ranAt: String?
  var learner: String?
  var allPassed: Bool
  var lessons: [LessonEntry]

  /// The report of `results`, made where `provenance` says, in which the suites of the
  /// lessons whose folders are in `editedSuites` differ from the shipped ones, and whose
  /// files have the `fingerprints`, by lesson folder.
  init(
    results: [CheckResult], provenance: Provenance, editedSuites: Set<String>,
    fingerprints: [String: LessonFingerprints] = [:]
  ) {
    graderVersion = Grader.version
    commit = provenance.commit
    ranAt = provenance.ranAt.formatted(.iso8601)
    learner = provenance.learner
    allPassed = results.allSatisfy(\.isDone)
    lessons = results.map { result in
      var compileErrors: [CompilerError] = []
      let status: String
      switch result.outcome {
      // An essential comment of the reviewer keeps a lesson whose tests all pass failing.
      case .ran: status = result.isDone ? "passed" : "failing"
      case .didNotCompile(let errors):
        status = "didNotCompile"
        compileErrors = errors
      case .crashed: status = "crashed"
      case .timedOut: status = "timedOut"
      case .noTests: status = "noTests"
      }
      return LessonEntry(
        number: result.lesson.number, folder: result.lesson.folder, title: result.lesson.title,
        status: status, passed: result.passedCount, total: result.tests.count,
        tests: result.tests.map {
          TestEntry(
            name: $0.displayName, task: $0.task?.number, taskTitle: $0.task?.title,
            status: $0.status.rawValue, failures: $0.failures)
        },
        compileErrors: compileErrors,
        testWriting: result.learnerTests.map {
          TestWritingEntry(
            task: $0.task, started: $0.started,
            learnerTests: .init(count: $0.count, failingOnWheats: $0.failingOnWheats),
            plantedBugs: .init(caught: $0.caught, total: $0.total))
        },
        suiteEdited: editedSuites.contains(result.lesson.folder),
        review: result.review.map { comment in
          let folder =
            "\(result.source == .lesson ? "Lessons" : "Solutions")/\(result.lesson.folder)"
          return ReviewEntry(
            location: "\(folder)/\(comment.file):\(comment.line)",
            severity: comment.severity.rawValue, rule: comment.rule, message: comment.message)
        },
        suiteFingerprint: fingerprints[result.lesson.folder]?.suite,
        codeFingerprint: fingerprints[result.lesson.folder]?.code,
        started: fingerprints[result.lesson.folder]?.started,
        leftRunning: result.leftRunning.isEmpty ? nil : result.leftRunning)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case version, graderVersion, commit, ranAt, learner, allPassed, lessons
  }

  /// Writes every field, `commit` and `learner` as null when they are unknown.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encodeIfPresent(graderVersion, forKey: .graderVersion)
    try container.encode(commit, forKey: .commit)
    try container.encodeIfPresent(ranAt, forKey: .ranAt)
    try container.encode(learner, forKey: .learner)
    try container.encode(allPassed, forKey: .allPassed)
    try container.encode(lessons, forKey: .lessons)
  }

  /// The report as pretty-printed JSON with sorted keys, ending with a newline.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
