import Foundation

/// The maintainers' check of the whole curriculum: every lesson complete, every starter
/// building and failing its suite, the reference and every wheat passing it, and every
/// chaff failing at least one of its tests.
struct Verifier: Sendable {
  /// The fewest tests a lesson's suite may have.
  static let minimumTests = 6
  /// The fewest wheats a lesson may have.
  static let minimumWheats = 2
  static let requiredSections = ["Goal", "Background", "Tasks", "Out of scope"]

  /// The fewest chaffs a lesson with `taskCount` tasks may have.
  static func minimumChaffs(taskCount: Int) -> Int { taskCount >= 5 ? 12 : 8 }

  let grader: Grader
  /// The lesson to verify alone, with every wheat and chaff named; nil for all of them.
  var only: Lesson?
  /// Whether to run only the checks that start no process (the manifest, the READMEs, the
  /// scaffolding, the records of the mutation sweeps), which take seconds.
  var curriculumOnly = false
  /// How each lesson's versions run: how many at once, and the reference tests' runs kept.
  var runs = VersionRuns()
  /// The share of each lesson's chaffs to run, in percent, drawn by the commit: less than
  /// 100 where a time limit demands it (CI); the planted bugs of a test-writing task always
  /// run.
  var chaffShare = 100
  var workshop: Workshop { grader.workshop }
  var files: any FileSystemAccessing { grader.files }
  var style: Style { grader.style }

  func run() async throws -> Int32 {
    let console = grader.console
    let lessons = only.map { [$0] } ?? workshop.lessons
    console.write(
      style.bold("Verifying \(lessons.count) lesson\(lessons.count == 1 ? "" : "s")") + "\n")
    var problemCount = 0
    var lessonsWithProblems: [Int] = []
    let tableProblems =
      only == nil
      ? manifestProblems() + Self.reviewRuleProblems(grader.reviewRules) : []
    if !tableProblems.isEmpty {
      console.write("  \(style.fail) Package.swift\n")
      for problem in tableProblems { console.write("      \(problem)\n") }
      problemCount += tableProblems.count
    }
    if only == nil { problemCount += reportScaffoldingProblems() }
    if curriculumOnly {
      var failed = 0
      for lesson in lessons {
        let problems = curriculumProblems(of: lesson)
        console.write(
          "  \(problems.isEmpty ? style.pass : style.fail) Lesson \(lesson.paddedNumber)\n"
            + problems.map { "      \($0)\n" }.joined())
        problemCount += problems.count
        failed += problems.isEmpty ? 0 : 1
      }
      console.write(
        problemCount == 0
          ? style.green("The curriculum is in order (no lesson was built).") + "\n"
          : style.red("\(problemCount) problem\(problemCount == 1 ? "" : "s") found.") + "\n")
      console.write("lessons: \(lessons.count - failed) passed, \(failed) failed\n")
      return problemCount == 0 ? 0 : 1
    }
    // The starters build together, in one run; the rest of a lesson's checks are its own.
    let checker = grader.checker
    let starters = only == nil ? try await checkStarters(of: lessons) : [:]
    let seed = try await grader.tools.commitSeed()
    // Lessons are independent, each in scratch paths of its own: verify as many at once as
    // the machine has cores. The lessons with the most versions to run start first, so that
    // no core waits alone at the end; each lesson's lines are printed as soon as it is done.
    let heaviestFirst = lessons.sorted { versionCount(of: $0) > versionCount(of: $1) }
    var finished: [Lesson: LessonReport] = [:]
    _ = try await withThrowingTaskGroup(of: (Lesson, LessonReport).self) { group in
      var next = heaviestFirst.makeIterator()
      func startNext() {
        guard let lesson = next.next() else { return }
        group.addTask {
          (
            lesson,
            try await verify(lesson, checker: checker, starter: starters[lesson], seed: seed)
          )
        }
      }
      for _ in 0..<Self.lessonsAtOnce { startNext() }
      while let (lesson, report) = try await group.next() {
        finished[lesson] = report
        console.write(report.lines.joined(separator: "\n") + "\n")
        startNext()
      }
    }
    let reports = lessons.map { finished[$0]! }
    for (lesson, report) in zip(lessons, reports) where !report.problems.isEmpty {
      problemCount += report.problems.count
      lessonsWithProblems.append(lesson.number)
    }
    let failed = Set(lessonsWithProblems).count
    if problemCount == 0 {
      console.write(
        style.green(only == nil ? "Every lesson is in order." : "The lesson is in order.") + "\n")
    } else {
      console.write(
        style.red("\(problemCount) problem\(problemCount == 1 ? "" : "s") found.") + "\n")
    }
    console.write("lessons: \(lessons.count - failed) passed, \(failed) failed\n")
    return problemCount == 0 ? 0 : 1
  }

