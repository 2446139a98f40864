import Foundation
import Testing
@testable import Lesson01TightCoupling

/// Stops the test, before anything is written, when `SettingsStore` does not read from the
/// folder it is given: a store still wired to its hard-coded folder would otherwise write
/// into your real home folder.
func requireStoreReadsItsFolder(
  _ folder: URL,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let probe = Settings(theme: .light, fontSize: 31, syncEnabled: true)
  try writeSettingsFile(probe, in: folder)
  defer { try? FileManager.default.removeItem(at: settingsFile(in: folder)) }
  let loaded = try SettingsStore(directory: folder).load()
  try #require(
    loaded == probe,
    """
    SettingsStore(directory:) should read settings.json from the folder it is given. The test \
    stops here, before save(_:), so that nothing is written into your real home folder.
    """,
    sourceLocation: sourceLocation
  )
}
