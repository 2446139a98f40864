import Foundation
import Testing
@testable import Lesson01TightCoupling

/// A temporary folder with a `Local` folder for the store and a `Cloud` folder for the sync.
struct SyncFolders {
  let root: URL
  let local: URL
  let cloud: URL
}

extension SyncFolders {
  /// `SyncManager(store:cloudDirectory:now:)` with a store in `local`, syncing to `cloud`
  /// (the `Cloud` folder unless another is given), asking `now` for the time.
  func manager(cloud: URL? = nil, now: @escaping @Sendable () -> Date) -> SyncManager {
    SyncManager(
      store: SettingsStore(directory: local), cloudDirectory: cloud ?? self.cloud, now: now)
  }
}

/// Runs `body` with fresh `Local` and `Cloud` folders in a temporary folder, removed afterwards.
func withSyncFolders(_ body: (SyncFolders) throws -> Void) throws {
  try withTemporaryFolder { root in
    let folders = SyncFolders(
      root: root,
      local: root.appending(path: "Local", directoryHint: .isDirectory),
      cloud: root.appending(path: "Cloud", directoryHint: .isDirectory)
    )
    try FileManager.default.createDirectory(at: folders.local, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folders.cloud, withIntermediateDirectories: true)
    try body(folders)
  }
}

/// Runs `manager.sync()` and says whether it succeeded, recording an issue when it threw.
func syncSucceeds(_ manager: SyncManager, sourceLocation: SourceLocation = #_sourceLocation) -> Bool
{
  do {
    try manager.sync()
    return true
  } catch {
    Issue.record(
      """
      sync() threw \(error). It should use the cloud folder passed to \
      SyncManager(store:cloudDirectory:now:), which exists, and copy settings.json there.
      """,
      sourceLocation: sourceLocation
    )
    return false
  }
}
