import Foundation

/// The Swift files of a lesson under test, with their comments taken out: the learner's files
/// in `Lessons/`, the reference solution's, or the version the grader checks.
///
/// Some rules show in no run, such as a lock taken twice or a requirement left on a protocol,
/// so a suite reads the code for those.
public struct LessonCode: Sendable {
  /// One Swift file.
  public struct File: Sendable {
    /// The path inside the lesson folder, such as `Ports.swift` or `App/main.swift`.
    public var path: String
    /// The file's code, without its comments.
    public var code: String

    /// The lines of code.
    public var lines: [Substring] {
      code.split(separator: "\n", omittingEmptySubsequences: false)
    }
  }

  /// Thrown when the tests find no Swift file where they look, so that no test of the code
  /// can pass without reading any.
  public struct NoFilesFound: Error, CustomStringConvertible {
    public let folder: URL

    public init(folder: URL) {
      self.folder = folder
    }

    public var description: String {
      "the tests should find your Swift files in \(folder.path(percentEncoded: false))"
    }
  }

  /// The lesson folder the code was read from.
  public let folder: URL
  public let files: [File]

  /// Reads the code of the lesson in `lessonFolder`, such as `02-FocusedProtocols`, from the
  /// folder `Package.swift` builds it from: the one `WORKSHOP_CODE` names when the grader
  /// checks a version of it, `Solutions/` with `WORKSHOP_SOLUTIONS=1`, else `Lessons/`.
  public static func load(lesson lessonFolder: String) throws -> LessonCode {
    // This file is Tests/SuiteSupport/LessonCode.swift.
    let packageRoot = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let environment = ProcessInfo.processInfo.environment
    let root: String
    if environment["WORKSHOP_LESSON"] != nil, let code = environment["WORKSHOP_CODE"] {
      root = code
    } else if environment["WORKSHOP_SOLUTIONS"] == "1" {
      root = "Solutions"
    } else {
      root = "Lessons"
    }
    let base = root.hasPrefix("/") ? URL(filePath: root) : packageRoot.appending(path: root)
    return try load(from: base.appending(path: lessonFolder, directoryHint: .isDirectory))
  }

  /// Reads every Swift file in `folder` and its subfolders, but not the learner's own tests
  /// in `YourTests` or hidden files.
  public static func load(from folder: URL) throws -> LessonCode {
    let paths = FileManager.default.subpaths(atPath: folder.path(percentEncoded: false)) ?? []
    var files: [File] = []
    for path in paths.sorted() where path.hasSuffix(".swift") {
      let parts = path.split(separator: "/")
      guard parts.first != "YourTests", !parts.contains(where: { $0.hasPrefix(".") }) else {
        continue
      }
      let text = try String(contentsOf: folder.appending(path: path), encoding: .utf8)
      files.append(File(path: path, code: withoutComments(text)))
    }
    guard !files.isEmpty else { throw NoFilesFound(folder: folder) }
    return LessonCode(folder: folder, files: files)
  }

  /// `path:line` for every line of code that matches `pattern`, such as `Ports.swift:10`.
  public func lines<Output>(matching pattern: Regex<Output>) -> [String] {
    Self.lines(in: files, matching: pattern)
  }

  /// `path:line` for every line of `files` that matches `pattern`, such as `App/main.swift:18`.
  ///
  /// `\b` is a boundary between a word character and another one, as in most regex engines:
  /// `ProcessInfo.processInfo` is two words, not one as Unicode's default rules would have it.
  public static func lines<Output>(in files: [File], matching pattern: Regex<Output>)
    -> [String]
  {
    lines(in: files, matching: pattern) { $0 }
  }

  /// `path:line` for every line of `files` whose code outside every type, function and other
  /// block matches `pattern`, such as a `var` declared at the top level of a file.
  public static func linesOutsideBlocks<Output>(in files: [File], matching pattern: Regex<Output>)
    -> [String]
  {
    lines(in: files, matching: pattern, of: outsideBlocks)
  }

  /// `path:line` for every line of `part(file.code)` that matches `pattern`.
  private static func lines<Output>(
    in files: [File], matching pattern: Regex<Output>, of part: (String) -> String
  ) -> [String] {
    let pattern = pattern.wordBoundaryKind(.simple)
    return files.flatMap { file in
      part(file.code).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .filter { $0.element.contains(pattern) }
        .map { "\(file.path):\($0.offset + 1)" }
    }
  }

  /// The code between the brace at `open` and the brace that closes it, without both, or nil
  /// when it is not closed; braces in string literals do not count.
  public static func block(openingAt open: Substring.Index, in code: Substring) -> Substring? {
    var depth = 0
    for brace in braces(in: code, from: open) {
      depth += code[brace] == "{" ? 1 : -1
      if depth == 0 { return code[code.index(after: open)..<brace] }
    }
    return nil
  }

  /// `code` with every block, braces included, made spaces; the lines stay where they were.
  private static func outsideBlocks(_ code: String) -> String {
    let code = code[...]
    var result = ""
    var depth = 0
    var rest = code.startIndex
    for brace in braces(in: code, from: code.startIndex) {
      result += depth == 0 ? String(code[rest..<brace]) : blanked(code[rest..<brace])
      result += " "
      depth = max(depth + (code[brace] == "{" ? 1 : -1), 0)
      rest = code.index(after: brace)
    }
    return result + (depth == 0 ? String(code[rest...]) : blanked(code[rest...]))
  }

  /// `text` with every character but line breaks made a space.
  private static func blanked(_ text: Substring) -> String {
    String(text.map { $0 == "\n" ? "\n" : " " })
  }

  /// The positions of the braces in `code` from `start` on, outside string literals.
  private static func braces(in code: Substring, from start: Substring.Index) -> [Substring.Index] {
    var found: [Substring.Index] = []
    var inString = false
    var index = start
    while index < code.endIndex {
      let character = code[index]
      if inString {
        if character == "\\" {
          index = code.index(after: index)
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "{" || character == "}" {
        found.append(index)
      }
      if index < code.endIndex { index = code.index(after: index) }
    }
    return found
  }

  /// `text` without its `//` and `/* */` comments; string literals are kept as they are.
  public static func withoutComments(_ text: String) -> String {
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
