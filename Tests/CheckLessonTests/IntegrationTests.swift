@testable import CheckLessonKit
import Foundation
import Testing

/// Real checks: real `swift test` runs in temporary copies of the workshop. They take
/// a while (each builds a lesson from scratch), so they run one at a time.
@Suite("Checking real lessons", .serialized)
struct IntegrationTests {
  /// The workshop this test file belongs to.
  static let workshopRoot = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let folder: URL
  /// How long the hanging test's child sleeps: a number no other process on the machine uses,
  /// so that the check for survivors finds only that child.
  let sleepSeconds = "300.\(Int.random(in: 100_000...999_999))"

  init() throws {
    folder = FileManager.default.temporaryDirectory.appending(
      path: "check-lesson-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func checker(testTimeout: Duration = .seconds(120)) -> LessonChecker {
    let workshop = Workshop(root: folder, files: DefaultFileSystem())
    return LessonChecker(workshop: workshop, testTimeout: testTimeout)
  }

  func write(_ text: String, to path: String) throws {
    try DefaultFileSystem().write(Data(text.utf8), to: folder.appending(path: path))
  }

  func copy(_ path: String) throws {
    try FileManager.default.copyItem(
      at: Self.workshopRoot.appending(path: path), to: folder.appending(path: path))
  }

  /// Copies the manifest, what the suites share, the hints and the lesson folders at `paths` into the
  /// temporary workshop, as git's `HEAD` holds them, so that a learner's edits never reach
  /// these tests; outside a git clone, as the working tree holds them.
  func copyWorkshop(_ paths: [String]) throws {
    for path in ["Lessons", "Solutions", "Tests"] {
      try FileManager.default.createDirectory(
        at: folder.appending(path: path), withIntermediateDirectories: true)
    }
    let all = ["Package.swift", "Tests/SuiteSupport", "Tests/Hints"] + paths
    if try !extractFromHead(all) {
      for path in all { try copy(path) }
    }
  }

  /// Puts back the file at `path` as git's `HEAD`, or the working tree, holds it.
  func copyFromHead(_ path: String) throws {
    if try !extractFromHead([path]) { try copy(path) }
  }

  /// Extracts `paths` from git's `HEAD` into the temporary workshop; false when the
  /// workshop is not a git clone.
  private func extractFromHead(_ paths: [String]) throws -> Bool {
    let archive = folder.appending(path: "head.tar")
    defer { try? FileManager.default.removeItem(at: archive) }
    let root = Self.workshopRoot.path(percentEncoded: false)
    let output = archive.path(percentEncoded: false)
    guard
      try Self.run(
        ["git", "-C", root, "archive", "--format=tar", "-o", output, "HEAD", "--"] + paths)
    else { return false }
    let target = folder.path(percentEncoded: false)
    #expect(try Self.run(["tar", "-xf", output, "-C", target]), "tar could not unpack HEAD")
    return true
  }

  /// Runs `arguments` through `env`, quietly; whether it exited 0.
  private static func run(_ arguments: [String]) throws -> Bool {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test("Grades lesson 00 while lesson 01 does not compile")
  func isolation() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyWorkshop([
      "Lessons/00-WarmUp", "Solutions/00-WarmUp", "Tests/00-WarmUpTests",
      "Lessons/01-TightCoupling", "Tests/01-TightCouplingTests",
    ])
    try write("let broken: Int = \"not a number\"\n", to: "Lessons/01-TightCoupling/Broken.swift")
    let checker = checker()
    let lessons = checker.workshop.lessons

    let warmUp = try await checker.check(lessons[0], source: .solution)
    #expect(warmUp.outcome == .ran, "lesson 00 must build although lesson 01 does not compile")
    #expect(warmUp.allPassed)

    let broken = try await checker.check(lessons[1])
    guard case .didNotCompile(let errors) = broken.outcome else {
      Issue.record("lesson 01 should not compile, but: \(broken.outcome)")
      return
    }
    #expect(errors.contains { $0.file == "Lessons/01-TightCoupling/Broken.swift" && $0.line == 1 })
  }

  @Test("Grades a learner's tests against the reference, a correct version and planted bugs")
  func gradesLearnerTests() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyWorkshop([
      "Lessons/05-ErrorPaths", "Solutions/05-ErrorPaths", "Tests/05-ErrorPathsTests",
    ])
    // Two planted bugs and one correct version, to keep the run short: the example test
    // catches neither bug, the reference tests catch both.
    let bank = "Tests/Variants/05-ErrorPaths"
    for path in [
      "chaffs/uses-date-instead-of-injected-clock.patch",
      "chaffs/load-maps-corrupt-file-error-to-corrupt-settings.patch",
      "wheats/untyped-throws-and-a-mapping-helper.patch",
    ] {
      let text = try String(
        contentsOf: Self.workshopRoot.appending(path: "\(bank)/\(path)"), encoding: .utf8)
      try write(text, to: "\(bank)/YourTests/\(path)")
    }
    let fingerprint = "\(bank)/YourTests.fingerprint"
    try write(
      String(contentsOf: Self.workshopRoot.appending(path: fingerprint), encoding: .utf8),
      to: fingerprint)
    let lesson = try #require(checker().workshop.lessons.first { $0.number == 5 })

    let untouched = try await checker().check(lesson, gradesUnstartedTests: false)
    let untouchedGrade = try #require(untouched.learnerTests, "lesson 05 has a test-writing task")
    #expect(!untouchedGrade.started, "all does not grade the starter's example, unchanged")
    #expect(
      untouched.tests.filter { $0.id.hasPrefix("YourTests/") }.map(\.status) == [
        .notRun, .notRun, .failed,
      ])

