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

  /// `path:line` for every line of `files` whose code outside every type, function and other
  /// block matches `pattern`, such as a `var` declared at the top level of a file; braces in
  /// string literals do not count.
  static func linesOutsideBlocks<Output>(in files: [File], matching pattern: Regex<Output>)
    -> [String]
  {
    let pattern = pattern.wordBoundaryKind(.simple)
    return files.flatMap { file in
      outsideBlocks(file.code).split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
        .filter { $0.element.contains(pattern) }
        .map { "\(file.path):\($0.offset + 1)" }
    }
  }

  /// `code` with each character inside braces, and the braces, made a space.
  private static func outsideBlocks(_ code: String) -> String {
    var result = ""
    var depth = 0
    var inString = false
    var escaped = false
    for character in code {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth = max(depth - 1, 0)
        result.append(" ")
        continue
      }
      result.append(depth == 0 || character == "\n" ? character : " ")
    }
    return result
  }
}
