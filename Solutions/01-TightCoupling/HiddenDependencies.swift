// Task 1: what each type reached for by itself, in the code as you first found it
// (before tasks 2 and 3).

extension SettingsStore {
  /// The hidden dependencies of `SettingsStore` as you first found it.
  static let hiddenDependencies: Set<Dependency> = [.fileManager, .applicationSupportFolder]
}

extension SyncManager {
  /// The hidden dependencies of `SyncManager` as you first found it.
  static let hiddenDependencies: Set<Dependency> = [.fileManager, .cloudContainer, .currentDate]
}
