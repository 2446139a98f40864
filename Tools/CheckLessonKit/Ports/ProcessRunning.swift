import Foundation

/// A command for a child process: what to run, with which environment, and where its
/// output goes. Commands name their folders in their arguments (`--package-path`, `git -C`).
public struct ProcessCommand: Sendable, Equatable {
  /// The program and its arguments; the program is looked up on `PATH`.
  public var arguments: [String]
  /// The whole environment of the child process.
  public var environment: [String: String]
  /// The file that receives both standard output and standard error.
  public var outputFile: URL

  public init(arguments: [String], environment: [String: String], outputFile: URL) {
    self.arguments = arguments
    self.environment = environment
    self.outputFile = outputFile
  }
}

/// How a child process ended.
public enum ProcessExit: Sendable, Equatable {
  case exited(Int32)
  case signaled(Int32)

  /// Whether the process exited with status 0.
  public var succeeded: Bool { self == .exited(0) }
}

/// Starts child processes, each in a process group of its own.
public protocol ProcessRunning: Sendable {
  /// Starts `command` and returns a handle to it.
  func start(_ command: ProcessCommand) throws -> any RunningProcess
}

/// A child process that was started by a ``ProcessRunning``.
public protocol RunningProcess: Sendable {
  /// Waits until the process ends.
  func waitForExit() async -> ProcessExit
  /// Kills the process and every process it started.
  func killGroup()
  /// Kills the process and every process it started, as ``killGroup()`` does, and ends
  /// every process it started that outlived it or left its session; returns those that were
  /// still running, apart from the process and its own children.
  func endLeftovers() async -> [LeftProcess]
}

/// A process that a run left running, which the grader ended.
public struct LeftProcess: Sendable, Equatable, Codable {
  /// Its process ID.
  public var pid: Int32
  /// Its command line, with its arguments, as `ps` shows it.
  public var command: String

  public init(pid: Int32, command: String) {
    self.pid = pid
    self.command = command
  }
}
