/// The colour scheme the user picked.
enum Theme: String, Codable, Sendable, CaseIterable {
  case light
  case dark
  case system

  /// Reads a theme name such as `"dark"` or `"Dark"`, ignoring case; `nil` when the
  /// text names no theme.
  init?(parsing text: String) {
    // TODO: Task 3. `init(rawValue:)` only knows the exact lowercase names, so "Dark"
    // gives nil.
    // TODO: Task 3. Accept the names in any letter case: every raw value is lowercase.
    self.init(rawValue: text)
  }
}
