import Foundation

/// Loads and saves the user's settings as `settings.json` in the settings container.
struct SettingsStore: Sendable {
  /// The name of the settings file inside a container.
  static let fileName = "settings.json"

  private let fileSystem: any FileSystemProviding
  private let fileAccessor: any FileAccessorProviding

  init(fileSystem: any FileSystemProviding, fileAccessor: any FileAccessorProviding) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
  }

  /// The saved settings, or `Settings.defaults` when nothing has been saved yet.
  func load() throws -> Settings {
    let url = try fileURL()
    guard fileAccessor.fileExists(at: url) else { return .defaults }
    let data = try fileAccessor.read(from: url)
    return try JSONDecoder().decode(Settings.self, from: data)
  }

  /// Writes `settings` as JSON, replacing what was saved before.
  func save(_ settings: Settings) throws {
    let data = try JSONEncoder().encode(settings)
    try fileAccessor.write(data, to: fileURL())
  }

  private func fileURL() throws -> URL {
    guard let container = fileSystem.containerURL(for: .settings) else {
      throw SyncError.containerUnavailable(.settings)
    }
    return container.appending(path: Self.fileName)
  }
}
