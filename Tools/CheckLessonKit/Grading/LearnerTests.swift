import Foundation
import Synchronization

/// What grading the tests a learner wrote found: how many there are, whether they pass on
/// every correct version of the code they test, and how many planted bugs they catch.
public struct LearnerTestsSummary: Sendable, Equatable, Codable {
  /// The README task that asks for the tests.
  public var task: Int?
  /// How many of the learner's tests ran on the given code.
  public var count: Int
  /// How many of them fail on a correct version of the code.
  public var failingOnWheats: Int
  /// How many planted bugs at least one of them catches, of how many.
  public var caught: Int
  public var total: Int
  /// The descriptions of the planted bugs no test catches, for hints, one at a time.
  public var uncaught: [String]
  /// Whether the learner has written tests: false while `YourTests` holds the starter's
  /// example unchanged, which is then not run at all.
  public var started: Bool
  /// The files of the workshop that the tests added, removed or changed while they were
  /// graded; nil when they changed none.
  public var changedFiles: [String]? = nil
  /// True when the tests are graded by the mutants of the learner's own code: `caught` of
  /// `total` are the mutants they kill, of those that compile, and `uncaught` the survivors.
  public var byOwnMutants: Bool? = nil
}

/// The three results a test-writing task is graded by, shown under its task like any test.
public struct LearnerTestsGrade: Sendable, Equatable, Codable {
  public var tests: [TestResult]
  public var summary: LearnerTestsSummary
}

extension LessonChecker {
  /// The display names of the three results a test-writing task is graded by.
  static let learnerTestNames = (
    given: "Your tests build and pass on the given code",
    wheats: "Your tests pass on every correct version of the code",
    chaffs: "Your tests catch every planted bug"
  )

  /// Whether `lesson` asks the learner to write tests: its folder in `source`, or its
  /// reference, has a `YourTests` folder, so that deleting the folder does not drop the task.
  func hasLearnerTests(_ lesson: Lesson, source: LessonSource) -> Bool {
    files.isDirectory(at: learnerTestsFolder(of: lesson, source: source))
      || files.isDirectory(at: learnerTestsFolder(of: lesson, source: .solution))
  }

  /// The `YourTests` folder of `lesson` in `source`.
  private func learnerTestsFolder(of lesson: Lesson, source: LessonSource) -> URL {
    workshop.codeFolder(of: lesson, source: source).appending(path: Workshop.learnerTestsFolder)
  }

  /// Grades the tests in `lesson`'s `YourTests` folder of `source`: they must build and pass
  /// on the reference code, pass on every wheat of it, and fail on every chaff of it.
  ///
  /// `progress` is told which planted bug is being checked. A grade is kept in the scratch
  /// path and reused until the tests, the reference or its variants change. `runs` says how
  /// the versions run; unless `gradesUnstartedTests`, the starter's example, unchanged, is
  /// reported as not started.
  func gradeLearnerTests(
    of lesson: Lesson, source: LessonSource, task: LessonTask?,
    runs: VersionRuns = VersionRuns(), gradesUnstartedTests: Bool = true,
    progress: @Sendable (String) -> Void = { _ in }
  ) async throws -> LearnerTestsGrade {
    if let missing = missingTestsGrade(of: lesson, source: source, task: task) {
      return missing
    }
    if !gradesUnstartedTests, !hasStartedTests(lesson, source: source) {
      return notStartedGrade(of: lesson, source: source, task: task)
    }
    let cacheFile = workshop.stateFolder.appending(path: "\(lesson.folder)-yourtests/grade.json")
    let fingerprint = learnerTestsFingerprint(of: lesson, source: source)
    if let data = try? files.contents(of: cacheFile),
      let cached = try? JSONDecoder().decode(CachedGrade.self, from: data),
      cached.fingerprint == fingerprint, cached.grade.summary.task == task?.number
    {
      return cached.grade
    }
    let grade = try await freshGrade(
      of: lesson, source: source, task: task, runs: runs, progress: progress)
    // Tests that changed the learner's files are graded again next time, as the change may
    // have been the learner's own, saved while the tests ran.
    // A grade by the mutants of the learner's code that did not try them is not whole.
    guard grade.summary.changedFiles == nil, grade.summary.byOwnMutants != true || runs.triesMutants
    else { return grade }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try files.write(
      try encoder.encode(CachedGrade(fingerprint: fingerprint, grade: grade)), to: cacheFile)
    return grade
  }

