import Testing
@testable import Lesson01TightCoupling

extension TightCouplingTests {
  @Suite("Task 1: Name the hidden dependencies")
  struct NameTheHiddenDependencies {
    /// Each hidden dependency of `SettingsStore`, with where the starter code reaches for it.
    static let settingsStoreReasons: [Dependency: String] = [
      .fileManager: """
      load() and save(_:) check, read and write settings.json through FileManager.default \
      and Data, on the real disk
      """,
      .applicationSupportFolder: """
      load() and save(_:) work out by themselves which folder to use, from the home folder \
      of whoever runs them
      """,
    ]

    /// Each hidden dependency of `SyncManager`, with where the starter code reaches for it.
    static let syncManagerReasons: [Dependency: String] = [
      .fileManager: """
      sync() checks for the cloud folder and writes the copy through FileManager.default \
      and Data, on the real disk
      """,
      .cloudContainer: """
      sync() works out by itself where the cloud folder is: a fixed place in your home folder
      """,
      .currentDate: "sync() asks Date() for the time, which is different on every run",
    ]

    @Test("SettingsStore names every dependency it reaches for")
    func settingsStoreNamesEveryDependency() {
      let missing = Self.missing(
        from: SettingsStore.hiddenDependencies, reasons: Self.settingsStoreReasons)
      // A plain Bool, so that a failure does not print the whole list of missing cases.
      let namesEveryDependency = missing.isEmpty
      #expect(
        namesEveryDependency,
        "\(Self.describeMissing(missing, in: "SettingsStore", reasons: Self.settingsStoreReasons))"
      )
    }

    @Test("SettingsStore names nothing it does not reach for")
    func settingsStoreNamesNothingExtra() {
      let extra = Self.extra(
        in: SettingsStore.hiddenDependencies, reasons: Self.settingsStoreReasons)
      let namesNothingExtra = extra.isEmpty
      #expect(namesNothingExtra, "\(Self.describeExtra(extra, in: "SettingsStore"))")
    }

    @Test("SyncManager names every dependency it reaches for")
    func syncManagerNamesEveryDependency() {
      let missing = Self.missing(
        from: SyncManager.hiddenDependencies, reasons: Self.syncManagerReasons)
      let namesEveryDependency = missing.isEmpty
      #expect(
        namesEveryDependency,
        "\(Self.describeMissing(missing, in: "SyncManager", reasons: Self.syncManagerReasons))"
      )
    }

    @Test("SyncManager names nothing it does not reach for")
    func syncManagerNamesNothingExtra() {
      let extra = Self.extra(in: SyncManager.hiddenDependencies, reasons: Self.syncManagerReasons)
      let namesNothingExtra = extra.isEmpty
      #expect(namesNothingExtra, "\(Self.describeExtra(extra, in: "SyncManager"))")
    }
  }
}

// MARK: - Telling the learner one mistake at a time

extension TightCouplingTests.NameTheHiddenDependencies {
  /// The hidden dependencies the learner's set leaves out, in the order of `Dependency`.
  static func missing(from named: Set<Dependency>, reasons: [Dependency: String]) -> [Dependency] {
    Dependency.allCases.filter { reasons[$0] != nil && !named.contains($0) }
  }

  /// The cases the learner's set lists that are not hidden dependencies, in the order of `Dependency`.
  static func extra(in named: Set<Dependency>, reasons: [Dependency: String]) -> [Dependency] {
    Dependency.allCases.filter { reasons[$0] == nil && named.contains($0) }
  }

  /// Names the first missing dependency and says why it is one, without listing the rest.
  static func describeMissing(
    _ missing: [Dependency], in type: String, reasons: [Dependency: String]
  ) -> String {
    guard let first = missing.first else { return "" }
    let count = missing.count == 1 ? "1 hidden dependency" : "\(missing.count) hidden dependencies"
    return """
      \(type).hiddenDependencies leaves out \(count). One of them is .\(first.rawValue): \
      \(reasons[first] ?? "").
      """
  }

  /// Names the first case that should not be in the set and says why, without listing the rest.
  static func describeExtra(_ extra: [Dependency], in type: String) -> String {
    guard let first = extra.first else { return "" }
    let count = extra.count == 1 ? "1 case" : "\(extra.count) cases"
    return """
      \(type).hiddenDependencies lists \(count) that \(type) does not depend on. One of them is \
      .\(first.rawValue): \(whyNot(first, in: type)).
      """
  }

  /// Why `dependency` is not a hidden dependency of `type`.
  static func whyNot(_ dependency: Dependency, in type: String) -> String {
    switch dependency {
    case .fileName:
      "\"settings.json\" is a constant, the same on every machine and in every run"
    case .jsonCoding:
      """
      JSONEncoder and JSONDecoder turn the same Settings into the same bytes everywhere, \
      without touching anything outside your program
      """
    case .settingsValue:
      "Settings is a plain value: a test makes one in a single line"
    case .urlBuilding:
      "appending(path:) only joins a folder and a name; it never touches the disk"
    case .applicationSupportFolder:
      "\(type) never looks for that folder itself; only the store does"
    case .cloudContainer:
      "\(type) never touches the cloud folder"
    case .currentDate:
      "\(type) never asks for the time"
    case .fileManager:
      "\(type) never touches the disk"
    }
  }
}
