import Foundation

@testable import Lesson08ActorInjection

/// A file accessor that is an actor, whose reads wait at a gate: the first read waits until
/// a second read arrives or the test opens the gate, so that two syncs are under way at once.
///
/// Its reads suspend, as a real file accessor's might, and while the first sync waits in
/// its read, the sync manager is free to start the next one. Made `holdingTheFirstRead`,
/// the first read waits until the test opens the gate, and later reads pass it, so that a
/// sync that started second can finish first.
actor GatedFileAccessor: AsyncFileAccessorProviding {
  private let contents: Data
  private let holdsTheFirstRead: Bool
  private var isOpen = false
  private var waitingReads: [CheckedContinuation<Void, Never>] = []
  private var waitingForAReader: [CheckedContinuation<Void, Never>] = []

  /// How many writes were made so far.
  private(set) var writes = 0

  /// An accessor that answers every read with `contents`, and says every file exists.
  init(contents: Data, holdingTheFirstRead: Bool = false) {
    self.contents = contents
    self.holdsTheFirstRead = holdingTheFirstRead
  }

  /// Returns once a read waits at the gate, or once the gate is open.
  func waitForAReader() async {
    guard !isOpen, waitingReads.isEmpty else { return }
    await withCheckedContinuation { waitingForAReader.append($0) }
  }

  /// Lets every waiting read go, and every later read pass at once.
  func open() {
    isOpen = true
    for read in waitingReads { read.resume() }
    waitingReads = []
    for waiter in waitingForAReader { waiter.resume() }
    waitingForAReader = []
  }

  func read(from url: URL) async throws -> Data {
    if !isOpen {
      if waitingReads.isEmpty {
        await withCheckedContinuation { read in
          waitingReads.append(read)
          for waiter in waitingForAReader { waiter.resume() }
          waitingForAReader = []
        }
      } else if !holdsTheFirstRead {
        // The second read: two syncs are under way at once, so both go on.
        open()
      }
    }
    return contents
  }

  func write(_ data: Data, to url: URL) {
    writes += 1
  }

  func fileExists(at url: URL) -> Bool {
    true
  }

  func removeItem(at url: URL) {}
}
