import CheckLessonKit
import Foundation

// Ctrl-C and SIGTERM stop every build and test the grader started.
let interruptions = InterruptHandler.install()

let files = DefaultFileSystem()
let console = DefaultConsole()
let here = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
guard let root = Workshop.root(containing: here, files: files) else {
  console.writeError(
    "Error: this is not inside the workshop (no Package.swift with a Lessons folder here or above).\n"
      + "Run check-lesson from the workshop's folder.\n")
  exit(1)
}
let workshop = Workshop(root: root, files: files)
let environment = ProcessInfo.processInfo.environment
let grader = Grader(
  workshop: workshop,
  checker: LessonChecker(workshop: workshop, environment: environment),
  style: Style(isTerminal: console.isTerminal, environment: environment))
let status = await grader.run(Array(CommandLine.arguments.dropFirst()))
withExtendedLifetime(interruptions) {}
exit(status)
