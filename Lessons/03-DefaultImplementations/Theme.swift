/// The colour scheme the user picked.
public enum Theme: String, Codable, Sendable, CaseIterable {
  case light
  case dark
  case system
}
