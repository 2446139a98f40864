import Foundation

/// What the scheduler remembers about one sync that succeeded.
struct SyncRecord: Equatable, Sendable {
  /// Tells this sync apart from every other one, for example in a sync history.
  let id: UUID
  /// When the attempt that succeeded finished.
  let date: Date
  /// How many attempts the sync took: 1 when the first one worked.
  let attempts: Int
}
