import CheckLessonKit
import Foundation
import Synchronization

/// A process runner that plays back a script instead of starting processes, and
/// records what it was asked to run and what it killed.
final class ScriptedProcessRunner: ProcessRunning {
  /// What a scripted process does.
  struct Script: Sendable {
    /// Files the process writes when it starts, by path.
    var writes: [String: String] = [:]
    /// How it ends; nil for a process that runs until it is killed.
    var exit: ProcessExit? = .exited(0)
    /// Whether the program is not installed, so that it cannot start at all.
    var isMissing = false
    /// The processes it leaves running once it ends.
    var left: [LeftProcess] = []
  }

  private let script: @Sendable (ProcessCommand) -> Script
  private let files: InMemoryFileSystem
  private let log = Mutex<[ProcessCommand]>([])
  let kills = Mutex(0)

  init(files: InMemoryFileSystem, script: @escaping @Sendable (ProcessCommand) -> Script) {
    self.files = files
    self.script = script
  }

  /// The commands started so far, in order.
  var commands: [ProcessCommand] { log.withLock { $0 } }

  func start(_ command: ProcessCommand) throws -> any RunningProcess {
    log.withLock { $0.append(command) }
    let script = script(command)
    if script.isMissing {
      throw ProcessStartError.cannotStart(command.arguments[0], "No such file or directory")
    }
    for (path, text) in script.writes { files[path] = text }
    return ScriptedProcess(exit: script.exit, left: script.left, runner: self)
  }
}

/// A process of a ``ScriptedProcessRunner``.
final class ScriptedProcess: RunningProcess {
  private let exit: ProcessExit?
  private let left: [LeftProcess]
  private let runner: ScriptedProcessRunner
  private let killed = Mutex(false)
  private let leftReported = Mutex(false)

  init(exit: ProcessExit?, left: [LeftProcess] = [], runner: ScriptedProcessRunner) {
    self.exit = exit
    self.left = left
    self.runner = runner
  }

  func waitForExit() async -> ProcessExit {
    if let exit { return exit }
    while !killed.withLock({ $0 }) { await Task.yield() }
    return .signaled(9)
  }

  func killGroup() {
    killed.withLock { $0 = true }
    runner.kills.withLock { $0 += 1 }
  }

  /// Kills the process, and returns what its script leaves running, the first time only.
  func endLeftovers() async -> [LeftProcess] {
    killGroup()
    let isFirst = leftReported.withLock { reported in
      defer { reported = true }
      return !reported
    }
    return isFirst ? left : []
  }
}
