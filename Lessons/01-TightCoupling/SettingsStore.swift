import Foundation

/// Loads and saves the user's `Settings` as `settings.json` in the Application Support folder.
struct SettingsStore: Sendable {
  /// Where the store keeps `settings.json`: `TestableSwift` in the user's Application Support
  /// folder (`~/Library/Application Support` on macOS, `~/.local/share` on Linux).
  static var applicationSupportDirectory: URL {
    let fileManager = FileManager.default
    let base =
      fileManager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? fileManager.homeDirectoryForCurrentUser
    return base.appending(path: "TestableSwift", directoryHint: .isDirectory)
  }

  /// Creates a store that keeps `settings.json` in `directory`.
  init(directory: URL) {
    // TODO: Task 2. Keep `directory` in a stored property.
    // TODO: Task 2. Use it in load() instead of `Self.applicationSupportDirectory`.
    // TODO: Task 2. Use it in save(_:) too.
  }

  /// Returns the saved settings, or `Settings.defaults` when nothing was saved yet.
  func load() throws -> Settings {
    let fileURL = Self.applicationSupportDirectory.appending(path: "settings.json")
    guard FileManager.default.fileExists(atPath: fileURL.path(percentEncoded: false)) else {
      return .defaults
    }
    let data = try Data(contentsOf: fileURL)
    return try JSONDecoder().decode(Settings.self, from: data)
  }

  /// Writes `settings` to `settings.json`, creating the folder first when it is missing.
  func save(_ settings: Settings) throws {
    let directory = Self.applicationSupportDirectory
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let data = try JSONEncoder().encode(settings)
    try data.write(to: directory.appending(path: "settings.json"), options: .atomic)
  }
}
