import Foundation

/// Keeps a record of every sync in a folder, one JSON file per sync.
struct SyncJournal: Sendable {
  /// The folder the records go into.
  let folder: URL

  /// Records a sync of `settings` as `<id>.json` in `folder`, and returns the record.
  func record(_ settings: Settings) throws -> SyncRecord {
    // TODO: Task 2. Read the dependencies in the sync journal.
    let record = SyncRecord(id: UUID(), date: Date(), settings: settings)
    let file = folder.appending(path: "\(record.id.uuidString).json")
    try DefaultFileAccessor().write(JSONEncoder().encode(record), to: file)
    return record
  }
}
