import Foundation

/// Loads and saves the user's settings as `settings.json` in the settings container.
struct SettingsStore {
  /// The name of the settings file inside a container.
  static let fileName = "settings.json"

  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any FileAccessorProviding

  init(fileSystem: any FileSystemProviding, fileAccessor: any FileAccessorProviding) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
  }

  /// Returns the saved settings, or `Settings.defaults` when nothing was saved yet.
  func load() throws -> Settings {
    guard let folder = fileSystem.containerURL(for: .settings) else {
      // TODO: Task 2. Here and in save(_:), report which folder is missing, as a domain error.
      throw CocoaError(.fileNoSuchFile)
    }
    let url = folder.appending(path: Self.fileName)
    guard fileAccessor.fileExists(at: url) else {
      return .defaults
    }
    // TODO: Task 3. A failed read reaches the caller as the domain's read error.
    let data = try fileAccessor.read(from: url)
    // TODO: Task 4. A file that does not decode is an error, never the defaults.
    return (try? JSONDecoder().decode(Settings.self, from: data)) ?? .defaults
  }

  /// Writes `settings` to `settings.json`, replacing what was there.
  func save(_ settings: Settings) throws {
    guard let folder = fileSystem.containerURL(for: .settings) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let url = folder.appending(path: Self.fileName)
    let data = try JSONEncoder().encode(settings)
    // TODO: Task 3. A failed write reaches the caller as the domain's write error.
    try fileAccessor.write(data, to: url)
  }
}
