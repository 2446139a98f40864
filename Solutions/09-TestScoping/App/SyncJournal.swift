import Foundation

/// Keeps a record of every sync in a folder, one JSON file per sync.
struct SyncJournal: Sendable {
  /// The folder the records go into.
  let folder: URL

  /// Records a sync of `settings` as `<id>.json` in `folder`, and returns the record.
  func record(_ settings: Settings) throws -> SyncRecord {
    let dependencies = Dependencies.current
    let record = SyncRecord(id: dependencies.makeID(), date: dependencies.now(), settings: settings)
    let file = folder.appending(path: "\(record.id.uuidString).json")
    try dependencies.fileAccessor.write(JSONEncoder().encode(record), to: file)
    return record
  }
}
