/// The colour scheme the user picked.
enum Theme: String, Codable, Sendable, CaseIterable {
  case light, dark, system
}
