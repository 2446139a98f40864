/// The colour scheme the user picked.
enum Theme: String, Codable, Sendable, CaseIterable {
  case light
  case dark
  case system

  /// Reads a theme name such as `"dark"` or `"Dark"`, ignoring case; `nil` when the
  /// text names no theme.
  init?(parsing text: String) {
    self.init(rawValue: text.lowercased())
  }
}
