import Foundation

/// The report of `all --format classroom50`: the `result.json` of Classroom 50's schema
/// `classroom50/result/v1`, with the same tests and points as `all --format gradescope`.
///
/// Classroom 50's runner stamps `owner` and `assignment_type` itself, and sets `datetime` to
/// the graded commit's date, so the result leaves the first two out.
struct Classroom50Result: Encodable {
  /// The schema every result names.
  static let schema = "classroom50/result/v1"

  /// One graded item: a lesson's suite, or a test-writing task.
  struct Test: Encodable, Equatable {
    var testName: String
    var passed: Bool
    var score: Int
    var maxScore: Int

    private enum CodingKeys: String, CodingKey {
      case testName = "test-name"
      case passed, score
      case maxScore = "max-score"
    }
  }

  /// What is graded, as Classroom 50's runner names it in the autograder's environment.
  struct Submission: Equatable {
    /// The variables the result's fields come from, in the order of the fields.
    static let variables = [
      "CLASSROOM", "ASSIGNMENT", "SUBMISSION_TAG", "COMMIT_URL", "RELEASE_URL", "REVIEW_URL",
    ]

    var classroom: String
    var assignment: String
    /// The submission's tag, such as `submit/2026-06-01T14-32-05Z-a1b2c3d`.
    var tag: String
    var commit: String
    var release: String
    /// The diff from the starter to the graded commit; the commit when there is none.
    var review: String
    /// The variables that are not set, or empty, and whose fields are therefore empty
    /// (`REVIEW_URL` only when `COMMIT_URL`, which stands in for it, is missing too).
    var missingVariables: [String]

    /// The submission that `environment` names.
    init(environment: [String: String]) {
      func value(_ name: String) -> String { environment[name] ?? "" }
      classroom = value("CLASSROOM")
      assignment = value("ASSIGNMENT")
      tag = value("SUBMISSION_TAG")
      commit = value("COMMIT_URL")
      release = value("RELEASE_URL")
      review = value("REVIEW_URL").isEmpty ? commit : value("REVIEW_URL")
      let fields = [classroom, assignment, tag, commit, release, review]
      missingVariables = zip(Self.variables, fields).filter { $0.1.isEmpty }.map(\.0)
    }
  }

  var schema = Self.schema
  var classroom: String
  var assignment: String
  var submission: String
  var commit: String
  var release: String
  var review: String
  /// When the lessons were checked, in ISO 8601 (UTC).
  var datetime: String
  var score: Int
  var maxScore: Int
  var tests: [Test]

  private enum CodingKeys: String, CodingKey {
    case schema, classroom, assignment, submission, commit, release, review, datetime, score
    case maxScore = "max-score"
    case tests
  }

  /// The result of `report` for `submitted`, dated by the report, or by `now` when the
  /// report does not say when it was made.
  init(report: ClassReport, submitted: Submission, now: Date) {
    classroom = submitted.classroom
    assignment = submitted.assignment
    submission = submitted.tag
    commit = submitted.commit
    release = submitted.release
    review = submitted.review
    datetime = report.ranAt ?? now.formatted(.iso8601)
    tests = GradescopeResults(report: report).tests.map {
      Test(testName: $0.name, passed: $0.status == "passed", score: $0.score, maxScore: $0.maxScore)
    }
    score = tests.map(\.score).reduce(0, +)
    maxScore = tests.map(\.maxScore).reduce(0, +)
  }

  /// The result as JSON, ending with a newline.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
