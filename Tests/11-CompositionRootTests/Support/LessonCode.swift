import Foundation

@testable import Lesson11CompositionRootCore

/// The Swift files of the lesson under test, with their comments taken out: your files in
/// `Lessons/11-CompositionRoot`, or the reference solution's when the grader checks it.
struct LessonCode {
  /// One Swift file.
  struct File {
    /// The path inside the lesson folder, such as `App/main.swift`.
    var path: String
    /// The file's code, without its comments.
    var code: String

    /// The lines of code.
    var lines: [Substring] { code.split(separator: "\n", omittingEmptySubsequences: false) }
  }

  /// The lesson folder the modules were built from.
  let folder: URL
  let files: [File]

  /// Thrown when the tests find no Swift file where they look, so that no test of the code
  /// can pass without reading any.
  struct NoFilesFound: Error, CustomStringConvertible {
    let folder: URL

    var description: String { "the tests should find your Swift files in \(folder.path)" }
  }

  /// Reads every Swift file of the lesson folder that the Core module was compiled from.
  static func load() throws -> LessonCode {
    let folder = lessonFolder(of: URL(filePath: LessonFolder.sourceFile))
    // Paths relative to the folder, such as `App/main.swift`, whatever symbolic links lead there.
    let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
    var files: [File] = []
    for path in paths where path.hasSuffix(".swift") {
      guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      let text = try String(contentsOf: folder.appending(path: path), encoding: .utf8)
      files.append(File(path: path, code: withoutComments(text)))
    }
    guard !files.isEmpty else { throw NoFilesFound(folder: folder) }
    return LessonCode(folder: folder, files: files.sorted { $0.path < $1.path })
  }

  /// The files of one module: `Core`, `Adapters` or `App`.
  func files(in part: String) throws -> [File] {
    let found = files.filter { $0.path.hasPrefix(part + "/") }
    guard !found.isEmpty else { throw NoFilesFound(folder: folder.appending(path: part)) }
    return found
  }

  /// `path:line` for every line of `files` that matches `pattern`, such as `App/main.swift:18`.
  ///
  /// `\b` is a boundary between a word character and another one, as in most regex engines:
  /// `ProcessInfo.processInfo` is two words, not one as Unicode's default rules would have it.
  static func lines<Output>(in files: [File], matching pattern: Regex<Output>) -> [String] {
    let pattern = pattern.wordBoundaryKind(.simple)
    return files.flatMap { file in
      file.lines.enumerated()
        .filter { $0.element.contains(pattern) }
        .map { "\(file.path):\($0.offset + 1)" }
    }
  }

  /// The folder just inside `Lessons/` or `Solutions/` that holds `sourceFile`.
  private static func lessonFolder(of sourceFile: URL) -> URL {
    var folder = sourceFile.deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      let parent = folder.deletingLastPathComponent()
      if ["Lessons", "Solutions"].contains(parent.lastPathComponent) { return folder }
      folder = parent
    }
    return sourceFile.deletingLastPathComponent().deletingLastPathComponent()
  }

  /// `text` without its `//` and `/* */` comments; string literals are kept as they are.
  static func withoutComments(_ text: String) -> String {
    var result = ""
    var characters = text[...]
    var inString = false
    var blockDepth = 0
    while let character = characters.first {
      let rest = characters
      characters.removeFirst()
      if blockDepth > 0 {
        if rest.hasPrefix("*/") {
          blockDepth -= 1
          characters.removeFirst()
        } else if rest.hasPrefix("/*") {
          blockDepth += 1
          characters.removeFirst()
        } else if character == "\n" {
          result.append(character)
        }
      } else if inString {
        result.append(character)
        if character == "\\", let escaped = characters.first {
          result.append(escaped)
          characters.removeFirst()
        } else if character == "\"" {
          inString = false
        }
      } else if rest.hasPrefix("//") {
        characters = characters.drop { $0 != "\n" }
      } else if rest.hasPrefix("/*") {
        blockDepth = 1
        characters.removeFirst()
      } else {
        result.append(character)
        if character == "\"" { inString = true }
      }
    }
    return result
  }
}
