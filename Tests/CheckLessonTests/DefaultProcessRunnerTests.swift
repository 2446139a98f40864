@testable import CheckLessonKit
import Foundation
import Synchronization
import Testing

/// Real child processes, started the way the grader starts `swift test`.
@Suite("The real process runner")
struct DefaultProcessRunnerTests {
  let folder = FileManager.default.temporaryDirectory.appending(
    path: "check-lesson-\(UUID().uuidString)", directoryHint: .isDirectory)

  /// The environment of a child: the test's own, so that `PATH` finds the usual tools.
  let environment = ProcessInfo.processInfo.environment

  @Test(
    "A child inherits no descriptor of the grader's, not even the lock it holds",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
  func childInheritsNoDescriptor() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    let output = folder.appending(path: "output.log")
    try files.createFolder(at: folder)
    let listing = try await files.withExclusiveLock(at: folder.appending(path: "grader.lock")) {
      let child = try DefaultProcessRunner().start(
        ProcessCommand(
          arguments: ["/bin/sh", "-c", "ls -l /proc/self/fd"], environment: environment,
          outputFile: output))
      _ = await child.waitForExit()
      return files.text(of: output) ?? ""
    }

    // Each line is "lrwx------ … 3 -> /path"; the one `ls` opens to read the list is its own.
    let descriptors = listing.split(separator: "\n").compactMap { line -> String? in
      guard let arrow = line.range(of: " -> ") else { return nil }
      let number = line[..<arrow.lowerBound].split(separator: " ").last.map(String.init) ?? ""
      let target = line[arrow.upperBound...]
      return target.hasPrefix("/proc/") ? nil : "\(number) -> \(target)"
    }
    #expect(descriptors.map { $0.prefix(1) } == ["0", "1", "2"], "\(listing)")
  }

  @Test("Once the grader is stopping, no process starts: its sessions were already killed")
  func noStartAfterClosing() throws {
    let registry = SessionRegistry()
    #expect(try registry.register(marks: ["TMPDIR=/a"]) { 41 } == 41)

    #expect(registry.close() == [41: ["TMPDIR=/a"]])
    let started = Atomic<Bool>(false)
    #expect(throws: ProcessStartError.self) {
      try registry.register {
        started.store(true, ordering: .relaxed)
        return 42
      }
    }
    let didStart = started.load(ordering: .relaxed)
    #expect(!didStart, "nothing may start once the registry is closed")
    #expect(!registry.contains(42))
  }
}
