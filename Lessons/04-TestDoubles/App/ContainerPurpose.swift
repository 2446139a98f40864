/// What a container folder is for.
enum ContainerPurpose: Sendable, Hashable, CaseIterable {
  /// The local folder where `settings.json` lives.
  case settings
  /// The cloud folder the sync manager copies `settings.json` into.
  case sync
}
