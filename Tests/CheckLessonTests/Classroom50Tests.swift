@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Grading on Classroom 50")
struct Classroom50Tests {
  static let root = IntegrationTests.workshopRoot

  /// What Classroom 50's runner sets in an autograder's environment for one submission.
  static let environment = [
    "CLASSROOM": "ios-spring", "ASSIGNMENT": "testable-swift",
    "SUBMISSION_TAG": "submit/2026-06-01T14-32-05Z-a1b2c3d",
    "COMMIT_URL": "https://github.com/class/testable-swift-ada/commit/a1b2c3d",
    "RELEASE_URL":
      "https://github.com/class/testable-swift-ada/releases/tag/submit%2F2026-06-01T14-32-05Z-a1b2c3d",
    "REVIEW_URL": "https://github.com/class/testable-swift-ada/compare/0f1e2d3...a1b2c3d",
    "PAGES_BASE_URL": "https://class.github.io/classroom50", "USERNAME": "ada", "OWNER": "ada",
    "ASSIGNMENT_TYPE": "individual",
  ]

  /// The fields of Classroom 50's `result.json`, less the two its runner stamps itself.
  static let fields: Set = [
    "schema", "classroom", "assignment", "submission", "commit", "release", "review", "datetime",
    "score", "max-score", "tests",
  ]

  /// Gradescope's tests' report of three lessons, made at `ranAt` when one is given.
  static func report(ranAt: String? = nil) throws -> ClassReport {
    var text = GradescopeTests.report
    if let ranAt {
      text = text.replacing(#"{"version": 1,"#, with: #"{"version": 1, "ranAt": "\#(ranAt)","#)
    }
    return try JSONDecoder().decode(ClassReport.self, from: Data(text.utf8))
  }

  /// The result of `report` for the submission `environment` names, as Classroom 50 reads it.
  func result(of report: ClassReport, environment: [String: String] = Self.environment) throws
    -> [String: Any]
  {
    let json = Classroom50Result(
      report: report, submitted: .init(environment: environment), now: Fixtures.now
    ).json
    return try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test("Names the submission as the runner's environment does, in every field of the schema")
  func submission() throws {
    let result = try result(of: try Self.report(ranAt: "2026-06-01T14:33:11Z"))
    #expect(Set(result.keys) == Self.fields)
    #expect(result["schema"] as? String == "classroom50/result/v1")
    #expect(result["classroom"] as? String == "ios-spring")
    #expect(result["assignment"] as? String == "testable-swift")
    #expect(result["submission"] as? String == "submit/2026-06-01T14-32-05Z-a1b2c3d")
    #expect(result["commit"] as? String == Self.environment["COMMIT_URL"])
    #expect(result["release"] as? String == Self.environment["RELEASE_URL"])
    #expect(result["review"] as? String == Self.environment["REVIEW_URL"])
    #expect(result["datetime"] as? String == "2026-06-01T14:33:11Z", "when the report was made")
  }

  @Test("Gives each lesson and each test-writing task the point Gradescope gives it")
  func points() throws {
    let report = try Self.report()
    let result = try result(of: report)
    let tests = try #require(result["tests"] as? [[String: Any]])
    for test in tests {
      #expect(Set(test.keys) == ["test-name", "passed", "score", "max-score"])
    }
    let gradescope = GradescopeResults(report: report).tests
    #expect(tests.map { $0["test-name"] as? String } == gradescope.map(\.name))
    #expect(tests.map { $0["passed"] as? Bool } == [true, true, false, false, false])
    #expect(tests.map { $0["score"] as? Int } == gradescope.map(\.score))
    #expect(tests.allSatisfy { $0["max-score"] as? Int == 1 })
    #expect(result["score"] as? Int == 2, "the sum of the tests' scores")
    #expect(result["max-score"] as? Int == 5, "the sum of the tests' maximum scores")
  }

  @Test("Links the commit for review when the runner gives no review link, and dates by now")
  func fallbacks() throws {
    var environment = Self.environment
    environment["REVIEW_URL"] = ""
    let result = try result(of: try Self.report(), environment: environment)
    #expect(result["review"] as? String == Self.environment["COMMIT_URL"])
    #expect(result["datetime"] as? String == Fixtures.now.formatted(.iso8601))
    #expect((result["datetime"] as? String)?.hasSuffix("Z") == true, "in UTC")
  }

  @Test("all --format classroom50 checks every lesson and prints the result")
  func throughTheGrader() async throws {
    let harness = GraderHarness()
    #expect(
      await harness.run(["all", "--format", "classroom50"], environment: Self.environment) == 1,
      "a failing lesson fails")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    #expect(Set(json.keys) == Self.fields)
    #expect(json["submission"] as? String == Self.environment["SUBMISSION_TAG"])
    #expect(json["datetime"] as? String == Fixtures.now.formatted(.iso8601))
    #expect((json["tests"] as? [[String: Any]])?.count == 2)
    #expect(!harness.console.errors.contains("Note: not set"), "nothing is missing")
  }

  @Test("Leaves the fields of variables that are not set empty, and names those variables")
  func missingVariables() async throws {
    let harness = GraderHarness()
    #expect(await harness.run("all", "--format", "classroom50") == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    for field in ["classroom", "assignment", "submission", "commit", "release", "review"] {
      #expect(json[field] as? String == "", "\(field) is empty")
    }
    #expect(
      harness.console.errors.contains(
        "Note: not set, so empty in the result: CLASSROOM, ASSIGNMENT, SUBMISSION_TAG, "
          + "COMMIT_URL, RELEASE_URL, REVIEW_URL. Classroom 50's runner sets them.\n"))
  }

  @Test("all --from prints a saved report as Classroom 50's result, checking nothing")
  func savedReport() async throws {
    let maker = GraderHarness()
    _ = await maker.run("all", "--json")
    let harness = GraderHarness()
    try harness.files.write(
      Data(maker.console.output.utf8), to: Fixtures.currentFolder.appending(path: "report.json"))
    #expect(
      await harness.run(
        ["all", "--from", "report.json", "--format", "classroom50"],
        environment: Self.environment) == 0)
    #expect(harness.lessonRuns.isEmpty)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    #expect(json["classroom"] as? String == "ios-spring")
    #expect(json["datetime"] as? String == Fixtures.now.formatted(.iso8601), "the report's date")
  }
}
