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

/// The built `check-lesson`, run in a workshop of one lesson whose `swift` only sleeps.
@Suite("The grader as a process")
struct GraderProcessTests {
  /// The grader built next to this test bundle.
  static let graderPath =
    Bundle.main.executableURL?.deletingLastPathComponent()
    .appending(path: "check-lesson").path ?? ""
  static let isBuilt = FileManager.default.isExecutableFile(atPath: graderPath)

  let folder = FileManager.default.temporaryDirectory.appending(
    path: "check-lesson-\(UUID().uuidString)", directoryHint: .isDirectory)
  var output: URL { folder.appending(path: "grader.log") }
  var swiftPID: URL { folder.appending(path: "swift.pid") }
  var lock: URL { folder.appending(path: "workshop/.build/check-lesson/00-WarmUp/grader.lock") }

  /// Writes the workshop and a `swift` that records its process ID and sleeps, with its
  /// arguments in its command line as the real one's, then starts `check-lesson 0` in it.
  func startGrader() throws -> SpawnedProcess {
    let files = DefaultFileSystem()
    let workshop = folder.appending(path: "workshop")
    try files.write(Data(), to: workshop.appending(path: "Package.swift"))
    try files.write(
      Data("# Lesson 00: Warm-up\n".utf8),
      to: workshop.appending(path: "Lessons/00-WarmUp/README.md"))
    let swift = folder.appending(path: "bin/swift")
    try files.write(
      Data("#!/bin/sh\necho $$ > \"$FAKE_SWIFT_PID\"\nsleep 20\n".utf8), to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)

    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "\(swift.deletingLastPathComponent().path):\(environment["PATH"] ?? "")"
    environment["FAKE_SWIFT_PID"] = swiftPID.path
    let process = try DefaultProcessRunner().start(
      ProcessCommand(
        arguments: [
          "/bin/sh", "-c", "cd \"$1\" && exec \"$2\" 0", "sh", workshop.path, Self.graderPath,
        ],
        environment: environment, outputFile: output))
    return try #require(process as? SpawnedProcess)
  }

  /// Waits up to 10 seconds for `condition`.
  func eventually(_ condition: () -> Bool) async throws -> Bool {
    for _ in 0..<200 {
      if condition() { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return condition()
  }

  /// The process ID the stand-in `swift` recorded, once it runs.
  func runningSwift() -> pid_t? {
    DefaultFileSystem().text(of: swiftPID).flatMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  @Test(
    "A closed terminal (SIGHUP) stops the grader and the tests it started", .enabled(if: isBuilt))
  func hangUpStopsEverything() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let grader = try startGrader()
    #expect(try await eventually { runningSwift() != nil })
    let swift = try #require(runningSwift())

    kill(grader.pid, SIGHUP)

    #expect(await grader.waitForExit() == .exited(128 + SIGHUP))
    #expect(DefaultFileSystem().text(of: output)?.contains("Stopped.") == true)
    #expect(try await eventually { !isRunning(swift) })
  }

  @Test(
    "A check waits for another check of the same lesson, and says so once", .enabled(if: isBuilt))
  func lockWaitIsAnnounced() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    let notice = "Waiting for another check of lesson 00 (pid \(getpid()))…"
    let grader = try await files.withExclusiveLock(at: lock) {
      let grader = try startGrader()
      #expect(try await eventually { files.text(of: output)?.contains(notice) == true })
      #expect(runningSwift() == nil)
      return grader
    }
    // The lock is free: the waiting check goes on to build.
    #expect(try await eventually { runningSwift() != nil })
    kill(grader.pid, SIGTERM)
    _ = await grader.waitForExit()
    #expect(files.text(of: output)?.components(separatedBy: notice).count == 2)
  }

  @Test(
    "A check ends the tests that a grader killed with -9 left running",
    .enabled(if: isBuilt && FileManager.default.fileExists(atPath: "/proc/self/cmdline")))
  func leftoverIsEnded() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try startGrader()
    #expect(try await eventually { runningSwift() != nil })
    let leftover = try #require(runningSwift())
    defer { killSession(leftover) }
    kill(first.pid, SIGKILL)
    _ = await first.waitForExit()
    #expect(isRunning(leftover), "a grader killed with -9 cannot end its tests itself")
    try FileManager.default.removeItem(at: swiftPID)

    let second = try startGrader()
    #expect(try await eventually { runningSwift() != nil })
    #expect(try await eventually { !isRunning(leftover) })
    kill(second.pid, SIGTERM)
    _ = await second.waitForExit()
  }
}

/// Whether the process `pid` runs: it exists and is no zombie.
func isRunning(_ pid: pid_t) -> Bool {
  #if os(Linux)
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    return !stat[end...].hasPrefix(") Z")
  #else
    return kill(pid, 0) == 0
  #endif
}
