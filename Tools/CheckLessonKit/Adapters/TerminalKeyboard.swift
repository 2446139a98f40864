import Foundation
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads keys from the terminal one at a time, without waiting for Return, and puts the
/// terminal back as it was when the grader ends (also on Ctrl-C).
public struct TerminalKeyboard: KeyboardReading {
  /// The terminal's settings before they were changed, to restore them.
  private static let saved = Mutex<termios?>(nil)

  public init() {}

  public func keys() -> AsyncStream<Character> {
    guard isatty(STDIN_FILENO) == 1 else { return AsyncStream { $0.finish() } }
    Self.enterKeyMode()
    return AsyncStream { continuation in
      // Watch mode ends the stream when it stops, on `q` too: give the terminal back then.
      continuation.onTermination = { _ in Self.restore() }
      Thread.detachNewThread {
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
          continuation.yield(Character(UnicodeScalar(byte)))
        }
        continuation.finish()
      }
    }
  }

  /// Turns off line buffering and echo; Ctrl-C still interrupts.
  private static func enterKeyMode() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    saved.withLock { $0 = $0 ?? settings }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// Puts the terminal back as it was before ``keys()`` changed it.
  public static func restore() {
    guard var settings = saved.withLock({ $0 }) else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
}
