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

  /// The task of the first test that did not pass.
  public var firstUnfinishedTask: LessonTask? {
    tests.first { $0.status != .passed && $0.task != nil }?.task
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
  static func parse(
    _ output: String, relativeTo workshop: Workshop, severity: String = "error"
  ) -> [CompilerError] {
    var errors: [CompilerError] = []
    for line in output.split(whereSeparator: \.isNewline) {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let place = line[..<marker.lowerBound].split(separator: ":")
      guard place.count >= 3, let number = Int(place[place.count - 2]) else { continue }
      let file = place.dropLast(2).joined(separator: ":")
      let error = CompilerError(
        file: workshop.relativePath(file), line: number,
        message: String(line[marker.upperBound...]))
      if !errors.contains(error) { errors.append(error) }
    }
    return errors
  }
}
