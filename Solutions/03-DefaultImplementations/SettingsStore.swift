import Foundation

/// Loads and saves the user's settings as `settings.json` in the settings container.
public struct SettingsStore: Sendable {
  /// The name of the settings file in its container.
  public static let fileName = "settings.json"

  /// Where the settings container is.
  public let fileSystem: any FileSystemProviding
  /// How the settings file is read and written.
  public let fileAccessor: any FileAccessorProviding

  /// Production writes `SettingsStore()`; a test passes every dependency it wants to control.
  public init(
    fileSystem: any FileSystemProviding = LocalFileSystemProvider(),
    fileAccessor: any FileAccessorProviding = DefaultFileAccessor()
  ) {
    self.fileSystem = fileSystem
    self.fileAccessor = fileAccessor
  }

  /// The saved settings, or `Settings.defaults` when nothing was saved yet.
  public func load() throws -> Settings {
    let url = try settingsFileURL()
    guard fileAccessor.fileExists(at: url) else {
      return .defaults
    }
    return try JSONDecoder().decode(Settings.self, from: fileAccessor.read(from: url))
  }

  /// Writes `settings` to `settings.json`, replacing what was there.
  public func save(_ settings: Settings) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try fileAccessor.write(encoder.encode(settings), to: settingsFileURL())
  }

  private func settingsFileURL() throws -> URL {
    guard let folder = fileSystem.containerURL(for: .settings) else {
      throw SyncError.containerUnavailable(.settings)
    }
    return folder.appending(path: Self.fileName, directoryHint: .notDirectory)
  }
}