    // A learner's first change: a comment is enough for all to grade their tests; a check of
    // the lesson alone grades them anyway.
    let exampleFile = folder.appending(
      path: "Lessons/05-ErrorPaths/YourTests/FailurePathTests.swift")
    try write(
      String(contentsOf: exampleFile, encoding: .utf8) + "// My tests start here.\n",
      to: "Lessons/05-ErrorPaths/YourTests/FailurePathTests.swift")
    let example = try await checker().check(lesson, gradesUnstartedTests: false)
    let exampleGrade = try #require(example.learnerTests)
    #expect(exampleGrade.started)
    #expect(exampleGrade.count == 1, "the starter holds one example test")
    #expect(exampleGrade.failingOnWheats == 0)
    #expect(
      exampleGrade.caught == 0 && exampleGrade.total == 2,
      "the example test should catch neither planted bug")

    // `swift test` starts tests in the workshop's folder: a test that writes there through a
    // relative path, or deletes a lesson's file through #filePath, is reported, and the
    // grader restores nothing.
    try write(
      """
      import Foundation
      import Testing

      @Test func untidy() throws {
        try Data("litter".utf8).write(to: URL(filePath: "litter.txt"))
        let readme = URL(filePath: #filePath).deletingLastPathComponent()
          .deletingLastPathComponent().appending(path: "README.md")
        try FileManager.default.removeItem(at: readme)
      }
      """, to: "Lessons/05-ErrorPaths/YourTests/UntidyTests.swift")
    let untidy = try await checker().check(lesson)
    #expect(
      untidy.learnerTests?.changedFiles == ["Lessons/05-ErrorPaths/README.md", "litter.txt"])
    let given = untidy.tests.first { $0.id.hasPrefix("YourTests/") }
    #expect(
      given?.failures.first?.message
        == "Your tests changed Lessons/05-ErrorPaths/README.md, litter.txt",
      "the change comes first: it may be why a test failed on the given code")
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appending(path: "Lessons/05-ErrorPaths/README.md").path),
      "the grader restores nothing it did not write")
    try FileManager.default.removeItem(
      at: folder.appending(path: "Lessons/05-ErrorPaths/YourTests/UntidyTests.swift"))
    try copyFromHead("Lessons/05-ErrorPaths/README.md")
    try FileManager.default.removeItem(at: folder.appending(path: "litter.txt"))

    let reference = folder.appending(path: "Solutions/05-ErrorPaths/YourTests")
    for file in try FileManager.default.contentsOfDirectory(atPath: reference.path) {
      let target = folder.appending(path: "Lessons/05-ErrorPaths/YourTests/\(file)")
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: reference.appending(path: file), to: target)
    }
    let finished = try await checker().check(lesson)
    let finishedGrade = try #require(finished.learnerTests)
    let task = finished.tests.filter { $0.id.hasPrefix("YourTests/") }
    let why = task.map { test in
      "\(test.displayName): \(test.status) \(test.failures.flatMap { [$0.message] + $0.comments })"
    }
    #expect(finishedGrade.caught == 2 && finishedGrade.failingOnWheats == 0, "\(finishedGrade)")
    #expect(task.count == 3 && task.allSatisfy { $0.status == .passed }, "\(why)")

    // A deleted YourTests fails the task, which stays in the lesson, and says where tests go.
    try FileManager.default.removeItem(
      at: folder.appending(path: "Lessons/05-ErrorPaths/YourTests"))
    let deleted = try await checker().check(lesson)
    let deletedTask = deleted.tests.filter { $0.id.hasPrefix("YourTests/") }
    #expect(deletedTask.map(\.status) == [.failed, .notRun, .notRun])
    #expect(
      deletedTask.first?.failures.first?.comments == [
        "Write your tests in Lessons/05-ErrorPaths/YourTests: the folder is missing."
      ])
  }

  @Test("A test that writes to the temporary folder fails in the sandbox, which says why")
  func sandbox() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyWorkshop([
      "Lessons/12-PriceAlerts", "Solutions/12-PriceAlerts", "Tests/12-PriceAlertsTests",
      "Tests/Variants/12-PriceAlerts/own-mutants",
    ])
    // The reference with one more test, which keeps a file in the temporary folder.
    try FileManager.default.removeItem(at: folder.appending(path: "Lessons/12-PriceAlerts"))
    try FileManager.default.copyItem(
      at: folder.appending(path: "Solutions/12-PriceAlerts"),
      to: folder.appending(path: "Lessons/12-PriceAlerts"))
    try write(
      """
      import Foundation
      import Testing

      @Test("Keeps a scratch file") func scratchFile() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "alerts-\(UUID()).json")
        try Data("[]".utf8).write(to: file)
        #expect(FileManager.default.fileExists(atPath: file.path))
      }
      """, to: "Lessons/12-PriceAlerts/YourTests/ScratchFileTests.swift")
    let checker = checker()
    let lesson = try #require(checker.workshop.lessons.first { $0.number == 12 })
    let rule = try #require(checker.workshop.ownMutantsRule(of: lesson, files: checker.files))
    let grade = try await checker.ownMutantsGrade(
      of: lesson, source: .lesson, task: nil, rule: rule, runs: VersionRuns(jobs: 1),
      progress: { _ in })

    let given = try #require(grade.tests.first)
    #expect(given.status == .failed)
    let failure = try #require(given.failures.first)
    #expect(
      failure.comments.first
        == "\"Keeps a scratch file\" passes on your code, but not in the sandbox.")
    #expect(
      failure.comments.dropFirst().first?.contains("a test that reaches the real disk") == true)
    #expect(grade.tests.last?.status == .notRun, "no mutant is tried")
  }

  @Test("all --json reports the same whether lessons are checked together or each alone")
  func togetherAndAlone() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Lessons 00 and 01 write into the home folder; 01 passes, as the learner solved it, and
    // 02 does not compile, so the run together leaves it out and checks it alone.
    try copyWorkshop([
      "Lessons/00-WarmUp", "Solutions/00-WarmUp", "Tests/00-WarmUpTests",
      "Lessons/01-TightCoupling", "Solutions/01-TightCoupling", "Tests/01-TightCouplingTests",
      "Lessons/02-FocusedProtocols", "Tests/02-FocusedProtocolsTests",
    ])
    let solved = folder.appending(path: "Solutions/01-TightCoupling")
    for file in try FileManager.default.contentsOfDirectory(atPath: solved.path) {
      let target = folder.appending(path: "Lessons/01-TightCoupling/\(file)")
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: solved.appending(path: file), to: target)
    }
    try write(
      "let broken: Int = \"not a number\"\n", to: "Lessons/02-FocusedProtocols/Broken.swift")

    func report(together: Bool) async throws -> String {
      var checker = checker()
      checker.checksLessonsTogether = together
      let console = RecordingConsole()
      let grader = Grader(
        workshop: checker.workshop, checker: checker, console: console,
        keyboard: ManualKeyboard(), style: Style(usesColor: false))
      #expect(await grader.run(["all", "--json"]) == 1)
      return try Self.withoutTimes(console.output)
    }
    let together = try await report(together: true)
    let state = folder.appending(path: ".build/check-lesson")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: state.path).filter {
        $0.hasPrefix("0")
      } == ["02-FocusedProtocols"],
      "lessons 00 and 01 ran together; only 02, which does not compile, was checked alone")
    let alone = try await report(together: false)
    #expect(together == alone)
    let lessons = try #require(
      try JSONSerialization.jsonObject(with: Data(alone.utf8)) as? [String: Any])["lessons"]
    #expect(
      (lessons as? [[String: Any]])?.map { $0["status"] as? String }
        == ["failing", "passed", "didNotCompile"])
  }

  /// The JSON report `json` without the fields that hold times, pretty-printed with sorted
  /// keys, so that two reports of the same code compare equal.
  static func withoutTimes(_ json: String) throws -> String {
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return object.filter { !$0.key.hasSuffix("At") }.mapValues(strip)
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let data = try JSONSerialization.data(
      withJSONObject: strip(object), options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  @Test("Verify fails for a chaff no test catches and for a wheat the suite rejects")
  func verifyVariants() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyWorkshop(["Lessons/00-WarmUp", "Solutions/00-WarmUp", "Tests/00-WarmUpTests"])
    let variants = "Tests/Variants/00-WarmUp"
    // Called a wheat, but sync is on by default: the suite must reject it.
    try write(
      """
      Turns sync on by default.

      --- a/Settings.swift
      +++ b/Settings.swift
      @@ -8,2 +8,2 @@
         /// What the app uses before the user has changed anything.
      -  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
      +  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: true)

      """, to: "\(variants)/wheats/sync-on.patch")
    // Called a chaff, but it only rewords a comment: no test can catch it.
    try write(
      """
      Rewords a comment.

      --- a/Settings.swift
      +++ b/Settings.swift
      @@ -1 +1 @@
      -/// The user's preferences: a plain value with no outside dependency.
      +/// The user's preferences.

      """, to: "\(variants)/chaffs/comment.patch")
    let files = DefaultFileSystem()
    let workshop = Workshop(root: folder, files: files)
    let console = RecordingConsole()
    let grader = Grader(
      workshop: workshop, checker: checker(), files: files, console: console,
      keyboard: ManualKeyboard(), style: Style(usesColor: false))

    let status = await grader.run(["verify", "0"])
    #expect(status == 1)
    #expect(
      console.output.contains(
        "chaff comment survives: Rewords a comment. No test failed in two runs."),
      "\(console.output)")
    #expect(
      console.output.contains(
        #"wheat sync-on (Turns sync on by default.) is correct but the suite rejects it: fails "Sync is off by default""#
      ))
    let reference = try #require(console.output.firstMatch(of: /reference (\d+)\/(\d+)/))
    #expect(reference.output.1 == reference.output.2, "the reference passes every test")
  }

  /// A workshop of two lessons whose suites crash and hang.
  func writeMisbehavingWorkshop() throws {
    try write(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let lesson = Context.environment["WORKSHOP_LESSON"] ?? "1"
      let package = Package(
        name: "Misbehaving",
        targets: [.testTarget(name: "Lesson\\(lesson)Tests", path: "Tests/\\(lesson)")]
      )
      """, to: "Package.swift")
    try write("# Lesson 01: Crash\n", to: "Lessons/01-Crash/README.md")
    try write("# Lesson 02: Hang\n", to: "Lessons/02-Hang/README.md")
    try write(
      """
      import Testing

      @Test("Passes") func passes() { #expect(Bool(true)) }
      @Test("Crashes") func crashes() {
        let numbers = [Int]()
        _ = numbers[numbers.count + 1]
      }
      """, to: "Tests/1/CrashTests.swift")
    try write(
      """
      import Foundation
      import Testing

      @Test("Never ends") func neverEnds() {
        let child = Process()
        child.executableURL = URL(filePath: "/bin/sleep")
        child.arguments = ["\(sleepSeconds)"]
        try? child.run()
        while true { sleep(1) }
      }
      """, to: "Tests/2/HangTests.swift")
  }

  @Test("A crash names the test it happened in")
  func crash() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeMisbehavingWorkshop()
    let checker = checker()
    let result = try await checker.check(checker.workshop.lessons[0])
    #expect(result.outcome == .crashed)
    #expect(result.tests.filter { $0.status == .unfinished }.map(\.displayName) == ["Crashes"])
    #expect(!result.allPassed)
  }

  @Test("A hang ends at the time limit and leaves no process behind")
  func hang() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeMisbehavingWorkshop()
    let checker = checker(testTimeout: .seconds(3))
    let result = try await checker.check(checker.workshop.lessons[1])
    #expect(result.outcome == .timedOut(whileBuilding: false))
    #expect(result.tests.map(\.status) == [.unfinished])
    #if os(Linux)
      // A killed process can take a moment to go on a busy machine: allow it two seconds.
      var survivors: [String] = []
      for _ in 0..<20 {
        survivors =
          Self.processes(mentioning: folder.path)
          + Self.processes(mentioning: "sleep \(sleepSeconds)")
        if survivors.isEmpty { break }
        try await Task.sleep(for: .milliseconds(100))
      }
      #expect(survivors.isEmpty, "still running: \(survivors)")
    #endif
  }

  #if os(Linux)
    /// The command lines of the running processes that mention `text`.
    static func processes(mentioning text: String) -> [String] {
      let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return pids.filter { Int($0) != nil }.compactMap { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
          return nil
        }
        let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
        return line.contains(text) ? "\(pid): \(line)" : nil
      }
    }
  #endif
}