  /// How many versions of `lesson`'s code verify runs: its wheats, chaffs and planted bugs,
  /// and for tests graded by their own mutants, the mutants each version's tests meet.
  func versionCount(of lesson: Lesson) -> Int {
    let patches = files.files(under: workshop.variantsFolder(of: lesson)).count {
      $0.hasSuffix(".patch")
    }
    guard workshop.ownMutantsRule(of: lesson, files: files) != nil else { return patches }
    // The reference, the wheats, the weak tests and the starter, each with about twice as
    // many mutants built as compile.
    let graded =
      3
      + files.files(under: workshop.variantsFolder(of: lesson).appending(path: "wheats"))
      .count { $0.hasSuffix(".patch") }
    return patches + graded * 2 * Self.ownMutantsSample
  }

  /// How many lessons are verified at once: one per core, at least one.
  /// `CHECK_LESSON_JOBS` sets another number, such as 1 on a machine shared with other work.
  static let lessonsAtOnce = max(
    1,
    ProcessInfo.processInfo.environment["CHECK_LESSON_JOBS"].flatMap { Int($0) }
      ?? ProcessInfo.processInfo.activeProcessorCount)

  /// How many versions of the code a check runs the learner's tests on at once: one more
  /// than the cores, as each run spends a good part of its time in steps that use one core
  /// or none (SwiftPM's start and planning, linking, the test binary's start), and the
  /// learner waits for the grade. `CHECK_LESSON_JOBS` sets another number.
  static let learnerTestRunsAtOnce = max(
    1,
    ProcessInfo.processInfo.environment["CHECK_LESSON_JOBS"].flatMap { Int($0) }
      ?? ProcessInfo.processInfo.activeProcessorCount + 1)

  /// What verifying one lesson found, as the lines to print and the problems among them.
  struct LessonReport: Sendable {
    var lines: [String]
    var problems: [String]
  }

  /// The results of the starters of `lessons` that are complete, checked together.
  private func checkStarters(of lessons: [Lesson]) async throws -> [Lesson: CheckResult] {
    let complete = lessons.filter { structureProblems(of: $0).isEmpty }
    let results = try await grader.checker.checkSuites(of: complete, source: .lesson)
    return Dictionary(uniqueKeysWithValues: results.map { ($0.lesson, $0) })
  }

  /// Verifies one lesson: its files, its starter (unless already checked), its reference,
  /// its wheats and chaffs.
  private func verify(
    _ lesson: Lesson, checker: LessonChecker, starter: CheckResult? = nil, seed: UInt64
  ) async throws -> LessonReport {
    var problems = structureProblems(of: lesson)
    var summary = ""
    var details: [String] = []
    if problems.isEmpty {
      // The starter's own tests are proved below, with fewer runs than a full grade.
      let starter =
        if let starter { starter } else { try await checker.checkSuite(lesson, source: .lesson) }
      // With the reference tests too, when verify keeps their runs for a test-writing task.
      let withReferenceTests =
        runs.kept != nil && checker.hasLearnerTests(lesson, source: .solution)
      let reference = try await checker.check(
        lesson, code: workshop.referenceFiles(of: lesson, files: files),
        learnerTests: withReferenceTests ? .solution : nil, withSuite: withReferenceTests,
        kept: runs.kept)
      problems += starterProblems(starter) + solutionProblems(reference)
      problems += (starter.warnings + reference.warnings).map {
        "warning at \($0.file):\($0.line): \($0.message)"
      }
      var proof = try await proveSuite(of: lesson, seed: seed)
      if checker.hasLearnerTests(lesson, source: .solution) {
        let learnerProof = try await proveLearnerTests(of: lesson)
        proof.summary += ", \(learnerProof.summary)"
        proof.details += learnerProof.details
        proof.problems += learnerProof.problems
      }
      let review = proveReview(of: lesson, rules: grader.reviewRules)
      if !review.summary.isEmpty { proof.summary += ", \(review.summary)" }
      proof.details += review.details
      proof.problems += review.problems
      let mutants = try await proveMutants(of: lesson, seed: seed)
      proof.summary += ", \(mutants.summary)"
      proof.details += mutants.details
      proof.problems += mutants.problems
      problems += proof.problems
      details = proof.details
      summary =
        ": starter \(starter.passedCount)/\(starter.tests.count), reference \(reference.passedCount)/\(reference.tests.count), \(proof.summary)"
    }
    problems += shippedFingerprintProblems(of: lesson)
    let mark = problems.isEmpty ? style.pass : style.fail
    var lines = ["  \(mark) Lesson \(lesson.paddedNumber)\(summary)"]
    if only != nil { lines += details.map { "      \($0)" } }
    lines += problems.map { "      \($0)" }
    return LessonReport(lines: lines, problems: problems)
  }

  /// What is wrong with `lesson` that shows without building it: its files and README, the
  /// fingerprints kept of its suite and starter, the record of its mutation sweep, and for a
  /// test-writing task, its starter's fingerprint and the freedoms its correct versions show.
  func curriculumProblems(of lesson: Lesson) -> [String] {
    var problems = structureProblems(of: lesson) + shippedFingerprintProblems(of: lesson)
    problems += MutationSweep(workshop: workshop, checker: grader.checker, files: files)
      .recordProblems(of: lesson)
    if grader.checker.hasLearnerTests(lesson, source: .solution) {
      problems += starterFingerprintProblems(of: lesson)
      // Tests of the learner's own code pin what they like: no contract is left open to them.
      if workshop.ownMutantsRule(of: lesson, files: files) == nil {
        problems += freedomProblems(of: lesson)
      }
    }
    return problems + proveReview(of: lesson, rules: grader.reviewRules).problems
  }

