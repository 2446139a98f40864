/// Copies the saved settings into the sync container once, and throws when that attempt fails.
protocol SettingsSyncing: Sendable {
  func sync() async throws
}
