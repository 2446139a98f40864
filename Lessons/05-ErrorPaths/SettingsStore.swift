import Foundation

/// Loads and saves the user's settings as `settings.json` in the settings container.
struct SettingsStore {
  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any FileAccessorProviding

  init(fileSystem: any FileSystemProviding, fileAccessor: any FileAccessorProviding) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
  }

  /// Returns the saved settings, or `Settings.defaults` when nothing was saved yet.
  func load() throws -> Settings {
    guard let folder = fileSystem.containerURL(for: .settings) else {
      // TODO: Task 2: throw SyncError.containerUnavailable(.settings) instead.
      throw CocoaError(.fileNoSuchFile)
    }
    let url = folder.appending(path: "settings.json")
    guard fileAccessor.fileExists(at: url) else {
      return .defaults
    }
    // TODO: Task 3: when read(from:) throws, throw SyncError.readFailed instead.
    let data = try fileAccessor.read(from: url)
    // TODO: Task 4: a file that does not decode throws SyncError.corruptSettings.
    return (try? JSONDecoder().decode(Settings.self, from: data)) ?? .defaults
  }

  /// Writes `settings` to `settings.json`, replacing what was there.
  func save(_ settings: Settings) throws {
    guard let folder = fileSystem.containerURL(for: .settings) else {
      // TODO: Task 2: throw SyncError.containerUnavailable(.settings) instead.
      throw CocoaError(.fileNoSuchFile)
    }
    let url = folder.appending(path: "settings.json")
    let data = try JSONEncoder().encode(settings)
    // TODO: Task 3: when write(_:to:) throws, throw SyncError.writeFailed instead.
    try fileAccessor.write(data, to: url)
  }
}
