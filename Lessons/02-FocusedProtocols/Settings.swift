/// The user's preferences: a plain value with no outside dependency, so it needs no protocol.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// What the app uses before anything has been saved.
  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
