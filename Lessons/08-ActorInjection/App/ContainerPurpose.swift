/// What a container folder is for.
enum ContainerPurpose: Sendable, Hashable, CaseIterable {
  /// The local folder where `settings.json` lives.
  case settings
  /// The iCloud-style folder that `SyncManager` copies `settings.json` into.
  case sync
}
