@testable import CheckLessonKit
import Foundation
import Testing

@Suite("A flood of output")
struct OutputFloodTests {
  let folder = FileManager.default.temporaryDirectory.appending(
    path: "check-lesson-\(UUID().uuidString)", directoryHint: .isDirectory)

  @Test("A run that prints 50 MB is read in seconds, its start and end kept, the rest cut")
  func floodIsCut() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    let checker = LessonChecker(workshop: Workshop(root: folder, files: files))
    let scratch = LessonChecker.Scratch(folder: folder.appending(path: "scratch"))
    let flood =
      "echo first line; yes 'a test that prints without end' | head -c 50000000; echo; echo last line"
    let command = ProcessCommand(
      arguments: ["/bin/sh", "-c", flood], environment: ProcessInfo.processInfo.environment,
      outputFile: scratch.output)

    let started = ContinuousClock.now
    let run = try await checker.run(command, in: scratch)

    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(run.output.utf8.count < 2 * LessonChecker.outputKept)
    #expect(run.output.hasPrefix("first line\n"))
    #expect(run.output.hasSuffix("\nlast line\n"))
    #expect(run.output.contains("… output cut: 49.5 MB not kept …\n"), "\(run.output.suffix(300))")
  }
}