  // MARK: - What must be there

  /// The lessons in the manifest's table and the folders under `Lessons/` must agree.
  func manifestProblems() -> [String] {
    let manifest = files.text(of: workshop.root.appending(path: "Package.swift")) ?? ""
    let declared = Set(
      Self.declaredLessons(inManifest: manifest).map { "\(Lesson.padded($0.number))-\($0.name)" })
    let found = Set(workshop.lessons.map(\.folder))
    var problems: [String] = []
    for missing in found.subtracting(declared).sorted() {
      problems.append("the lesson folder for \(missing) has no row in the lessons table")
    }
    for extra in declared.subtracting(found).sorted() {
      problems.append("the lessons table declares \(extra), which has no folder under Lessons/")
    }
    let numbers = workshop.lessons.map(\.number)
    if Set(numbers).count != numbers.count {
      problems.append("two lesson folders share a number")
    }
    return problems
  }

  /// Reads the rows `Lesson(3, "DefaultImplementations")` of the manifest's table, also rows
  /// that span several lines; comment lines are skipped.
  static func declaredLessons(inManifest text: String) -> [(number: Int, name: String)] {
    let code = text.split(separator: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    let row = /Lesson\(\s*(\d+)\s*,\s*"(\w+)"/
    return code.matches(of: row).compactMap { match in
      Int(match.output.1).map { ($0, String(match.output.2)) }
    }
  }

  func structureProblems(of lesson: Lesson) -> [String] {
    var problems: [String] = []
    let readmeURL = workshop.readme(of: lesson)
    if let text = files.text(of: readmeURL) {
      let readme = Readme(text: text)
      for section in Self.requiredSections where !readme.sections.contains(section) {
        problems.append("the README has no '## \(section)' section")
      }
      if readme.tasks.isEmpty {
        problems.append("the README's Tasks section has no '### 1. …' task")
      }
      problems += hintProblems(of: lesson, readme: readme, readmeText: text)
      problems += leakageProblems(of: lesson, readmeText: text)
      problems += glossaryProblems(of: lesson)
    } else {
      problems.append("\(workshop.relativePath(readmeURL)) is missing")
    }
    for folder in [
      workshop.codeFolder(of: lesson, source: .solution), workshop.testsFolder(of: lesson),
    ]
    where !files.isDirectory(at: folder) {
      problems.append("\(workshop.relativePath(folder)) is missing")
    }
    problems += sourceProblems(
      in: workshop.codeFolder(of: lesson, source: .lesson),
      forbidden: ["fatalError(", "preconditionFailure("],
      why: "a starter must not crash on purpose: one crash ends every test")
    problems += sourceProblems(
      in: workshop.codeFolder(of: lesson, source: .solution),
      forbidden: ["@unchecked Sendable"],
      why: "keep state in a Mutex or an actor")
    return problems
  }

  private func sourceProblems(in folder: URL, forbidden: [String], why: String) -> [String] {
    files.files(under: folder).filter { $0.hasSuffix(".swift") }.flatMap { file -> [String] in
      let text = files.text(of: folder.appending(path: file)) ?? ""
      return forbidden.filter(text.contains).map {
        "\(workshop.relativePath(folder.appending(path: file))) uses \($0.trimmingCharacters(in: ["("])): \(why)"
      }
    }
  }

  // MARK: - What the runs must show

  func starterProblems(_ result: CheckResult) -> [String] {
    switch result.outcome {
    case .ran:
      var problems: [String] = []
      if result.tests.count < Self.minimumTests {
        problems.append(
          "the suite has \(result.tests.count) tests; a lesson needs at least \(Self.minimumTests)")
      }
      if result.allPassed {
        problems.append("the starter passes every test: it must fail at least one")
      }
      return problems
    default:
      return ["the starter must build and run its suite, but: \(describe(result.outcome))"]
    }
  }

  func solutionProblems(_ result: CheckResult) -> [String] {
    guard result.outcome == .ran else {
      return ["the solution must build and pass its suite, but: \(describe(result.outcome))"]
    }
    let failing = result.tests.filter { $0.status != .passed }.map { "\"\($0.displayName)\"" }
    if !failing.isEmpty {
      return ["the solution fails \(failing.joined(separator: ", "))"]
    }
    return result.suiteFailures.isEmpty
      ? [] : ["the solution's suite recorded an issue outside any test"]
  }

  private func describe(_ outcome: CheckResult.Outcome) -> String {
    switch outcome {
    case .ran: "it ran"
    case .didNotCompile(let errors):
      errors.first.map { "it does not compile (\($0.file):\($0.line): \($0.message))" }
        ?? "it does not build"
    case .crashed: "it crashed"
    case .timedOut(let building): building ? "building timed out" : "the tests timed out"
    case .noTests: "no test ran"
    }
  }
}
