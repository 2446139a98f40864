import Foundation

/// Runs `body` with a fresh, empty folder in the system's temporary directory, and removes
/// the folder afterwards, so that no test touches your home folder or another test's files.
func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory
    .appending(path: "TestableSwift-Lesson01-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}

/// Whether a file or folder exists at `url`.
func exists(_ url: URL) -> Bool {
  FileManager.default.fileExists(atPath: url.path(percentEncoded: false))
}

/// The names in `folder`, sorted, or an empty list when the folder is not there.
func contents(of folder: URL) -> [String] {
  let names = try? FileManager.default.contentsOfDirectory(
    atPath: folder.path(percentEncoded: false))
  return (names ?? []).sorted()
}
