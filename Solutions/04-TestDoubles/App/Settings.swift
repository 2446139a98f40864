/// The user's settings, saved as `settings.json`.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// What `SettingsStore.load()` returns before anything was saved.
  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
