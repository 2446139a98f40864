import Foundation

/// Builds and runs one lesson's suite alone, in a scratch path of its own.
public struct LessonChecker: Sendable {
  public let workshop: Workshop
  let files: any FileSystemAccessing
  let runner: any ProcessRunning
  let clock: any Clock<Duration>
  let environment: [String: String]
  /// How long the tests may run once they have started.
  public var testTimeout: Duration
  /// How long building may take before the tests start.
  public var buildTimeout: Duration = .seconds(900)
  /// How often the watchdog looks at the run.
  var pollInterval: Duration = .milliseconds(100)
  /// How long a run may go on after its event stream says it ended: a process the tests
  /// started and left running can keep `swift test` waiting for ever.
  var afterRunGrace: Duration = .seconds(2)
  /// Whether a check of a lesson that asks the learner to write tests grades them too.
  var gradesLearnerTests = true
  /// Whether a check of several lessons runs those that build in one run, rather than
  /// each alone.
  var checksLessonsTogether = true
  /// Says that a check waits for another grader's check of the same lesson to end.
  public var waitingNotice: @Sendable (String) -> Void = { _ in }

  public init(
    workshop: Workshop,
    files: any FileSystemAccessing = DefaultFileSystem(),
    runner: any ProcessRunning = DefaultProcessRunner(),
    clock: any Clock<Duration> = ContinuousClock(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    testTimeout: Duration = .seconds(30)
  ) {
    self.workshop = workshop
    self.files = files
    self.runner = runner
    self.clock = clock
    self.environment = environment
    self.testTimeout = testTimeout
  }

  /// The scratch path where `lesson` is built from `source`.
  public func scratchFolder(for lesson: Lesson, source: LessonSource) -> URL {
    workshop.stateFolder.appending(
      path: source == .lesson ? lesson.folder : "\(lesson.folder)-solution")
  }

  /// The files a check keeps in its scratch path.
  struct Scratch {
    let folder: URL
    var events: URL { folder.appending(path: "events.jsonl") }
    var output: URL { folder.appending(path: "output.log") }
    var home: URL { folder.appending(path: "home") }
    var temporary: URL { folder.appending(path: "tmp") }
    var lock: URL { folder.appending(path: "grader.lock") }
  }

  /// The command that builds and tests `lessons` from `source` in `scratch`, or from their
  /// folders in `codeRoot` when one is given.
  func command(
    for lessons: [Lesson], source: LessonSource, in scratch: Scratch, codeRoot: URL? = nil,
    learnerTests: LessonSource? = nil, withSuite: Bool = false
  ) -> ProcessCommand {
    // Of the WORKSHOP_ variables, only those the manifest needs reach the build and the tests.
    var environment = environment.filter { !$0.key.hasPrefix("WORKSHOP_") }
    environment["WORKSHOP_LESSON"] = lessons.map { "\($0.number)" }.joined(separator: ",")
    environment["WORKSHOP_SOLUTIONS"] = source == .solution ? "1" : nil
    environment["WORKSHOP_CODE"] = codeRoot.map(workshop.relativePath)
    environment["WORKSHOP_TESTS"] = learnerTests.map { $0 == .lesson ? "Lessons" : "Solutions" }
    // A version written with its own tests (the capstone's) is tested by them.
    if learnerTests != nil, let codeRoot,
      files.isDirectory(
        at: codeRoot.appending(path: "\(lessons[0].folder)/\(Workshop.learnerTestsFolder)"))
    {
      environment["WORKSHOP_TESTS"] = workshop.relativePath(codeRoot)
    }
    environment["WORKSHOP_SUITE"] = withSuite ? "1" : nil
    // Code that is still tightly coupled writes into the home folder: give it one of its own.
    let home = scratch.home
    environment["HOME"] = home.path
    environment["XDG_DATA_HOME"] = home.appending(path: ".local/share").path
    environment["XDG_CONFIG_HOME"] = home.appending(path: ".config").path
    // Caches (clang's module cache) outlive the home folder, so checks stay quick.
    environment["XDG_CACHE_HOME"] = scratch.folder.appending(path: "cache").path
    // The compiler and the tests leave folders in the temporary folder: keep them here, and
    // empty it before each run, so that checks do not fill the learner's own.
    environment["TMPDIR"] = scratch.temporary.path
    var arguments = [
      "swift", "test",
      "--package-path", workshop.root.path,
      "--scratch-path", scratch.folder.path,
      // Keep the manifest cache in the scratch path, not in the stand-in home folder.
      "--manifest-cache", "local",
      "--disable-xctest",
      // A module may import only the modules it declares (lesson 10's inward rule).
      "--explicit-target-dependency-import-check", "error",
      // One test at a time, so that a crash names the one test it happened in.
      "--no-parallel",
      "--event-stream-output-path", scratch.events.path,
      "--event-stream-version", "0",
    ]
    if codeRoot != nil {
      // No one reads a backtrace from another version of the code: without debug
      // information, each version compiles and links sooner.
      arguments += ["-Xswiftc", "-gnone"]
    }
    return ProcessCommand(
      arguments: arguments, environment: environment, outputFile: scratch.output)
  }

  /// Builds and runs `lesson`'s suite against `source` and reports what happened. A second
  /// grader checking the same lesson (watch mode and a check by hand) waits for the first.
  ///
  /// In a lesson that asks the learner to write tests, a suite that ran is followed by the
  /// grade of those tests, under their task; `progress` says what is being checked then.
  ///
  /// Unless `gradesUnstartedTests`, tests the learner has not started (the starter's example,
  /// unchanged) are reported as not started instead of graded.
  public func check(
    _ lesson: Lesson, source: LessonSource = .lesson, gradesUnstartedTests: Bool = true,
    progress: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws -> CheckResult {
    guard gradesLearnerTests, hasLearnerTests(lesson, source: source) else {
      return try await checkSuite(lesson, source: source)
    }
    if workshop.ownMutantsRule(of: lesson, files: files) != nil {
      // The mutants of the learner's code are tried once the suite passes, as each is a
      // build: minutes in all. Until then the tests are graded on the code alone.
      let suite = try await checkSuite(lesson, source: source)
      guard suite.outcome == .ran else { return suite }
      return adding(
        try await learnerTestsGrade(
          of: lesson, source: source, gradesUnstartedTests: gradesUnstartedTests,
          triesMutants: suite.allPassed, progress: progress),
        to: suite)
    }
    // The learner's tests build in scratch paths of their own, so they are graded while the
    // suite runs; a suite that did not run stops the grade, which is then not given.
    async let grade = learnerTestsGrade(
      of: lesson, source: source, gradesUnstartedTests: gradesUnstartedTests,
      progress: progress)
    let suite = try await checkSuite(lesson, source: source)
    guard suite.outcome == .ran else { return suite }
    return adding(try await grade, to: suite)
  }

  /// Builds and runs `lesson`'s suite against `source` alone, once no other grader is
  /// checking the same lesson.
  func checkSuite(_ lesson: Lesson, source: LessonSource) async throws -> CheckResult {
    let scratch = Scratch(folder: scratchFolder(for: lesson, source: source))
    return try await withLock(of: scratch, checking: [lesson]) {
      try await checkAlone(lesson, source: source, in: scratch).result
    }
  }

  /// Runs `body` while this process alone uses `scratch`; a wait for another grader's check
  /// of `lessons` is announced once, with that grader's process ID.
  func withLock<T>(
    of scratch: Scratch, checking lessons: [Lesson], _ body: () async throws -> T
  ) async throws -> T {
    try await files.withExclusiveLock(
      at: scratch.lock,
      waiting: { pid in
        let numbers = lessons.map(\.paddedNumber).joined(separator: ", ")
        let holder = pid.map { " (pid \($0))" } ?? ""
        let subject = lessons.count == 1 ? "lesson" : "lessons"
        waitingNotice("Waiting for another check of \(subject) \(numbers)\(holder)…\n")
      }, body)
  }

  /// `result` with the grade of the tests the learner wrote under their task, when its
  /// lesson asks for them and its suite ran; `progress` says what is being checked.
  func addingLearnerTests(
    to result: CheckResult, gradesUnstartedTests: Bool = true,
    progress: @Sendable (String) -> Void = { _ in }
  ) async throws -> CheckResult {
    let lesson = result.lesson
    guard gradesLearnerTests, result.outcome == .ran,
      hasLearnerTests(lesson, source: result.source)
    else { return result }
    return adding(
      try await learnerTestsGrade(
        of: lesson, source: result.source, gradesUnstartedTests: gradesUnstartedTests,
        triesMutants: result.allPassed, progress: progress),
      to: result)
  }

  /// The grade of the tests the learner wrote for `lesson` in `source`, under the task of
  /// its README that names their folder.
  private func learnerTestsGrade(
    of lesson: Lesson, source: LessonSource, gradesUnstartedTests: Bool,
    triesMutants: Bool = true, progress: @Sendable (String) -> Void
  ) async throws -> LearnerTestsGrade {
    let readme = Readme(text: files.text(of: workshop.readme(of: lesson)) ?? "")
    return try await gradeLearnerTests(
      of: lesson, source: source, task: readme.learnerTestsTask,
      runs: VersionRuns(jobs: Verifier.learnerTestRunsAtOnce, triesMutants: triesMutants),
      gradesUnstartedTests: gradesUnstartedTests, progress: progress)
  }

  /// `result` with `grade` under its task.
  private func adding(_ grade: LearnerTestsGrade, to result: CheckResult) -> CheckResult {
    var result = result
    result.tests += grade.tests
    result.learnerTests = grade.summary
    return result
  }

  /// Builds and runs `lesson`'s suite against `code`, another version of its reference
  /// solution given as files by path relative to the lesson's folder; or, with
  /// `learnerTests`, the tests in the lesson's `YourTests` folder of that source instead.
  ///
  /// Every version is written to one folder and built in one scratch path, so that each
  /// check after the first rebuilds only what changed.
  ///
  /// A run that proves nothing (see ``needsSecondRun(_:output:after:)``) is run once more,
  /// unless `once`, or `stopped()`, asked once `beforeSecondRun()` returns, says the run is
  /// no longer wanted: a verdict on a wheat or a chaff must not rest on a spoiled build.
  /// `stopped()` ends a run under way too. With
  /// `trustingCompileErrors`, a version whose build names its errors is not built again:
  /// a mutant that does not compile is no spoiled build.
  ///
  /// Versions checked in different `slot`s use scratch paths and folders of their own, so
  /// that as many can be built at once as the machine has cores.
  ///
  /// `withSuite` runs the suite as well as `learnerTests`, in one build, and returns the
  /// suite's results; the learner tests' results are kept in `kept`, and a later check of
  /// them on the same code is answered from there.
  func check(
    _ lesson: Lesson, code: [String: String], learnerTests: LessonSource? = nil,
    withSuite: Bool = false, once: Bool = false, trustingCompileErrors: Bool = false,
    slot: Int = 0, kept: LearnerRuns? = nil, stopped: @escaping @Sendable () -> Bool = { false },
    beforeSecondRun: @Sendable () async -> Void = {}
  ) async throws -> CheckResult {
    if let learnerTests, !withSuite, let run = kept?.run(of: learnerTests, on: code) {
      return run
    }
    let result = try await checkVersion(
      lesson, code: code, learnerTests: learnerTests, withSuite: withSuite, once: once,
      trustingCompileErrors: trustingCompileErrors, slot: slot, stopped: stopped,
      beforeSecondRun: beforeSecondRun)
    guard withSuite, let learnerTests else { return result }
    let isLearners = { (test: TestResult) in test.id.hasPrefix("\(lesson.learnerTestModule).") }
    var learner = result
    learner.tests.removeAll { !isLearners($0) }
    // Only a run that ended well speaks for the learner tests: in one that crashed or timed
    // out, they may never have run.
    if result.outcome == .ran, result.suiteFailures.isEmpty, !learner.tests.isEmpty {
      kept?.keep(learner, of: learnerTests, on: code)
    }
    var suite = result
    suite.tests.removeAll(where: isLearners)
    return suite
  }

  /// ``check(_:code:learnerTests:withSuite:once:trustingCompileErrors:slot:kept:stopped:)``, without
  /// the kept runs.
  private func checkVersion(
    _ lesson: Lesson, code: [String: String], learnerTests: LessonSource?, withSuite: Bool,
    once: Bool, trustingCompileErrors: Bool, slot: Int,
    stopped: @escaping @Sendable () -> Bool, beforeSecondRun: @Sendable () async -> Void
  ) async throws -> CheckResult {
    let purpose = learnerTests == nil ? "variants" : "yourtests"
    let suffix = slot == 0 ? "" : "-\(slot)"
    let scratch = Scratch(
      folder: workshop.stateFolder.appending(path: "\(lesson.folder)-\(purpose)\(suffix)"))
    let codeRoot = workshop.stateFolder.appending(path: "\(purpose)-code\(suffix)")
    return try await withLock(of: scratch, checking: [lesson]) {
      let folder = codeRoot.appending(path: lesson.folder)
      // Rewrite only the files that differ, so that the build sees only real changes.
      var changed = false
      for path in files.files(under: folder) where code[path] == nil {
        try files.removeItem(at: folder.appending(path: path))
        changed = true
      }
      var written: [String] = []
      for (path, text) in code where files.text(of: folder.appending(path: path)) != text {
        try files.write(Data(text.utf8), to: folder.appending(path: path))
        changed = true
        written.append(path)
      }
      let (result, output) = try await checkAlone(
        lesson, source: .solution, in: scratch, codeRoot: codeRoot, learnerTests: learnerTests,
        withSuite: withSuite, stopped: stopped)
      if trustingCompileErrors, case .didNotCompile(let errors) = result.outcome,
        !errors.isEmpty
      {
        return result
      }
      guard !once,
        Self.needsSecondRun(
          result, output: output, after: changed ? lesson : nil, writing: written)
      else {
        return result
      }
      await beforeSecondRun()
      guard !stopped() else { return result }
      // Write every file again, with a new modification date, and build once more.
      for (path, text) in code {
        try files.write(Data(text.utf8), to: folder.appending(path: path))
      }
      return try await checkAlone(
        lesson, source: .solution, in: scratch, codeRoot: codeRoot, learnerTests: learnerTests,
        withSuite: withSuite, stopped: stopped
      ).result
    }
  }

  /// Whether a run of a version of the code proves nothing and is worth a second run: it
  /// did not build, ran no test, or ran after a change to `changedLesson`'s code without
  /// compiling any of it, or without compiling one of the Swift files at the paths
  /// `written` (an incremental build that missed the change).
  ///
  /// A wheat or a chaff is read as a verdict, so one run spoiled by the machine (a build
  /// stopped under load, a stale object file) must not decide it.
  static func needsSecondRun(
    _ result: CheckResult, output: String, after changedLesson: Lesson?,
    writing written: [String] = []
  ) -> Bool {
    switch result.outcome {
    case .didNotCompile, .noTests, .timedOut(whileBuilding: true):
      return true
    case .ran, .crashed, .timedOut(whileBuilding: false):
      guard let lesson = changedLesson else { return false }
      // The lesson's own module, not the learner's tests, which depend on it.
      let compiled = output.split(separator: "\n").filter {
        $0.contains("Compiling \(lesson.module) ")
      }
      guard !compiled.isEmpty else { return true }
      let swiftFiles = written.filter { $0.hasSuffix(".swift") }.map {
        $0.split(separator: "/").last!
      }
      return !swiftFiles.allSatisfy { file in compiled.contains { $0.contains(file) } }
    }
  }

  /// ``check(_:source:)``, once no other grader is checking the same lesson: the result,
  /// and what the build and the tests printed.
  private func checkAlone(
    _ lesson: Lesson, source: LessonSource, in scratch: Scratch, codeRoot: URL? = nil,
    learnerTests: LessonSource? = nil, withSuite: Bool = false,
    stopped: @escaping @Sendable () -> Bool = { false }
  ) async throws -> (result: CheckResult, output: String) {
    let (exit, timeout, output, events, left) = try await run(
      command(
        for: [lesson], source: source, in: scratch, codeRoot: codeRoot,
        learnerTests: learnerTests, withSuite: withSuite),
      in: scratch, stopped: stopped)
    let summary = EventStreamSummary(jsonLines: events, pathMapper: relativePath)
    var result = CheckResult(
      lesson: lesson, source: source, summary: summary,
      warnings: CompilerError.parse(output, relativeTo: workshop, severity: "warning"))

    let undeclaredImports = undeclaredImports(
      in: output,
      folder: codeRoot?.appending(path: lesson.folder)
        ?? workshop.codeFolder(of: lesson, source: source))
    // What a build leaves running is no doing of the learner's tests.
    result.leftRunning = summary.tests.isEmpty ? [] : left
    if timeout == .building {
      result.outcome = .timedOut(whileBuilding: true)
    } else if summary.tests.isEmpty && !exit.succeeded && timeout == nil {
      // An import that points the wrong way can also make modules depend on each other in a
      // circle; the import is the cause, so it comes first.
      let errors = undeclaredImports + CompilerError.parse(output, relativeTo: workshop)
      result.outcome = .didNotCompile(errors)
      if errors.isEmpty { result.outputExcerpt = Self.lastLines(of: output, count: 15) }
    } else if !undeclaredImports.isEmpty {
      // `swift test` reports these but still runs the tests: they are build errors all the same.
      result.outcome = .didNotCompile(undeclaredImports)
    } else if summary.tests.isEmpty && exit.succeeded {
      result.outcome = .noTests
    } else if timeout == .testing {
      result.outcome = .timedOut(whileBuilding: false)
    } else if !summary.finished {
      result.outcome = .crashed
      result.outputExcerpt = Self.crashLines(of: output)
    }
    return (result, output)
  }

  /// What one `swift test` run left behind: how it ended, the phase in which the watchdog
  /// stopped it, what it printed, its event stream, and the processes it left running,
  /// which were ended.
  typealias Run = (
    exit: ProcessExit, timeout: TimeoutPhase?, output: String, events: String,
    left: [LeftProcess]
  )

  /// Runs `command` in `scratch`, from an empty stand-in home and temporary folder, under
  /// the watchdog, which allows the tests `testTimeout` (the checker's own if nil); the
  /// caller holds the scratch path's lock.
  func run(
    _ command: ProcessCommand, in scratch: Scratch, testTimeout: Duration? = nil,
    stopped: @escaping @Sendable () -> Bool = { false }
  ) async throws -> Run {
    let events = scratch.events
    try files.removeItem(at: events)
    try files.removeItem(at: scratch.home)
    // Empty the temporary folder, but keep SwiftPM's lock on the scratch path in it.
    for entry in files.entries(of: scratch.temporary) where !entry.hasSuffix(".lock") {
      try files.removeItem(at: scratch.temporary.appending(path: entry))
    }
    try files.createFolder(at: scratch.temporary)
    try files.write(Data(), to: command.outputFile)

    let process = try runner.start(command)
    let limit = testTimeout ?? self.testTimeout
    let watchdog = Task {
      await watch(process, events: events, testTimeout: limit, stopped: stopped)
    }
    let exit = await process.waitForExit()
    watchdog.cancel()
    let (timeout, leftBefore) = await watchdog.value
    // The run has ended: whatever it left running is ended now.
    let left = leftBefore + (await process.endLeftovers())
    return (
      exit, timeout, files.text(of: command.outputFile, keepingEnds: Self.outputKept) ?? "",
      files.text(of: events) ?? "", left
    )
  }

  /// How many bytes of the start and of the end of a run's output are read: the build's
  /// errors come first, a crash's last words at the end, and a test may print without end.
  static let outputKept = 256 * 1024

  /// Where Swift Testing says an issue happened, as a path relative to the workshop.
  func relativePath(_ location: EventRecord.SourceLocation) -> String {
    location._filePath.map(workshop.relativePath) ?? location.fileID
  }

  /// The phase in which a run was stopped for taking too long.
  enum TimeoutPhase {
    case building, testing
  }

  /// Kills the run when building or testing takes too long, and returns the phase it was in;
  /// ends it too, with what it left running, when it goes on long after its tests ended,
  /// and returns no phase and what was left.
  private func watch(
    _ process: any RunningProcess, events: URL, testTimeout: Duration,
    stopped: @Sendable () -> Bool
  ) async -> (TimeoutPhase?, [LeftProcess]) {
    var building = Duration.zero
    var testing: Duration?
    var sinceRunEnded: Duration?
    while !Task.isCancelled {
      do { try await clock.sleep(for: pollInterval) } catch { return (nil, []) }
      // A run no longer wanted (its tests failed on the given code) ends at once.
      if stopped() {
        process.killGroup()
        return (nil, [])
      }
      if testing == nil && files.fileExists(at: events) { testing = .zero }
      if let elapsed = testing {
        testing = elapsed + pollInterval
        if sinceRunEnded == nil, hasRunEnded(events) { sinceRunEnded = .zero }
        if let ended = sinceRunEnded {
          if ended >= afterRunGrace { return (nil, await process.endLeftovers()) }
          sinceRunEnded = ended + pollInterval
        }
        if sinceRunEnded == nil, elapsed >= testTimeout {
          process.killGroup()
          return (.testing, [])
        }
      } else {
        building += pollInterval
        if building >= buildTimeout {
          process.killGroup()
          return (.building, [])
        }
      }
    }
    return (nil, [])
  }

  /// Whether the event stream at `events` says the run ended; only its end is read.
  private func hasRunEnded(_ events: URL) -> Bool {
    files.text(of: events, keepingEnds: 1024)?.contains(#""kind":"runEnded""#) == true
  }

  /// SwiftPM's errors for a module that imports a module it does not declare.
  private func undeclaredImports(in output: String, folder: URL) -> [CompilerError] {
    Self.undeclaredImportLines(in: output)
      .map { line in
        let message = line.range(of: "error: ").map { String(line[$0.upperBound...]) }
        return CompilerError(
          file: workshop.relativePath(folder), line: 0, message: message ?? String(line))
      }
  }

  /// The lines of SwiftPM's output that report a module importing a module it does not
  /// declare, such as "error: Target Lesson10HexagonalMarketDomain imports another target …".
  static func undeclaredImportLines(in output: String) -> [Substring] {
    output.split(whereSeparator: \.isNewline).filter { $0.contains("imports another target") }
  }

  private static func lastLines(of output: String, count: Int) -> [String] {
    output.split(whereSeparator: \.isNewline).suffix(count).map(String.init)
  }

  /// The lines in which the Swift runtime explains a crash.
  private static func crashLines(of output: String) -> [String] {
    output.split(whereSeparator: \.isNewline)
      .filter { $0.contains("Fatal error") || $0.contains("Precondition failed") }
      .prefix(3).map(String.init)
  }
}