  /// Whether the tests in `lesson`'s `YourTests` folder of `source` are the learner's own:
  /// false only while the learner's copy holds the starter's example unchanged, as its
  /// fingerprint, kept in ``Workshop/starterTestsFingerprintFile(of:)``, shows.
  func hasStartedTests(_ lesson: Lesson, source: LessonSource) -> Bool {
    guard source == .lesson,
      let kept = files.text(of: workshop.starterTestsFingerprintFile(of: lesson))
    else { return true }
    return kept.trimmingCharacters(in: .whitespacesAndNewlines)
      != testsFingerprint(of: lesson, source: source)
  }

  /// The grade of a test-writing task the learner has not started, in a report of every
  /// lesson. `verify` proves that the example passes on the given code and misses a planted
  /// bug; a check of the one lesson grades it, to show the learner what it catches.
  private func notStartedGrade(of lesson: Lesson, source: LessonSource, task: LessonTask?)
    -> LearnerTestsGrade
  {
    let names = Self.learnerTestNames
    let notStarted = TestFailure(
      message: "Issue recorded",
      comments: [
        "Not started: \(learnerTestsPath(lesson, source)) is as the starter gave it.",
        "Write your tests there. swift run check-lesson \(lesson.number) grades them, or the example.",
      ])
    let chaffs = workshop.variants(of: lesson, forLearnerTests: true, files: files)
      .count { $0.kind == .chaff }
    return LearnerTestsGrade(
      tests: [
        Self.result(names.given, task: task, ran: false),
        Self.result(names.wheats, task: task, ran: false),
        Self.result(names.chaffs, task: task, failures: [notStarted]),
      ],
      summary: LearnerTestsSummary(
        task: task?.number, count: 0, failingOnWheats: 0, caught: 0, total: chaffs,
        uncaught: [], started: false))
  }

  /// The grade of a test-writing task whose `YourTests` folder is missing or has no Swift
  /// file: it fails and says where the tests go; nil when there are tests to grade.
  private func missingTestsGrade(of lesson: Lesson, source: LessonSource, task: LessonTask?)
    -> LearnerTestsGrade?
  {
    let folder = learnerTestsFolder(of: lesson, source: source)
    guard !files.files(under: folder).contains(where: { $0.hasSuffix(".swift") }) else {
      return nil
    }
    let reason = files.isDirectory(at: folder) ? "it has no Swift file" : "the folder is missing"
    let missing = TestFailure(
      message: "Issue recorded",
      comments: ["Write your tests in \(learnerTestsPath(lesson, source)): \(reason)."])
    let names = Self.learnerTestNames
    let chaffs = workshop.variants(of: lesson, forLearnerTests: true, files: files)
      .count { $0.kind == .chaff }
    return LearnerTestsGrade(
      tests: [
        Self.result(names.given, task: task, failures: [missing]),
        Self.result(names.wheats, task: task, ran: false),
        Self.result(names.chaffs, task: task, ran: false),
      ],
      summary: LearnerTestsSummary(
        task: task?.number, count: 0, failingOnWheats: 0, caught: 0, total: chaffs,
        uncaught: [], started: true))
  }

  /// One of the three results a test-writing task is graded by: passed without
  /// `failures`, failed with them, or not run.
  private static func result(
    _ name: String, task: LessonTask?, failures: [TestFailure] = [], ran: Bool = true
  ) -> TestResult {
    TestResult(
      id: "YourTests/\(name)", displayName: name,
      status: !ran ? .notRun : failures.isEmpty ? .passed : .failed, task: task,
      failures: failures)
  }

  private struct CachedGrade: Codable {
    var fingerprint: String
    var grade: LearnerTestsGrade
  }

