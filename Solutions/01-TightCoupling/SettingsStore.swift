import Foundation

/// Loads and saves the user's `Settings` as `settings.json` in the folder it is given.
struct SettingsStore: Sendable {
  /// The folder the app passes in: `TestableSwift` in the user's Application Support folder.
  ///
  /// Only the app's start-up code uses this; a test passes a temporary folder instead.
  static var applicationSupportDirectory: URL {
    let fileManager = FileManager.default
    let base =
      fileManager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? fileManager.homeDirectoryForCurrentUser
    return base.appending(path: "TestableSwift", directoryHint: .isDirectory)
  }

  /// The folder that holds `settings.json`.
  let directory: URL

  /// Creates a store that keeps `settings.json` in `directory`.
  init(directory: URL) {
    self.directory = directory
  }

  private var fileURL: URL {
    directory.appending(path: "settings.json", directoryHint: .notDirectory)
  }

  /// Returns the saved settings, or `Settings.defaults` when nothing was saved yet.
  func load() throws -> Settings {
    guard FileManager.default.fileExists(atPath: fileURL.path(percentEncoded: false)) else {
      return .defaults
    }
    let data = try Data(contentsOf: fileURL)
    return try JSONDecoder().decode(Settings.self, from: data)
  }

  /// Writes `settings` to `settings.json`, creating the folder first when it is missing.
  func save(_ settings: Settings) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let data = try JSONEncoder().encode(settings)
    try data.write(to: fileURL, options: .atomic)
  }
}
