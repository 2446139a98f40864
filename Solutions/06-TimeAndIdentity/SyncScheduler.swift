import Foundation

/// Runs a sync, retries it with exponential backoff when it fails, and records the success.
struct SyncScheduler: Sendable {
  /// How long to wait before the second, third and fourth attempt.
  static let retryDelays: [Duration] = [.seconds(1), .seconds(2), .seconds(4)]

  private let syncer: any SettingsSyncing
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let makeID: @Sendable () -> UUID

  init(
    syncer: any SettingsSyncing,
    clock: any Clock<Duration>,
    now: @escaping @Sendable () -> Date,
    makeID: @escaping @Sendable () -> UUID
  ) {
    self.syncer = syncer
    self.clock = clock
    self.now = now
    self.makeID = makeID
  }

  /// Syncs, retrying after 1 s, 2 s and 4 s; throws the fourth attempt's error if all fail.
  func syncWithRetry() async throws -> SyncRecord {
    var attempts = 0
    for delay in Self.retryDelays {
      attempts += 1
      do {
        try await syncer.sync()
        return record(attempts: attempts)
      } catch {
        try await clock.sleep(for: delay)
      }
    }
    attempts += 1
    try await syncer.sync()
    return record(attempts: attempts)
  }

  private func record(attempts: Int) -> SyncRecord {
    SyncRecord(id: makeID(), date: now(), attempts: attempts)
  }
}
