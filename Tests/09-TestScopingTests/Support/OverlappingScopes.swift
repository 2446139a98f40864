@testable import Lesson09TestScoping

/// Runs `count` tasks at once, each in a `withDependencies` scope of its own, with all the
/// scopes open at the same time, and returns what each task read, in task order.
///
/// The tasks take turns, so every run is the same and nothing waits on a clock: they open
/// their scopes one after another, then read one after another while every scope is open,
/// then close their scopes in reverse order. Dependencies kept in one shared variable show
/// every task the last task's change.
func readInOverlappingScopes<T: Sendable>(
  count: Int,
  change: @escaping @Sendable (Int, inout Dependencies) -> Void,
  read: @escaping @Sendable (Int) -> T
) async -> [T] {
  let turns = Turns()
  return await withTaskGroup(of: (Int, T).self) { group in
    for index in 0..<count {
      group.addTask {
        await turns.wait(for: index)
        let value = await withDependencies {
          change(index, &$0)
        } operation: {
          await turns.advance()
          await turns.wait(for: count + index)
          let value = read(index)
          await turns.advance()
          await turns.wait(for: 3 * count - 1 - index)
          return value
        }
        await turns.advance()
        return (index, value)
      }
    }
    var values: [Int: T] = [:]
    for await (index, value) in group {
      values[index] = value
    }
    return (0..<count).compactMap { values[$0] }
  }
}

/// A turn counter that tasks wait on, so they run their steps in a fixed order.
private actor Turns {
  private var turn = 0
  private var waiting: [Int: [CheckedContinuation<Void, Never>]] = [:]

  /// Returns once the counter has reached `target`.
  func wait(for target: Int) async {
    guard turn < target else { return }
    await withCheckedContinuation { continuation in
      waiting[target, default: []].append(continuation)
    }
  }

  /// Moves the counter on by one, and wakes the tasks waiting for the new turn.
  func advance() {
    turn += 1
    for continuation in waiting.removeValue(forKey: turn) ?? [] {
      continuation.resume()
    }
  }
}
