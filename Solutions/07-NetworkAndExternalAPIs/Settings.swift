/// The user's settings, as the settings API sends and receives them in JSON.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// The settings of a user who never changed anything.
  static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
