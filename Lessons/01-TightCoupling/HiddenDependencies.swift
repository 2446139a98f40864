// Task 1: what each type reached for by itself, in the code as you first found it
// (before tasks 2 and 3). Pick from the cases in Dependency.swift.

extension SettingsStore {
  /// The hidden dependencies of `SettingsStore` as you first found it.
  static let hiddenDependencies: Set<Dependency> = [
    // TODO: Task 1. Read load() and save(_:): what do they reach for on their own?
    // TODO: Task 1. List the hidden dependencies of SettingsStore, such as `.someCase`.
  ]
}

extension SyncManager {
  /// The hidden dependencies of `SyncManager` as you first found it.
  static let hiddenDependencies: Set<Dependency> = [
    // TODO: Task 1. Read sync(): which folder, and which clock, does it pick itself?
    // TODO: Task 1. List the hidden dependencies of SyncManager.
  ]
}
