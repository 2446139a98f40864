@testable import CheckLessonKit
import Testing

@Suite("Sharing scratch paths between versions of the code")
struct SlotPoolTests {
  /// Which slots are in use, and whether two tasks ever held one at once.
  actor Tracker {
    private var busy: Set<Int> = []
    private(set) var used: Set<Int> = []
    private(set) var clashes = 0

    func start(_ slot: Int) {
      if !busy.insert(slot).inserted { clashes += 1 }
      used.insert(slot)
    }

    func end(_ slot: Int) { busy.remove(slot) }
  }

  @Test("Never hands one slot to two tasks at once, and uses every slot")
  func exclusive() async throws {
    let pool = SlotPool(count: 2)
    let tracker = Tracker()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<12 {
        group.addTask {
          try await pool.withSlot { slot in
            await tracker.start(slot)
            try await Task.sleep(for: .milliseconds(5))
            await tracker.end(slot)
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(await tracker.clashes == 0)
    #expect(await tracker.used == [0, 1])
  }

  @Test("Frees the slot of work that throws")
  func freesOnError() async {
    struct Failure: Error {}
    let pool = SlotPool(count: 1)
    await #expect(throws: Failure.self) {
      try await pool.withSlot { _ in throw Failure() }
    }
    let slot = await pool.withSlot { $0 }
    #expect(slot == 0)
  }
}
