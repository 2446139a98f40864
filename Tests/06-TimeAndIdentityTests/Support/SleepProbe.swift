import Testing

@testable import Lesson06TimeAndIdentity

/// One `sleep(for:)` on a `TestClock`, running in a task of its own so a test can watch it.
struct SleepProbe: Sendable {
  let duration: Duration
  let task: Task<Void, any Error>
  private let ended: Flag

  /// Starts sleeping for `duration` on `clock`, passing `tolerance`.
  init(on clock: TestClock, for duration: Duration, tolerance: Duration? = nil) {
    let ended = Flag()
    self.duration = duration
    self.ended = ended
    task = Task {
      defer { ended.raise() }
      try await clock.sleep(for: duration, tolerance: tolerance)
    }
  }

  /// True once the sleep has returned or thrown.
  var hasEnded: Bool {
    ended.isRaised
  }

  /// Waits for the sleep to return; records `failure` and returns false when it does not
  /// within `realTimeLimit`. Rethrows what the sleep threw.
  func end(
    _ failure: @autoclosure () -> Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Bool {
    let task = task
    return try await withRealTimeLimit(failure(), sourceLocation: sourceLocation) {
      try await task.value
    } != nil
  }
}
