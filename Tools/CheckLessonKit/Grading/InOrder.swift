/// Runs `work` on each of `items`, at most `limit` at once, and returns the results in the
/// order of `items`; `ready` sees each result in that order as soon as it and every one
/// before it are done. Once the task is cancelled, no item starts, and it throws
/// `CancellationError` when those under way are done. Once `startsMore` is false, no item
/// starts either, and the results are those of the items started, the first ones.
func mapInOrder<Item: Sendable, Output: Sendable>(
  _ items: [Item], atOnce limit: Int,
  _ work: @escaping @Sendable (Item) async throws -> Output,
  ready: (Output) -> Void = { _ in }, startsMore: () -> Bool = { true }
) async throws -> [Output] {
  try await withThrowingTaskGroup(of: (Int, Output).self) { group in
    var started = 0
    func startNext() {
      let index = started
      started += 1
      group.addTask {
        try Task.checkCancellation()
        return (index, try await work(items[index]))
      }
    }
    for _ in 0..<min(limit, items.count) { startNext() }
    var results = [Output?](repeating: nil, count: items.count)
    var reported = 0
    while let (index, result) = try await group.next() {
      results[index] = result
      while reported < items.count, let next = results[reported] {
        ready(next)
        reported += 1
      }
      if started < items.count, startsMore() { startNext() }
    }
    return results.compactMap { $0 }
  }
}
