/// The colour scheme the user picked.
enum Theme: String, Codable, Sendable, CaseIterable {
  case light, dark, system
}

/// The user's settings, stored as JSON in `settings.json`.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// What the app uses before anything was saved.
  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
