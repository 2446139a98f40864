import Synchronization

/// A yes/no mark that one task raises and another reads.
final class Flag: Sendable {
  private let raised = Mutex(false)

  var isRaised: Bool {
    raised.withLock { $0 }
  }

  func raise() {
    raised.withLock { $0 = true }
  }
}
