extension Grader {
  /// Checks `lessons` of `source`, their suites together where they build, showing progress
  /// on a terminal, and remembers each result of the learner's code as a check of one does.
  /// Unless `gradesUnstartedTests`, a test-writing task not started is reported as such.
  func checkTogether(
    _ lessons: [Lesson], source: LessonSource, gradesUnstartedTests: Bool = true
  ) async throws -> [CheckResult] {
    guard checker.checksLessonsTogether else {
      var results: [CheckResult] = []
      for lesson in lessons {
        results.append(
          try await checkQuietly(
            lesson, source: source, note: "Checking", gradesUnstartedTests: gradesUnstartedTests
          ).result)
      }
      return results
    }
    let fingerprints = lessons.map { workshop.fingerprint(of: $0, source: source, files: files) }
    let console = console
    let style = style
    let isTerminal = console.isTerminal
    if lessons.count > 1, !files.isDirectory(at: checker.togetherScratchFolder(source: source)) {
      // On standard error, so that it never mixes with a report read by a program.
      console.writeError(
        style.dim("Building every lesson for the first time: this takes a minute or two…") + "\n")
    }
    if isTerminal { console.write(style.dim("Checking \(lessons.count) lessons…")) }
    let suites = try await checker.checkSuites(of: lessons, source: source)
    // Each lesson grades the tests its learner wrote in scratch paths of its own: grade as
    // many lessons at once as the machine has cores.
    let checker = checker
    let results = try await mapInOrder(suites, atOnce: Verifier.lessonsAtOnce) { suite in
      try await checker.addingLearnerTests(
        to: suite, gradesUnstartedTests: gradesUnstartedTests
      ) { step in
        if isTerminal {
          console.write("\r\u{1B}[K" + style.dim("Lesson \(suite.lesson.paddedNumber): \(step)…"))
        }
      }
    }.map { workshop.addingReview(to: $0, files: files, rules: reviewRules) }
    if isTerminal { console.write("\r\u{1B}[K") }
    if source == .lesson {
      try await updateState { state in
        for (result, fingerprint) in zip(results, fingerprints) {
          state.record(result, fingerprint: fingerprint)
        }
      }
    }
    return results
  }
}
