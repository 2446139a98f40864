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
  func load() throws(SyncError) -> Settings {
    let url = try settingsFileURL()
    guard fileAccessor.fileExists(at: url) else {
      return .defaults
    }
    let data: Data
    do {
      data = try fileAccessor.read(from: url)
    } catch {
      throw .readFailed
    }
    do {
      return try JSONDecoder().decode(Settings.self, from: data)
    } catch {
      throw .corruptSettings
    }
  }

  /// Writes `settings` to `settings.json`, replacing what was there.
  func save(_ settings: Settings) throws(SyncError) {
    let url = try settingsFileURL()
    do {
      let data = try JSONEncoder().encode(settings)
      try fileAccessor.write(data, to: url)
    } catch {
      throw .writeFailed
    }
  }

  private func settingsFileURL() throws(SyncError) -> URL {
    guard let folder = fileSystem.containerURL(for: .settings) else {
      throw .containerUnavailable(.settings)
    }
    return folder.appending(path: Self.fileName)
  }
}
