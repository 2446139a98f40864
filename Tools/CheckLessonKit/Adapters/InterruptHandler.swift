import Dispatch
import Foundation
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Stops every build and test the grader started when the grader is interrupted.
public enum InterruptHandler {
  /// The signals that stop the grader: Ctrl-C, a polite kill, and a closed terminal.
  public static let signals = [SIGINT, SIGTERM, SIGHUP]

  private static let stopping = Atomic<Bool>(false)

  /// Whether a signal is stopping the grader: then nothing else prints or exits.
  public static var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

  /// Exits with `status`, unless a signal is stopping the grader: then waits for it to exit,
  /// since its children ending may have woken the grader early.
  public static func finish(with status: Int32) -> Never {
    while isStopping { sleep(1) }
    exit(status)
  }

  /// On Ctrl-C (SIGINT), SIGTERM or a closed terminal (SIGHUP), kills every child session,
  /// says so where it still can, and exits with 128 plus the signal's number. Keep the
  /// returned sources alive while the grader runs.
  public static func install() -> [any DispatchSourceSignal] {
    // A parent that ignores SIGCHLD would make waiting for a child lose its exit status.
    signal(SIGCHLD, SIG_DFL)
    return signals.map { signalNumber in
      // Ignore the default action so that the dispatch source receives the signal.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { @Sendable in
        stopping.store(true, ordering: .sequentiallyConsistent)
        DefaultProcessRunner.killAll()
        TerminalKeyboard.restore()
        // A closed terminal fails the write: the grader stops all the same.
        let message = Array("\nStopped.\n".utf8)
        _ = write(STDERR_FILENO, message, message.count)
        exit(128 + signalNumber)
      }
      source.resume()
      return source
    }
  }
}
