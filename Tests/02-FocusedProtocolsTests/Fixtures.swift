import Foundation

@testable import Lesson02FocusedProtocols

/// Values the tests share.
enum Fixture {
  /// The settings container the stub hands out. The folder does not exist, so real I/O there fails.
  static let settingsContainer = URL(
    filePath: "/dev/null/testable-swift/Settings/", directoryHint: .isDirectory)
  /// The sync container the stub hands out: a different folder, so a mixed-up purpose shows.
  static let syncContainer = URL(
    filePath: "/dev/null/testable-swift/CloudDrive/", directoryHint: .isDirectory)

  static let settingsFile = settingsContainer.appending(path: "settings.json")
  static let syncFile = syncContainer.appending(path: "settings.json")

  /// Settings that differ from the defaults in every field.
  static let saved = Settings(theme: .dark, fontSize: 18, syncEnabled: true)
  /// Other settings, for the folder a test should not read.
  static let other = Settings(theme: .light, fontSize: 11, syncEnabled: false)

  /// The moment the injected clock reports.
  static let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

  static func fileSystem(
    settings: URL? = settingsContainer,
    sync: URL? = syncContainer
  ) -> StubFileSystem {
    StubFileSystem(settings: settings, sync: sync)
  }
}

/// A fresh, empty folder on the real disk, for the one test that checks the disk stays untouched.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "testable-swift-02-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names of the items in the folder.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false))
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
