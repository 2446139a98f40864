/// The user's settings.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// The settings of a fresh install.
  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
