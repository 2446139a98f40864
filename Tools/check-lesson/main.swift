import CheckLessonKit
import Foundation

// Ctrl-C, SIGTERM and a closed terminal (SIGHUP) stop every build and test the grader started.
let interruptions = InterruptHandler.install()

let files = DefaultFileSystem()
let console = DefaultConsole()

// Help and a command line it cannot read need no workshop.
let invocation: Invocation
do {
  invocation = try Invocation(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  console.writeError(error.report)
  exit(Grader.usageErrorStatus)
}
if invocation.command == .help {
  console.write(Invocation.help + "\n")
  exit(0)
}

// The path is empty when the current folder was deleted.
let currentPath = FileManager.default.currentDirectoryPath
let currentFolder = URL(filePath: currentPath, directoryHint: .isDirectory)
// A class summary reads reports only, so it needs no workshop.
let needsWorkshop = if case .classSummary = invocation.command { false } else { true }
guard !currentPath.isEmpty,
  let root = Workshop.root(containing: currentFolder, files: files)
    ?? (needsWorkshop ? nil : currentFolder)
else {
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
  style: Style(isTerminal: console.isTerminal, environment: environment),
  environment: environment)
let status = await grader.run(invocation)
TerminalKeyboard.restore()
withExtendedLifetime(interruptions) {}
InterruptHandler.finish(with: status)
