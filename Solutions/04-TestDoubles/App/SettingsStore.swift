import Foundation

/// Loads and saves the user's settings as `settings.json` in the settings container.
struct SettingsStore: Sendable {
  /// The name of the file the settings live in.
  static let fileName = "settings.json"

  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any FileAccessorProviding

  init(fileSystem: any FileSystemProviding, fileAccessor: any FileAccessorProviding) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
  }

  /// The saved settings, or `Settings.defaults` when nothing was saved yet.
  func load() throws -> Settings {
    let url = try settingsURL()
    guard fileAccessor.fileExists(at: url) else { return .defaults }
    let data = try fileAccessor.read(from: url)
    return try JSONDecoder().decode(Settings.self, from: data)
  }

  /// Saves `settings`, replacing what was saved before.
  func save(_ settings: Settings) throws {
    let url = try settingsURL()
    let data = try JSONEncoder().encode(settings)
    try fileAccessor.write(data, to: url)
  }

  private func settingsURL() throws -> URL {
    guard let folder = fileSystem.containerURL(for: .settings) else {
      throw SyncError.containerUnavailable(.settings)
    }
    return folder.appending(path: Self.fileName)
  }
}
