import Foundation

/// How a lesson grades the tests the learner writes by the mutants of the learner's own code,
/// not by planted bugs: the capstone, where the learner chooses the seams. Kept in
/// `Tests/Variants/NN-Name/own-mutants`:
///
/// ```text
/// threshold: 85
/// adapters: Core/Adapters/, App/
/// time limit: 10
/// sample: 40
/// ```
///
/// Every Swift file of the lesson is mutated but the adapters, the files under the folders
/// `adapters` names, which touch the real world and are not unit tested. The learner's tests
/// pass when they kill at least `threshold` percent of a sample of `sample` mutants that
/// compile (every one with `sample: 0`), and run without the real world within
/// `time limit` seconds.
struct OwnMutantsRule: Sendable, Equatable {
  /// The share of compiling mutants the tests must kill, in percent.
  var threshold: Int
  /// The folders, relative to the lesson's folder and ending in `/`, whose files are adapters.
  var adapterFolders: [String]
  /// How long the learner's tests may run in the sandbox, in all.
  var timeLimit: Duration
  /// How many mutants that compile a grade tries, or 0 for every one: a sample drawn by the
  /// code, so that it stays the same while only the tests change.
  var sample: Int

  init(
    threshold: Int, adapterFolders: [String], timeLimit: Duration = .seconds(10),
    sample: Int = 0
  ) {
    self.threshold = threshold
    self.adapterFolders = adapterFolders
    self.timeLimit = timeLimit
    self.sample = sample
  }

  /// Reads the rule from its file's text; nil without a threshold.
  init?(text: String) {
    var threshold: Int?
    var folders: [String] = []
    var limit = Duration.seconds(10)
    var sample = 0
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2, !parts[0].hasPrefix("#") else { continue }
      switch parts[0] {
      case "threshold": threshold = Int(parts[1].trimmingCharacters(in: CharacterSet(["%"])))
      case "adapters":
        folders = parts[1].split(separator: ",").map {
          let folder = $0.trimmingCharacters(in: .whitespaces)
          return folder.hasSuffix("/") ? folder : folder + "/"
        }
      case "time limit": limit = .seconds(Int(parts[1]) ?? 10)
      case "sample": sample = max(0, Int(parts[1]) ?? 0)
      default: continue
      }
    }
    guard let threshold, (1...100).contains(threshold) else { return nil }
    self.init(threshold: threshold, adapterFolders: folders, timeLimit: limit, sample: sample)
  }

  /// Whether the file at `path`, relative to the lesson's folder, is an adapter.
  func isAdapter(_ path: String) -> Bool {
    adapterFolders.contains { path.hasPrefix($0) }
  }

  /// Whether `killed` of `total` mutants reach the threshold.
  func isMet(killed: Int, of total: Int) -> Bool {
    total > 0 && killed * 100 >= threshold * total
  }
}

extension Workshop {
  /// The file that says a lesson grades its learner's tests by the mutants of their code.
  func ownMutantsFile(of lesson: Lesson) -> URL {
    variantsFolder(of: lesson).appending(path: "own-mutants")
  }

  /// How `lesson` grades its learner's tests by the mutants of their code, or nil when it
  /// grades them by planted bugs.
  func ownMutantsRule(of lesson: Lesson, files: any FileSystemAccessing) -> OwnMutantsRule? {
    files.text(of: ownMutantsFile(of: lesson)).flatMap(OwnMutantsRule.init(text:))
  }
}

/// What the mutants of the learner's own code showed of the learner's tests.
struct OwnMutantsScore: Sendable, Equatable {
  /// The mutants the tests killed.
  var killed: Int
  /// The mutants that compiled: those the tests could have killed.
  var total: Int
  /// The mutants no test killed, in the order of their files and lines.
  var survivors: [Mutant]
}

extension LessonChecker {
  /// The display names of the results the capstone's test-writing task is graded by.
  static let ownMutantsNames = (
    given: "Your tests build and pass on your code, without the real world",
    mutants: "Your tests kill enough of the mutants of your code"
  )

  /// Grades the tests in `lesson`'s `YourTests` of `source` by `rule`: they must build and
  /// pass on the lesson's code as it is in `source`, pass again in the sandbox (no home or
  /// temporary folder to write to, within the rule's time limit), and kill enough of the
  /// mutants of the code outside the adapters.
  func ownMutantsGrade(
    of lesson: Lesson, source: LessonSource, task: LessonTask?, rule: OwnMutantsRule,
    runs plan: VersionRuns, progress: @Sendable (String) -> Void
  ) async throws -> LearnerTestsGrade {
    var grade = try await ownMutantsGrade(
      of: lesson,
      code: workshop.codeFiles(of: lesson, source: source, withTests: true, files: files),
      testsFolder: workshop.relativePath(
        workshop.codeFolder(of: lesson, source: source).appending(
          path: Workshop.learnerTestsFolder)),
      task: task, rule: rule, runs: plan, progress: progress)
    // The starter's example, unchanged, is graded to show what it kills, but not started.
    grade.summary.started = hasStartedTests(lesson, source: source)
    return grade
  }

