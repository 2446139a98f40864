/// The app's colour scheme.
enum Theme: String, Codable, Sendable, CaseIterable {
  case light
  case dark
  case system
}