  private func freshGrade(
    of lesson: Lesson, source: LessonSource, task: LessonTask?, runs plan: VersionRuns,
    progress: @Sendable (String) -> Void
  ) async throws -> LearnerTestsGrade {
    if let rule = workshop.ownMutantsRule(of: lesson, files: files) {
      return try await ownMutantsGrade(
        of: lesson, source: source, task: task, rule: rule, runs: plan, progress: progress)
    }
    let names = Self.learnerTestNames
    let reference = workshop.referenceFiles(of: lesson, files: files)
    let variants = workshop.variants(of: lesson, forLearnerTests: true, files: files)
    let wheats = variants.filter { $0.kind == .wheat }
    let chaffs = variants.filter { $0.kind == .chaff }
    func result(_ name: String, _ failures: [TestFailure], ran: Bool = true) -> TestResult {
      Self.result(name, task: task, failures: failures, ran: ran)
    }
    var summary = LearnerTestsSummary(
      task: task?.number, count: 0, failingOnWheats: 0, caught: 0, total: chaffs.count,
      uncaught: chaffs.map(\.description), started: true)

    // The given code first, then every correct and planted version, on as many scratch
    // paths at once as there are jobs. Planted bugs are revealed only to tests that pass on
    // the given code: once they fail there, the versions not yet started are skipped.
    let versions = wheats + chaffs
    let jobs = plan.jobs
    let kept = plan.kept
    let pool = SlotPool(count: jobs)
    let folder = learnerTestsPath(lesson, source)
    // What fails on the given code, once it has run there.
    let onGiven = Mutex<[TestFailure]?>(nil)
    let givenFails = { @Sendable in !(onGiven.withLock { $0 } ?? []).isEmpty }
    var done = 0
    let before = WorkshopSnapshot(of: workshop, files: files)
    progress("Checking your tests against the given code and \(versions.count) versions of it")
    // The versions that start beside the given code run whatever it shows; any other waits
    // until the given code's run has ended, and then starts only if the tests passed there.
    let givenRan = Gate()
    let items = Array(([nil] + versions).enumerated())
    let runs = try await mapInOrder(items, atOnce: jobs) { position, version -> CheckResult? in
      guard let version else {
        // Tests that do not build on the given code are the learner's to fix: one run says so.
        return try await pool.withSlot { slot in
          do {
            let given = try await self.check(
              lesson, code: reference, learnerTests: source, once: true, slot: slot, kept: kept)
            // Said before the slot is free, so that no version starts in it.
            onGiven.withLock {
              $0 = Self.failuresOnGivenCode(given, folder: folder, timeLimit: testTimeout)
            }
            await givenRan.open()
            return given
          } catch {
            await givenRan.open()
            throw error
          }
        }
      }
      if position >= jobs { await givenRan.wait() }
      guard !givenFails(), let code = try? version.files(from: reference) else { return nil }
      return try await pool.withSlot { slot in
        guard !givenFails() else { return nil }
        return try await self.check(
          lesson, code: code, learnerTests: source, slot: slot, kept: kept, stopped: givenFails,
          beforeSecondRun: { await givenRan.wait() })
      }
    } ready: { _ in
      done += 1
      if done > 1 {
        progress("Checked your tests against \(done - 1) of \(versions.count) versions of the code")
      }
    }
    let given = runs[0]!
    summary.count = given.tests.count
    let changed = WorkshopSnapshot(of: workshop, files: files).changes(since: before)
    summary.changedFiles = changed.isEmpty ? nil : changed
    let givenFailures = Self.failures(changing: changed) + (onGiven.withLock { $0 } ?? [])
    guard givenFailures.isEmpty else {
      summary.uncaught = []
      return LearnerTestsGrade(
        tests: [
          result(names.given, givenFailures), result(names.wheats, [], ran: false),
          result(names.chaffs, [], ran: false),
        ], summary: summary)
    }
    let versionRuns = Array(runs.dropFirst())

    var wheatFailures: [TestFailure] = []
    var failingOnWheats: Set<String> = []
    for (wheat, run) in zip(wheats, versionRuns) {
      guard let run else { continue }
      for test in run.tests where test.status != .passed {
        failingOnWheats.insert(test.displayName)
        // No location of its own: each correct version is named, never folded into a count.
        let failure = test.failures.first
        wheatFailures.append(
          TestFailure(
            message: (failure?.message
              ?? Self.whyNotPassed(test, in: run, timeLimit: testTimeout))
              + (failure?.location.map { " at \($0)" } ?? ""),
            comments: [
              "\"\(test.displayName)\" fails on a correct version: \(wheat.description)",
              "This test pins something the README does not promise.",
            ]))
      }
      if run.tests.isEmpty {
        wheatFailures += Self.failuresOnGivenCode(run, folder: "", timeLimit: testTimeout)
      }
    }
    summary.failingOnWheats = failingOnWheats.count

    var caught: [String] = []
    var uncaught: [String] = []
    for (chaff, run) in zip(chaffs, versionRuns.dropFirst(wheats.count)) {
      guard let run else { continue }
      // The verdict on a chaff is the one verify gives; only how it was caught is told.
      switch (Verdict(of: run).isCaught, run.outcome) {
      case (true, .crashed): caught.append("\(chaff.description) (your tests crashed on it)")
      case (true, .timedOut):
        caught.append("\(chaff.description) (your tests timed out on it)")
      case (true, _): caught.append(chaff.description)
      case (false, _): uncaught.append(chaff.description)
      }
    }
    summary.caught = caught.count
    summary.uncaught = uncaught
    let bugFailures =
      uncaught.isEmpty
      ? []
      : [
        TestFailure(
          message: "Issue recorded",
          comments: ["Your tests caught \(caught.count) of \(chaffs.count) planted bugs."]
            + caught.map { "Caught: \($0)" }
            + [
              "Not caught: \(uncaught.count). Which promise of the README does no test check yet?"
            ])
      ]
    return LearnerTestsGrade(
      tests: [
        result(names.given, []), result(names.wheats, wheatFailures),
        result(names.chaffs, bugFailures),
      ], summary: summary)
  }

