import Foundation

extension LessonChecker {
  /// The scratch path where the suites of several lessons are built and run together.
  func togetherScratchFolder(source: LessonSource) -> URL {
    workshop.stateFolder.appending(path: source == .lesson ? "together" : "together-solution")
  }

  /// Builds and runs the suites of `lessons` against `source`, and reports each lesson as
  /// a check of it alone does before it grades the tests the learner wrote.
  ///
  /// The lessons run together, in one run in one scratch path. A lesson named by a build
  /// error is checked alone, and the others run together again; when a run together crashes,
  /// times out or fails for a reason no lesson's files show, every lesson is checked alone.
  func checkSuites(of lessons: [Lesson], source: LessonSource) async throws -> [CheckResult] {
    var results: [Lesson: CheckResult] = [:]
    var together = checksLessonsTogether ? lessons : []
    var alone = checksLessonsTogether ? [] : lessons
    while together.count > 1 {
      switch try await runTogether(together, source: source) {
      case .ran(let found, let unexplained):
        for result in found { results[result.lesson] = result }
        alone += unexplained
        together = []
      case .didNotCompile(let broken):
        alone += broken
        together.removeAll(where: broken.contains)
      case .spoiled:
        alone += together
        together = []
      }
    }
    alone += together
    for lesson in lessons where alone.contains(lesson) {
      results[lesson] = try await checkSuite(lesson, source: source)
    }
    return lessons.compactMap { results[$0] }
  }

  /// What one run of several lessons' suites showed.
  enum TogetherRun: Equatable {
    /// The tests ran: the results of the lessons the run speaks for, and the lessons it
    /// does not, which are to be checked alone.
    case ran([CheckResult], alone: [Lesson])
    /// The build failed, with errors in the files of these lessons (never none).
    case didNotCompile([Lesson])
    /// The run says nothing sure about any one lesson: it crashed, timed out, or failed in a
    /// way that no lesson's files account for, or left a process running.
    case spoiled
  }

  /// Builds and runs the suites of `lessons` in one run, once no other grader is using the
  /// scratch path, with as long for the tests as the lessons would have alone.
  private func runTogether(_ lessons: [Lesson], source: LessonSource) async throws
    -> TogetherRun
  {
    let scratch = Scratch(folder: togetherScratchFolder(source: source))
    let run = try await withLock(of: scratch, checking: lessons) {
      try await self.run(
        command(for: lessons, source: source, in: scratch), in: scratch,
        testTimeout: testTimeout * lessons.count)
    }
    return read(run, of: lessons, source: source)
  }

  /// Reads a run of the suites of `lessons`, lesson by lesson, as a run of one lesson's is
  /// read; whatever it cannot pin on one lesson sends that lesson, or all, to a check alone.
  func read(_ run: Run, of lessons: [Lesson], source: LessonSource) -> TogetherRun {
    // Which lesson's tests left a process running, only a run of each alone can tell.
    guard run.timeout == nil, run.left.isEmpty else { return .spoiled }
    let owner = { (path: String) in lessons.first { $0.owns(path) } }
    let importers = Self.undeclaredImportLines(in: run.output).map { line in
      lessons.first { line.contains("Target \($0.module)") }
    }
    let streams = LessonEventStreams(jsonLines: run.events, lessons: lessons) {
      owner(relativePath($0))
    }
    let summaries = lessons.map {
      EventStreamSummary(jsonLines: streams.jsonLines(of: $0), pathMapper: relativePath)
    }
    if summaries.allSatisfy(\.tests.isEmpty) {
      // No test ran, so the build failed: the lessons its errors name are checked alone.
      guard !run.exit.succeeded else { return .spoiled }
      let named =
        importers + CompilerError.parse(run.output, relativeTo: workshop).map { owner($0.file) }
      let broken = lessons.filter { named.contains($0) }
      return broken.isEmpty ? .spoiled : .didNotCompile(broken)
    }
    let warnings = CompilerError.parse(run.output, relativeTo: workshop, severity: "warning")
    guard summaries.allSatisfy(\.finished), !streams.hasUnplacedLines, !importers.contains(nil),
      warnings.allSatisfy({ owner($0.file) != nil })
    else { return .spoiled }

    var results: [CheckResult] = []
    // `swift test` runs the tests of a module that imports one it does not declare, but
    // that is a build error all the same; a lesson with no test ran no part of this run.
    var alone = lessons.filter { importers.contains($0) }
    for (lesson, summary) in zip(lessons, summaries) where !alone.contains(lesson) {
      guard !summary.tests.isEmpty else {
        alone.append(lesson)
        continue
      }
      results.append(
        CheckResult(
          lesson: lesson, source: source, summary: summary,
          warnings: warnings.filter { lesson.owns($0.file) }))
    }
    return .ran(results, alone: alone)
  }
}
