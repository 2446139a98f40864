import Foundation

/// Runs the command-line tools the grader asks for help (git, diff) through its
/// process runner, and reads what they print.
struct ExternalTools: Sendable {
  let workshop: Workshop
  let files: any FileSystemAccessing
  let runner: any ProcessRunning

  /// Runs `arguments` and returns how it ended and what it printed.
  func capture(_ arguments: [String]) async throws -> (exit: ProcessExit, output: String) {
    // One file per grader, so that two graders running at once never mix up their output.
    let output = workshop.stateFolder.appending(
      path: "tool-output-\(ProcessInfo.processInfo.processIdentifier).txt")
    defer { try? files.removeItem(at: output) }
    try files.write(Data(), to: output)
    let process = try runner.start(
      ProcessCommand(
        arguments: arguments, environment: ProcessInfo.processInfo.environment,
        outputFile: output))
    let exit = await process.waitForExit()
    process.killGroup()
    return (exit, files.text(of: output) ?? "")
  }

  /// Runs `git` in the workshop and returns what it printed, or nil when git failed or
  /// is not installed, or the workshop is not a git checkout.
  func git(_ arguments: [String]) async throws -> String? {
    do {
      let (exit, output) = try await capture(["git", "-C", workshop.root.path] + arguments)
      return exit.succeeded ? output : nil
    } catch ProcessStartError.cannotStart {
      return nil
    }
  }

  /// The files under `folders` that differ from the last commit (changed, added or
  /// removed), or nil when git cannot tell.
  func changes(in folders: [URL]) async throws -> [FileChange]? {
    let paths = folders.map { workshop.relativePath($0) }
    return try await git(["status", "--porcelain", "--untracked-files=all", "--"] + paths)
      .map { status in
        status.split(separator: "\n").map {
          FileChange(path: String($0.dropFirst(3)), isUntracked: $0.hasPrefix("??"))
        }
      }
  }
}

/// A file that differs from the last commit, as `git status` reports it.
struct FileChange: Equatable, Sendable {
  var path: String
  /// Whether git does not know the file at all: it was never committed.
  var isUntracked: Bool
}
