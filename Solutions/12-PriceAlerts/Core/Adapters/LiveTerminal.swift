import Foundation

/// The live terminal: the process's standard output and standard error.
public struct LiveTerminal: Terminal {
  public init() {}

  public func write(_ line: String) {
    print(line)
  }

  public func writeError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
