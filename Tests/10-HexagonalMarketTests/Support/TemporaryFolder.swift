import Foundation

/// A new, empty folder in the temporary directory, for one test; call `remove()` when done.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "Lesson10-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Where the JSON repository of a test keeps its markets.
  var storeFile: URL {
    url.appending(path: "markets.json")
  }

  /// The bytes of the store file, or nil when there is no such file.
  func storeContents() -> Data? {
    try? Data(contentsOf: storeFile)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
