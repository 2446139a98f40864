import Foundation
import SuiteSupport

@testable import Lesson11CompositionRootCore

extension LessonCode {
  /// The code of the lesson folder that the Core module was compiled from: `Core/` holds
  /// `LessonFolder.swift`.
  static func load() throws -> LessonCode {
    try load(
      from: URL(filePath: LessonFolder.sourceFile)
        .deletingLastPathComponent().deletingLastPathComponent())
  }

  /// The files of one module: `Core`, `Adapters` or `App`.
  func files(in part: String) throws -> [File] {
    let found = files.filter { $0.path.hasPrefix(part + "/") }
    guard !found.isEmpty else { throw NoFilesFound(folder: folder.appending(path: part)) }
    return found
  }
}
