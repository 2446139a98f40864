/// The user's settings: a plain value with no I/O.
public struct Settings: Codable, Equatable, Sendable {
  public var theme: Theme
  public var fontSize: Int
  public var syncEnabled: Bool

  public init(theme: Theme, fontSize: Int, syncEnabled: Bool) {
    self.theme = theme
    self.fontSize = fontSize
    self.syncEnabled = syncEnabled
  }

  /// What `SettingsStore.load()` returns before anything was saved.
  public static let defaults = Settings(theme: .system, fontSize: 14, syncEnabled: false)
}
