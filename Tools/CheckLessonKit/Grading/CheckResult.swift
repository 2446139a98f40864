/// What checking one lesson found.
public struct CheckResult: Sendable, Equatable, Codable {
  /// How the run went, before looking at single tests.
  public enum Outcome: Sendable, Equatable, Codable {
    /// The suite ran to its end.
    case ran
    /// The lesson or its suite did not compile.
    case didNotCompile([CompilerError])
    /// The test process stopped in the middle of the run.
    case crashed
    /// The run took longer than the time limit, while building or while testing.
    case timedOut(whileBuilding: Bool)
    /// The run ended without running a single test.
    case noTests
  }

  public var lesson: Lesson
  public var source: LessonSource
  public var outcome: Outcome
  public var tests: [TestResult]
  /// Failures recorded against a suite rather than one test.
  public var suiteFailures: [TestFailure] = []
  /// Lines of the build or run output worth showing, such as a crash message.
  public var outputExcerpt: [String] = []
  /// The compiler's warnings, from the files it compiled in this run.
  public var warnings: [CompilerError] = []
  /// How the tests the learner wrote fared, in a lesson that asks for them.
  public var learnerTests: LearnerTestsSummary?
  /// The reviewer's comments on the code, made once every test passes.
  public var review: [ReviewComment] = []
  /// The processes the tests left running after the run ended, which the grader ended.
  public var leftRunning: [LeftProcess] = []

  public init(
    lesson: Lesson, source: LessonSource, outcome: Outcome, tests: [TestResult],
    suiteFailures: [TestFailure] = [], outputExcerpt: [String] = [], warnings: [CompilerError] = []
  ) {
    self.lesson = lesson
    self.source = source
    self.outcome = outcome
    self.tests = tests
    self.suiteFailures = suiteFailures
    self.outputExcerpt = outputExcerpt
    self.warnings = warnings
  }

  /// How many tests passed.
  public var passedCount: Int { tests.count { $0.status == .passed } }

  /// Whether the suite ran and every one of its tests passed.
  public var allPassed: Bool {
    outcome == .ran && !tests.isEmpty && passedCount == tests.count && suiteFailures.isEmpty
  }

  /// Whether every test passes and the reviewer has no essential comment: the lesson is done.
  public var isDone: Bool { allPassed && !review.contains(where: \.isEssential) }

  /// The task of the first test that failed or crashed, else of the first that did not pass.
  ///
  /// After a crash, the tests that never got to run say nothing about the learner's work.
  public var firstUnfinishedTask: LessonTask? {
    let failing = tests.first { [.failed, .unfinished].contains($0.status) && $0.task != nil }
    return (failing ?? tests.first { $0.status != .passed && $0.task != nil })?.task
  }
}

/// One error (or warning) from the compiler.
public struct CompilerError: Sendable, Equatable, Codable {
  /// The file, relative to the workshop.
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// Reads the `path:line:column: error: message` lines of compiler output, once each
  /// (or the `warning:` lines).
  ///
  /// An error inside a macro's expansion, such as `#expect`, is placed where the macro is used.
  static func parse(
    _ output: String, relativeTo workshop: Workshop, severity: String = "error"
  ) -> [CompilerError] {
    var errors: [CompilerError] = []
    let lines = output.split(whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      guard let marker = line.range(of: ": \(severity): "),
        var place = location(line[..<marker.lowerBound])
      else { continue }
      if place.file.hasPrefix("macro expansion"), index + 1 < lines.count,
        let origin = lines[index + 1].firstRange(of: ": note: expanded code originates here"),
        let source = location(lines[index + 1][..<origin.lowerBound].drop { $0 != "/" })
      {
        place = source
      }
      let error = CompilerError(
        file: workshop.relativePath(place.file), line: place.line,
        message: String(line[marker.upperBound...]))
      if !errors.contains(error) { errors.append(error) }
    }
    return errors
  }

  /// The file and line of a `path:line:column` location.
  private static func location(_ text: Substring) -> (file: String, line: Int)? {
    let parts = text.split(separator: ":")
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]) else { return nil }
    return (parts.dropLast(2).joined(separator: ":"), line)
  }
}

extension CheckResult {
  /// The result of a run of `lesson`'s suite whose tests its event stream `summary` reports:
  /// it ran, or it ran no test when none passed or failed. Both ways of running a suite, a
  /// lesson alone or several together, read a lesson's tests with this one rule.
  init(
    lesson: Lesson, source: LessonSource, summary: EventStreamSummary,
    warnings: [CompilerError]
  ) {
    let ranATest = summary.tests.contains { $0.status == .passed || $0.status == .failed }
    self.init(
      lesson: lesson, source: source, outcome: ranATest ? .ran : .noTests, tests: summary.tests,
      suiteFailures: summary.suiteFailures, warnings: warnings)
  }
}
