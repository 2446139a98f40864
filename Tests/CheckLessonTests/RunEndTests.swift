@testable import CheckLessonKit
import Foundation
import Testing

@Suite("The end of a run")
struct RunEndTests {
  let folder = FileManager.default.temporaryDirectory.appending(
    path: "check-lesson-\(UUID().uuidString)", directoryHint: .isDirectory)

  @Test("A run whose tests ended but left a process running ends soon after, not at the limit")
  func processLeftRunning() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    let checker = LessonChecker(
      workshop: Workshop(root: folder, files: files), testTimeout: .seconds(120))
    let scratch = LessonChecker.Scratch(folder: folder.appending(path: "scratch"))
    let runEnded = #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#
    // As `swift test` waits for a `sleep` the tests started, which holds its output open.
    let script = "echo '\(runEnded)' > \"$1\"; sleep 600"
    let command = ProcessCommand(
      arguments: ["/bin/sh", "-c", script, "sh", scratch.events.path],
      environment: ProcessInfo.processInfo.environment, outputFile: scratch.output)

    let started = ContinuousClock.now
    let run = try await checker.run(command, in: scratch)

    // A couple of seconds on a quiet machine; the bound leaves room for a busy one.
    #expect(ContinuousClock.now - started < .seconds(60))
    #expect(run.timeout == nil, "the run ended before the time limit")
    #expect(run.exit == .signaled(SIGKILL))
  }
}