  /// Grades the tests in `code`'s `YourTests` folder by `rule`, against the rest of `code`, a
  /// version of `lesson`'s files by path; `testsFolder` is where the learner finds them.
  ///
  /// A survivor whose key is in `equivalents`, a mutant no test can tell from the code, is
  /// not counted: verify's list for the reference and the wheats. `sample`, when given,
  /// overrides the rule's.
  func ownMutantsGrade(
    of lesson: Lesson, code: [String: String], testsFolder folder: String, task: LessonTask?,
    rule: OwnMutantsRule, runs plan: VersionRuns, equivalents: Set<String> = [],
    sample: Int? = nil, progress: @Sendable (String) -> Void
  ) async throws -> LearnerTestsGrade {
    let names = Self.ownMutantsNames
    // The tests and the adapters are never mutated.
    let mutants = Mutator().mutants(
      of: code.filter { !rule.isAdapter($0.key) && !Workshop.isLearnerTest($0.key) },
      starter: [:])
    func result(_ name: String, _ failures: [TestFailure], ran: Bool = true) -> TestResult {
      TestResult(
        id: "YourTests/\(name)", displayName: name,
        status: !ran ? .notRun : failures.isEmpty ? .passed : .failed, task: task,
        failures: failures)
    }
    var summary = LearnerTestsSummary(
      task: task?.number, count: 0, failingOnWheats: 0, caught: 0, total: mutants.count,
      uncaught: [], started: true)
    summary.byOwnMutants = true

    progress("Checking your tests against your code")
    // The tests come from `code`'s own folder: any source says "with the learner's tests".
    let given = try await check(lesson, code: code, learnerTests: .lesson, once: true)
    summary.count = given.tests.count
    var givenFailures = Self.failuresOnGivenCode(given, folder: folder, timeLimit: testTimeout)
    if givenFailures.isEmpty, let sandboxed = try await runInSandbox(lesson, rule: rule) {
      givenFailures = Self.sandboxFailures(sandboxed, rule: rule)
    }
    guard givenFailures.isEmpty, plan.triesMutants else {
      // No mutant was tried: the report gives no score.
      summary.total = 0
      return LearnerTestsGrade(
        tests: [result(names.given, givenFailures), result(names.mutants, [], ran: false)],
        summary: summary)
    }

    let sampled = Self.sampleOrder(of: mutants, code: code)
    let size = sample ?? rule.sample
    let wanted = size == 0 ? mutants.count : min(size, mutants.count)
    let pool = SlotPool(count: plan.jobs)
    let sweep = MutationSweep(workshop: workshop, checker: self, files: files)
    var compiled = 0
    let outcomes = try await mapInOrder(sampled, atOnce: plan.jobs) { mutant in
      try await pool.withSlot { slot in
        try await sweep.run(
          code: mutant.files(from: code), of: lesson, slot: slot, byOwnTests: true
        ).outcome
      }
    } ready: { outcome in
      guard outcome != .noBuild, compiled < wanted else { return }
      compiled += 1
      progress("Checked your tests against \(compiled) of \(wanted) mutants of your code")
    } startsMore: {
      compiled < wanted
    }
    // The first mutants that compile, in the sample's order; the files' order to show them.
    let judged = zip(sampled, outcomes).filter { $0.1 != .noBuild }.prefix(wanted)
      .sorted { ($0.0.file, $0.0.line) < ($1.0.file, $1.0.line) }
    let compiling = judged.filter { !($0.1 == .survived && equivalents.contains($0.0.key)) }
    let survivors = compiling.filter { $0.1 == .survived }.map(\.0)
    let score = OwnMutantsScore(
      killed: compiling.count - survivors.count, total: compiling.count, survivors: survivors)
    summary.caught = score.killed
    summary.total = score.total
    summary.uncaught = survivors.map(Self.survivorDescription)
    let failures =
      rule.isMet(killed: score.killed, of: score.total)
      ? [] : [Self.scoreFailure(score, rule: rule)]
    return LearnerTestsGrade(
      tests: [result(names.given, []), result(names.mutants, failures)], summary: summary)
  }

