/// The user's preferences: a plain value with no outside dependency.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// What the app uses before the user has changed anything.
  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
