import Foundation
@testable import Lesson01TightCoupling

/// The `settings.json` in `folder`.
func settingsFile(in folder: URL) -> URL {
  folder.appending(path: "settings.json", directoryHint: .notDirectory)
}

/// Writes `settings` as JSON to `settings.json` in `folder`, the way the test sets up a file
/// without going through the code under test.
func writeSettingsFile(_ settings: Settings, in folder: URL) throws {
  let data = try JSONEncoder().encode(settings)
  try data.write(to: settingsFile(in: folder), options: .atomic)
}

/// Writes a `settings.json` to `folder` that is not valid JSON, as a file broken half-way
/// through a write would be.
func writeBrokenSettingsFile(in folder: URL) throws {
  try Data(#"{"theme": "dark", "fontSi"#.utf8).write(to: settingsFile(in: folder), options: .atomic)
}

/// Decodes `settings.json` in `folder`, or returns nil when there is no such file.
func readSettingsFile(in folder: URL) throws -> Settings? {
  let file = settingsFile(in: folder)
  guard exists(file) else { return nil }
  return try JSONDecoder().decode(Settings.self, from: Data(contentsOf: file))
}
