import Testing

/// The most real time one step of a test may take. Code that waits on an injected clock
/// needs none; code that sleeps for real needs at least the first delay, 1 s, so it loses.
let realTimeLimit: Duration = .milliseconds(500)

/// Runs `body` in a task of its own, racing it against `realTimeLimit` of real time.
///
/// Returns what `body` returned, rethrows what it threw, or records `failure` as an issue
/// and returns nil when time ran out; the unfinished task is then cancelled. The race does
/// not wait for that task to end, so a sleep that never returns cannot hang the suite.
func withRealTimeLimit<T: Sendable>(
  _ failure: @autoclosure () -> Comment,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @Sendable () async throws -> T
) async throws -> T? {
  let (outcomes, continuation) = AsyncStream.makeStream(of: Outcome<T>.self)
  let work = Task {
    do {
      continuation.yield(.finished(.success(try await body())))
    } catch {
      continuation.yield(.finished(.failure(error)))
    }
  }
  // The only real wait in the suite: it ends as soon as `body` does.
  let timer = Task {
    try await Task.sleep(for: realTimeLimit)
    continuation.yield(.timedOut)
  }
  var first: Outcome<T>?
  for await outcome in outcomes {
    first = outcome
    break
  }
  work.cancel()
  timer.cancel()
  continuation.finish()

  switch first {
  case .finished(let result):
    return try result.get()
  case .timedOut, nil:
    Issue.record(failure(), sourceLocation: sourceLocation)
    return nil
  }
}

/// How a race in `withRealTimeLimit` ended.
private enum Outcome<T: Sendable>: Sendable {
  case finished(Result<T, any Error>)
  case timedOut
}

/// Lets other tasks run until `condition` holds. Records `failure` as an issue and returns
/// false when it still does not hold after `realTimeLimit` of real time.
func waitUntil(
  _ failure: @autoclosure () -> Comment,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let start = clock.now
  while !condition() {
    if start.duration(to: clock.now) > realTimeLimit {
      Issue.record(failure(), sourceLocation: sourceLocation)
      return false
    }
    await Task.yield()
  }
  return true
}

/// Lets every task that is ready to run take its turn, so that a test can check that
/// something has not happened (a sleep that should still be waiting, a retry not due yet).
func letOtherTasksRun() async {
  for _ in 0..<200 {
    await Task.yield()
  }
}
