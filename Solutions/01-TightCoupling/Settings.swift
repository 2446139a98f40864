/// The user's preferences, which the app saves locally and syncs to the cloud folder.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// What a new user starts with, before anything was saved.
  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
