import Foundation

/// What the journal keeps about one sync: a new ID, when it happened, and the settings synced.
struct SyncRecord: Codable, Equatable, Sendable {
  let id: UUID
  let date: Date
  let settings: Settings
}
