import Dispatch
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Stops every build and test the grader started when the grader is interrupted.
public enum InterruptHandler {
  /// On Ctrl-C (SIGINT) or SIGTERM, kills every child session, says so, and exits with
  /// 128 plus the signal's number. Keep the returned sources alive while the grader runs.
  public static func install() -> [any DispatchSourceSignal] {
    // A parent that ignores SIGCHLD would make waiting for a child lose its exit status.
    signal(SIGCHLD, SIG_DFL)
    return [SIGINT, SIGTERM].map { signalNumber in
      // Ignore the default action so that the dispatch source receives the signal.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { @Sendable in
        DefaultProcessRunner.killAll()
        TerminalKeyboard.restore()
        FileHandle.standardError.write(Data("\nStopped.\n".utf8))
        exit(128 + signalNumber)
      }
      source.resume()
      return source
    }
  }
}