  /// What is wrong with tests that changed the files at `paths` of the workshop.
  static func failures(changing paths: [String]) -> [TestFailure] {
    guard !paths.isEmpty else { return [] }
    let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    return [
      TestFailure(
        message: "Your tests changed \(shown)",
        comments: [
          "Tests must write only in temporary folders (FileManager.default.temporaryDirectory).",
          "The grader restores nothing: git status shows what changed.",
        ])
    ]
  }

  private func learnerTestsPath(_ lesson: Lesson, _ source: LessonSource) -> String {
    workshop.relativePath(learnerTestsFolder(of: lesson, source: source))
  }

  /// Why a run of the learner's tests on the given code does not count: they do not build,
  /// none ran, or some fail.
  static func failuresOnGivenCode(_ run: CheckResult, folder: String, timeLimit: Duration)
    -> [TestFailure]
  {
    switch run.outcome {
    case .didNotCompile(let errors):
      return errors.prefix(5).map {
        TestFailure(
          message: "error: \($0.message)", comments: ["Your tests do not compile yet."],
          location: "\($0.file):\($0.line)")
      }
    case .noTests, .timedOut(whileBuilding: true):
      return [
        TestFailure(
          message: "No test ran",
          comments: ["Write at least one @Test in \(folder)."])
      ]
    default:
      break
    }
    if run.tests.isEmpty {
      return [
        TestFailure(message: "No test ran", comments: ["Write at least one @Test in \(folder)."])
      ]
    }
    return run.tests.filter { $0.status != .passed }.map { test in
      TestFailure(
        message: test.failures.first?.message ?? whyNotPassed(test, in: run, timeLimit: timeLimit),
        comments: ["\"\(test.displayName)\" fails on the given code, which is correct."],
        location: test.failures.first?.location)
    }
  }

  /// Why `test`, which did not pass in `run` and recorded no failure, did not pass: it was
  /// stopped at the time limit, crashed, never ran, or was skipped.
  static func whyNotPassed(_ test: TestResult, in run: CheckResult, timeLimit: Duration)
    -> String
  {
    switch (test.status, run.outcome) {
    case (.unfinished, .timedOut):
      "it was still running at the time limit (\(timeLimit.components.seconds) s), so it was stopped"
    case (.unfinished, .crashed): "it crashed"
    case (.unfinished, _): "it did not finish"
    case (.notRun, _): "it did not run"
    case (.skipped, _): "it was skipped"
    default: "it did not pass"
    }
  }

  /// A fingerprint of what a grade of `lesson`'s learner tests depends on.
  private func learnerTestsFingerprint(of lesson: Lesson, source: LessonSource) -> String {
    var fingerprint = Fingerprint()
    // Another grader may grade the same tests differently.
    fingerprint.mix("grader \(Grader.version)".utf8)
    var folders = [
      workshop.codeFolder(of: lesson, source: source).appending(
        path: Workshop.learnerTestsFolder),
      workshop.codeFolder(of: lesson, source: .solution),
      workshop.variantsFolder(of: lesson),
    ]
    // Graded by the mutants of the learner's own code, the tests are graded again when it
    // changes.
    if workshop.ownMutantsRule(of: lesson, files: files) != nil {
      folders.append(workshop.codeFolder(of: lesson, source: source))
    }
    fingerprint.mix(filesUnder: folders, in: files)
    fingerprint.mix(
      (try? files.contents(of: workshop.root.appending(path: "Package.swift"))) ?? Data())
    return fingerprint.text
  }

  /// A fingerprint of the files in `lesson`'s `YourTests` folder of `source`, alone.
  func testsFingerprint(of lesson: Lesson, source: LessonSource) -> String {
    var fingerprint = Fingerprint()
    let folder = workshop.codeFolder(of: lesson, source: source)
      .appending(path: Workshop.learnerTestsFolder)
    fingerprint.mix(filesUnder: [folder], in: files)
    return fingerprint.text
  }
}

extension Fingerprint {
  /// Mixes in the name and contents of every file under `folders` but hidden ones.
  mutating func mix(filesUnder folders: [URL], in files: any FileSystemAccessing) {
    for folder in folders {
      for file in files.files(under: folder) where !file.hasPrefix(".") {
        mix(file: folder.appending(path: file), named: file, files: files)
      }
    }
  }
}

/// Holds back the tasks that wait on it until it is opened, once.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Lets every waiting task go, and every later one pass at once.
  func open() {
    isOpen = true
    for task in waiting { task.resume() }
    waiting = []
  }

  /// Returns once the gate is open.
  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }
}
