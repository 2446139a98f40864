/// A fixed number of slots, each a scratch path of its own, handed out one task at a time:
/// versions of a lesson's code built in different slots never wait for each other.
actor SlotPool {
  private var free: [Int]
  private var waiting: [CheckedContinuation<Int, Never>] = []

  /// A pool of slots 0 to `count` - 1 (at least one).
  init(count: Int) {
    free = Array((0..<max(1, count)).reversed())
  }

  /// Runs `work` with a slot of its own, once one is free.
  func withSlot<T: Sendable>(_ work: @Sendable (Int) async throws -> T) async rethrows -> T {
    let slot = await acquire()
    do {
      let result = try await work(slot)
      release(slot)
      return result
    } catch {
      release(slot)
      throw error
    }
  }

  private func acquire() async -> Int {
    if let slot = free.popLast() { return slot }
    return await withCheckedContinuation { waiting.append($0) }
  }

  private func release(_ slot: Int) {
    if waiting.isEmpty {
      free.append(slot)
    } else {
      waiting.removeFirst().resume(returning: slot)
    }
  }
}
