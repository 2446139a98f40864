/// The user's preferences: a plain value with no outside dependency.
struct Settings: Codable, Equatable, Sendable {
  var theme: Theme
  var fontSize: Int
  var syncEnabled: Bool

  /// What the app uses before the user has changed anything.
  // TODO: Task 1. These are the wrong defaults: the README says which ones to use.
  static let defaults = Settings(theme: .light, fontSize: 12, syncEnabled: true)
}
