import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard output and standard error of the grader's process.
public struct DefaultConsole: Console {
  public init() {}

  /// Prints nothing once a signal is stopping the grader: a report of a run it killed
  /// would be wrong.
  public func write(_ text: String) {
    guard !InterruptHandler.isStopping else { return }
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  public func writeError(_ text: String) {
    guard !InterruptHandler.isStopping else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }

  public var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  public var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  public func readLine() -> String? {
    Swift.readLine()
  }
}
