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
    // TODO: Task 2. Ask `fileSystem` for the `.settings` container (throw
    // `SyncError.containerUnavailable(.settings)` when it is nil).
    // TODO: Task 2. If `fileAccessor` finds no `settings.json` there, return the
    // defaults; otherwise read it and decode it with `JSONDecoder`.
    return .defaults
  }

  /// Writes `settings` as JSON, replacing what was saved before.
  func save(_ settings: Settings) throws {
    // TODO: Task 2. Encode `settings` with `JSONEncoder` and write the data
    // through `fileAccessor` to `settings.json` in the `.settings` container.
    // Lesson 01 wrote to the disk here; never call `FileManager` or
    // `Data.write(to:)` yourself.
  }
}
