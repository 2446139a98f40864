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
    // TODO: Task 3. Retry a failed sync after 1 s, 2 s, then 4 s on the injected clock;
    // after the fourth failed attempt, throw that attempt's error. Count the attempts.
    try await syncer.sync()

    // TODO: Task 4. Stamp the record with the injected date and ID, never the real date
    // or a random ID.
    return SyncRecord(id: UUID(), date: Date(), attempts: 1)
  }
}