  /// `mutants` in the order a sample takes them: shuffled by a seed drawn from `code` without
  /// the learner's tests, so that the sample stays the same while only the tests change.
  static func sampleOrder(of mutants: [Mutant], code: [String: String]) -> [Mutant] {
    var fingerprint = Fingerprint()
    for (path, text) in code.sorted(by: { $0.key < $1.key }) where !Workshop.isLearnerTest(path) {
      fingerprint.mix(path.utf8)
      fingerprint.mix([0])
      fingerprint.mix(text.utf8)
      fingerprint.mix([0])
    }
    var generator = SplitMix64(seed: fingerprint.value)
    return mutants.shuffled(using: &generator)
  }

  /// A survivor as the report and the hints show it: where it is and what it changed.
  static func survivorDescription(_ mutant: Mutant) -> String {
    "\(mutant.file):\(mutant.line): \(mutant.change)"
  }

  /// Why the score does not pass: the count, the threshold and the first survivors.
  static func scoreFailure(_ score: OwnMutantsScore, rule: OwnMutantsRule) -> TestFailure {
    let percent = score.total == 0 ? 0 : score.killed * 100 / score.total
    let shown = score.survivors.prefix(3).map { "Not killed: \(survivorDescription($0))" }
    return TestFailure(
      message: "Issue recorded",
      comments: [
        "Your tests kill \(score.killed) of \(score.total) mutants of your code (\(percent)%); \(rule.threshold)% is needed."
      ] + shown
        + [
          "A mutant is your code with one small change; a test that fails on it kills it. What does no test check yet?"
        ])
  }

  /// Why tests that passed on the learner's code failed in the sandbox.
  static func sandboxFailures(_ run: CheckResult, rule: OwnMutantsRule) -> [TestFailure] {
    let seconds = rule.timeLimit.components.seconds
    let why =
      "In the grader's sandbox (no home or temporary folder to write to, no server, \(seconds) s in all) they fail: a test that reaches the real disk, network or clock fails there."
    if case .timedOut = run.outcome {
      return [
        TestFailure(
          message: "Your tests took more than \(seconds) s in all", comments: [why])
      ]
    }
    let failing = run.tests.filter { $0.status != .passed && $0.status != .skipped }
    guard !failing.isEmpty || run.outcome != .ran else { return [] }
    return (failing.isEmpty ? [nil] : failing.map { $0 }).prefix(5).map { test in
      TestFailure(
        message: test?.failures.first?.message ?? "The run did not end well",
        comments: [
          test.map { "\"\($0.displayName)\" passes on your code, but not in the sandbox." } ?? why
        ]
          + (test == nil ? [] : [why]),
        location: test?.failures.first?.location)
    }
  }

  /// Runs the learner's tests of `lesson`, as the check in slot 0 built them, again in the
  /// sandbox: the test binary alone, with `HOME` and `TMPDIR` under `/dev/null` (where
  /// nothing can be made, not even by root), no other variable but `PATH`, and the rule's
  /// time limit. Nil where the binary cannot be run alone (on macOS, where `swift test` runs
  /// it through a helper).
  func runInSandbox(_ lesson: Lesson, rule: OwnMutantsRule) async throws -> CheckResult? {
    #if os(Linux)
      let scratch = Scratch(
        folder: workshop.stateFolder.appending(path: "\(lesson.folder)-yourtests"))
      let binary = scratch.folder.appending(path: "debug/TestableSwiftPackageTests.xctest")
      guard files.fileExists(at: binary) else { return nil }
      let command = ProcessCommand(
        arguments: [
          binary.path, "--testing-library", "swift-testing", "--no-parallel",
          "--event-stream-output-path", scratch.events.path, "--event-stream-version", "0",
        ],
        environment: [
          "PATH": environment["PATH"] ?? "/usr/bin:/bin",
          "HOME": "/dev/null/your-tests-home", "TMPDIR": "/dev/null/your-tests-tmp",
        ],
        outputFile: scratch.output)
      return try await withLock(of: scratch, checking: [lesson]) {
        let run = try await self.run(command, in: scratch, testTimeout: rule.timeLimit)
        let summary = EventStreamSummary(jsonLines: run.events, pathMapper: relativePath)
        var result = CheckResult(lesson: lesson, source: .solution, summary: summary, warnings: [])
        if run.timeout != nil {
          result.outcome = .timedOut(whileBuilding: false)
        } else if summary.tests.isEmpty {
          result.outcome = .noTests
        } else if !summary.finished {
          result.outcome = .crashed
        }
        return result
      }
    #else
      return nil
    #endif
  }
}
