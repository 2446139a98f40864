/// What a container folder is for.
public enum ContainerPurpose: Sendable, Hashable, CaseIterable {
  /// The local folder (Application Support style) where `settings.json` lives.
  case settings
  /// The iCloud-style folder the sync manager copies `settings.json` into.
  case sync
}
