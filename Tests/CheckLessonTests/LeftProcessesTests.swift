@testable import CheckLessonKit
import Foundation
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Processes that the tests start and leave running after the run ended.
@Suite("Processes the tests left running")
struct LeftProcessesTests {
  static let lesson = Lesson(number: 1, folder: "01-TightCoupling", title: "Tight coupling")

  /// A passing result of lesson 01 whose tests left `left` running.
  static func result(leaving left: [LeftProcess]) -> CheckResult {
    var result = CheckResult(
      lesson: lesson, source: .lesson, outcome: .ran,
      tests: [TestResult(id: "T/loads()", displayName: "Loads settings", status: .passed)])
    result.leftRunning = left
    return result
  }

  /// The learner's report of `result`.
  static func report(of result: CheckResult) -> String {
    CheckReport(
      result: result, readme: Readme(text: Fixtures.readme),
      workshop: Fixtures.workshop(Fixtures.files()), style: Style(usesColor: false)
    ).text
  }

  @Test("The report names the process the tests left running, and says the grader ended it")
  func reportNamesProcess() {
    let text = Self.report(
      of: Self.result(leaving: [LeftProcess(pid: 4242, command: "sleep 300")]))
    #expect(
      text.contains(
        "Your tests left a process running (pid 4242: sleep 300); the grader ended it.\n"),
      "\(text)")
    #expect(text.contains("All 1 tests passing."), "a leftover does not fail a lesson")
  }

  @Test("The report names three of many processes on one line, and counts them all")
  func reportCountsProcesses() {
    let left = (1...5).map { LeftProcess(pid: Int32(100 + $0), command: "sleep \($0)") }
    let text = Self.report(of: Self.result(leaving: left))
    #expect(
      text.contains(
        "Your tests left 5 processes running (pid 101: sleep 1, pid 102: sleep 2, pid 103: "
          + "sleep 3, …); the grader ended them.\n"),
      "\(text)")
  }

  @Test("The report says nothing of processes when the tests left none")
  func reportWithoutProcesses() {
    #expect(!Self.report(of: Self.result(leaving: [])).contains("left"))
  }

  @Test("The JSON report lists the processes a lesson's tests left, and omits the field if none")
  func jsonReport() throws {
    let report = ClassReport(
      results: [
        Self.result(leaving: [LeftProcess(pid: 4242, command: "sleep 300")]),
        Self.result(leaving: []),
      ],
      provenance: .init(commit: nil, learner: nil, ranAt: Fixtures.now), editedSuites: [])
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    let left = try #require(lessons[0]["leftRunning"] as? [[String: Any]])
    #expect(left.first?["pid"] as? Int == 4242)
    #expect(left.first?["command"] as? String == "sleep 300")
    #expect(lessons[1]["leftRunning"] == nil)
  }

  @Test("A run's processes are marked by the variables that name its scratch path, and no other")
  func marks() {
    let command = ProcessCommand(
      arguments: ["swift", "test"],
      environment: [
        "TMPDIR": "/w/.build/check-lesson/01-A/tmp", "HOME": "/w/.build/check-lesson/01-A",
        "XDG_CACHE_HOME": "/w/.build/check-lesson/01-A-variants/cache", "PATH": "/bin",
      ],
      outputFile: URL(filePath: "/w/.build/check-lesson/01-A/output.log"))
    let marks = DefaultProcessRunner.marks(
      of: command, in: command.outputFile.deletingLastPathComponent())
    #expect(
      marks == ["TMPDIR=/w/.build/check-lesson/01-A/tmp", "HOME=/w/.build/check-lesson/01-A"])
  }

  // MARK: - Real processes

  /// Whether processes can leave their session and come back to the grader: Linux, with its
  /// process information in `/proc`, and `setsid` installed.
  static let canLeaveSession =
    FileManager.default.fileExists(atPath: "/proc/self/environ")
    && ["/usr/bin/setsid", "/bin/setsid"].contains { FileManager.default.fileExists(atPath: $0) }

  @Test(
    "A check ends what its tests started in a session of their own, and the report says so",
    .enabled(if: canLeaveSession, "a subreaper and /proc are Linux's; setsid must be installed"))
  func detachedProcessIsEnded() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "check-lesson-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    let workshop = folder.appending(path: "workshop")
    try files.write(Data(), to: workshop.appending(path: "Package.swift"))
    try files.write(
      Data("# Lesson 00: Warm-up\n".utf8),
      to: workshop.appending(path: "Lessons/00-WarmUp/README.md"))
    // The stand-in `swift test` starts a shell that leaves the session and waits for a
    // sleep; its parent ends at once, so it is no one's child. The shell says its process
    // ID once it runs; then the stand-in writes a passing run and exits.
    let pidFile = folder.appending(path: "detached.pid")
    let passed = [
      Fixtures.test("T/greets()", "Greets"), Fixtures.event("runStarted"),
      Fixtures.event("testStarted", "T/greets()"), Fixtures.event("testEnded", "T/greets()"),
      Fixtures.event("runEnded"),
    ].joined(separator: "\n")
    let script = """
      while [ "$1" != --event-stream-output-path ]; do shift; done
      ( setsid sh -c 'echo $$ > "$0"; sleep 300; :' "$DETACHED_PID" & )
      while [ ! -s "$DETACHED_PID" ]; do sleep 0.05; done
      cat > "$2" <<'EOF'
      \(passed)
      EOF

      """
    let standIn = folder.appending(path: "swift.sh")
    try files.write(Data(script.utf8), to: standIn)
    var environment = ProcessInfo.processInfo.environment
    environment["DETACHED_PID"] = pidFile.path
    let checker = LessonChecker(
      workshop: Workshop(root: workshop, files: files),
      runner: StandInSwift(script: standIn), environment: environment,
      testTimeout: .seconds(120))
    let lesson = try #require(checker.workshop.lessons.first)

    let scratch = checker.scratchFolder(for: lesson, source: .lesson).path
    // Should the grader miss them, they are ended here, by what marks them as the run's.
    defer {
      for pid in Self.processes(withEnvironmentNaming: scratch) { kill(pid, SIGKILL) }
    }

    let result = try await checker.check(lesson)

    let detached = try #require(
      files.text(of: pidFile).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    #expect(Self.processes(withEnvironmentNaming: scratch).isEmpty, "the shell and its sleep end")
    #expect(
      !FileManager.default.fileExists(atPath: "/proc/\(detached)"),
      "the grader, whose child the shell became, reaps it")
    #expect(result.outcome == .ran)
    #expect(result.leftRunning.map(\.pid) == [detached])
    let report = CheckReport(
      result: result, readme: Readme(text: ""), workshop: checker.workshop,
      style: Style(usesColor: false)
    ).text
    #expect(
      report.contains("Your tests left a process running (pid \(detached): sh -c "), "\(report)")
  }

  /// The running processes whose environment names a path inside `folder`.
  static func processes(withEnvironmentNaming folder: String) -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(pid_t.init).filter { pid in
      guard isRunning(pid),
        let environment = try? Data(contentsOf: URL(filePath: "/proc/\(pid)/environ"))
      else { return false }
      return String(decoding: environment, as: UTF8.self).contains("=\(folder)/")
    }
  }
}

/// Runs every `swift` command as `sh <script>` with the same arguments, through the real
/// runner: a script run by `sh` is never executed itself, so that a spawn at the same time,
/// which holds it open for writing, cannot make it fail as a busy text file.
struct StandInSwift: ProcessRunning {
  let script: URL

  func start(_ command: ProcessCommand) throws -> any RunningProcess {
    var command = command
    if command.arguments.first == "swift" {
      command.arguments = ["/bin/sh", script.path] + command.arguments.dropFirst()
    }
    return try DefaultProcessRunner().start(command)
  }
}
