import Foundation

/// Runs `body` with a new, empty temporary folder, and removes the folder afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let folder = FileManager.default.temporaryDirectory
    .appending(path: "TestableSwift-03-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

extension URL {
  /// The plain file-system path, without percent escapes.
  var plainPath: String { path(percentEncoded: false) }

  /// Whether this URL names the same place on disk as `other` (a trailing slash does not matter).
  func isSameLocation(as other: URL) -> Bool {
    standardizedFileURL.pathComponents == other.standardizedFileURL.pathComponents
  }

  /// Whether this URL is somewhere below `folder` (and not `folder` itself).
  func isInside(_ folder: URL) -> Bool {
    let mine = standardizedFileURL.pathComponents
    let theirs = folder.standardizedFileURL.pathComponents
    return mine.count > theirs.count && Array(mine.prefix(theirs.count)) == theirs
  }

  /// Whether a folder (not a file) exists here.
  var isExistingDirectory: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: plainPath, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
