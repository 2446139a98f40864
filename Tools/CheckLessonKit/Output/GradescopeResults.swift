import Foundation

/// The report of `all --format gradescope`: Gradescope's `results.json`, with a test per
/// lesson and one per test-writing task, each worth a point.
struct GradescopeResults: Encodable {
  /// One graded item: a lesson's suite, or a test-writing task.
  struct Test: Encodable, Equatable {
    var name: String
    var score: Int
    var maxScore = 1
    /// `passed` or `failed`.
    var status: String
    /// What the learner sees under the item.
    var output: String

    private enum CodingKeys: String, CodingKey {
      case name, score
      case maxScore = "max_score"
      case status, output
    }
  }

  var output: String
  var tests: [Test]

  init(report: ClassReport) {
    tests = report.lessons.flatMap(Self.tests)
    let passed = tests.count { $0.status == "passed" }
    output = "\(passed) of \(tests.count) passing, as checked by check-lesson all."
  }

  /// The tests of one lesson: its suite, and its test-writing task if it has one.
  private static func tests(_ lesson: ClassReport.LessonEntry) -> [Test] {
    let heading = "Lesson \(Lesson.padded(lesson.number)): \(lesson.title)"
    guard let writing = lesson.testWriting else {
      return [suiteTest(heading, lesson, lesson.tests)]
    }
    let results = lesson.tests.filter { $0.task == writing.task }
    let suite = lesson.tests.filter { $0.task != writing.task }
    return [suiteTest(heading, lesson, suite), taskTest(heading, writing, results)]
  }

  /// A lesson's points and the most it can get, as its tests here score: a point when its
  /// suite passes, and one when its test-writing task does.
  static func points(
    status: String, tests: [(task: Int?, passed: Bool)], testWriting: ClassReport.TestWritingEntry?,
    stoppedByReview: Bool
  ) -> (score: Int, possible: Int) {
    guard let writing = testWriting else {
      return (suitePasses(status: status, tests.map(\.passed), stoppedByReview) ? 1 : 0, 1)
    }
    let suite = tests.filter { $0.task != writing.task }.map(\.passed)
    let results = tests.filter { $0.task == writing.task }.map(\.passed)
    let score =
      (suitePasses(status: status, suite, stoppedByReview) ? 1 : 0)
      + (taskPasses(writing, results) ? 1 : 0)
    return (score, 2)
  }

  /// Whether a lesson's suite passes: it ran, it has tests and each passed, and the reviewer
  /// stopped nothing.
  private static func suitePasses(status: String, _ passed: [Bool], _ stoppedByReview: Bool)
    -> Bool
  {
    !["didNotCompile", "crashed", "timedOut", "noTests"].contains(status) && !passed.isEmpty
      && !passed.contains(false) && !stoppedByReview
  }

  /// Whether a test-writing task passes: it is started, and each of its results passed.
  private static func taskPasses(_ writing: ClassReport.TestWritingEntry, _ passed: [Bool]) -> Bool
  {
    writing.started != false && !passed.isEmpty && !passed.contains(false)
  }

  /// The test of a lesson's suite: it passes when the suite ran and each of `tests` passed.
  private static func suiteTest(
    _ heading: String, _ lesson: ClassReport.LessonEntry, _ tests: [ClassReport.TestEntry]
  ) -> Test {
    var lines: [String]
    switch lesson.status {
    case "didNotCompile":
      lines =
        ["The lesson does not compile:"]
        + lesson.compileErrors.map { "  \($0.file):\($0.line): \($0.message)" }
    case "crashed": lines = ["The tests crashed."]
    case "timedOut": lines = ["The run took longer than the time limit."]
    case "noTests": lines = ["The run ran no test."]
    default: lines = []
    }
    let passing = tests.count { $0.status == "passed" }
    let stopped = lesson.essentialReview
    let passes = suitePasses(
      status: lesson.status, tests.map { $0.status == "passed" }, !stopped.isEmpty)
    lines.append("\(passing) of \(tests.count) tests passing.")
    if !stopped.isEmpty {
      lines.append("A reviewer would stop the lesson at:")
      lines += stopped.map { "  \($0.text)" }
    }
    for test in tests where test.status != "passed" {
      lines.append("✘ \(test.name)")
      lines += test.failures.prefix(1).map { "    \($0.message)" }
    }
    return Test(heading, passes: passes, lines: lines)
  }

  /// The test of a test-writing task: it passes when it is started and its `results` pass.
  private static func taskTest(
    _ heading: String, _ writing: ClassReport.TestWritingEntry, _ results: [ClassReport.TestEntry]
  ) -> Test {
    let title = results.first?.taskTitle.map { ": \($0)" } ?? ""
    let name = "\(heading), task \(writing.task.map(String.init) ?? "?")\(title)"
    guard writing.started != false else {
      return Test(
        name, passes: false, lines: ["Not started: YourTests/ is as the starter gave it."])
    }
    let bugs = writing.plantedBugs
    let lines =
      results.map { ($0.status == "passed" ? "✔ " : "✘ ") + $0.name }
      + ["Your tests caught \(bugs.caught) of \(bugs.total) planted bugs."]
    let passes = taskPasses(writing, results.map { $0.status == "passed" })
    return Test(name, passes: passes, lines: lines)
  }

  /// The results as JSON, ending with a newline.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension GradescopeResults.Test {
  /// A test worth a point, scored by whether it `passes`, with `lines` as its output.
  init(_ name: String, passes: Bool, lines: [String]) {
    self.init(
      name: name, score: passes ? 1 : 0, status: passes ? "passed" : "failed",
      output: lines.joined(separator: "\n"))
  }
}
