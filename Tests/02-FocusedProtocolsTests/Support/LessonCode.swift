import Foundation
import RegexBuilder

/// The Swift files of the lesson under test, with their comments taken out: your files in
/// `Lessons/02-FocusedProtocols`, the reference solution's, or those the grader checks.
struct LessonCode {
  /// One Swift file.
  struct File {
    /// The file's name, such as `Ports.swift`.
    var name: String
    /// The file's code, without its comments.
    var code: String

    /// The lines of code.
    var lines: [Substring] { code.split(separator: "\n", omittingEmptySubsequences: false) }
  }

  /// Thrown when the tests find no Swift file where they look, so that no test of the code
  /// can pass without reading any.
  struct NoFilesFound: Error, CustomStringConvertible {
    let folder: URL

    var description: String {
      "the tests should find your Swift files in \(folder.path(percentEncoded: false))"
    }
  }

  /// The lesson folder the module was built from.
  let folder: URL
  let files: [File]

  /// Reads every Swift file of the folder the lesson's module was built from.
  static func load() throws -> LessonCode {
    let folder = lessonFolder()
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false)))
      ?? []
    var files: [File] = []
    for name in names.sorted() where name.hasSuffix(".swift") && !name.hasPrefix(".") {
      let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      files.append(File(name: name, code: withoutComments(text)))
    }
    guard !files.isEmpty else { throw NoFilesFound(folder: folder) }
    return LessonCode(folder: folder, files: files)
  }

  /// The folder `Package.swift` builds the lesson from: the one `WORKSHOP_CODE` names when
  /// the grader checks a variant, `Solutions/` with `WORKSHOP_SOLUTIONS=1`, else `Lessons/`.
  private static func lessonFolder() -> URL {
    // This file is Tests/02-FocusedProtocolsTests/Support/LessonCode.swift.
    let packageRoot = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let environment = ProcessInfo.processInfo.environment
    let root: String
    if environment["WORKSHOP_LESSON"].flatMap({ Int($0) }) != nil,
      let code = environment["WORKSHOP_CODE"]
    {
      root = code
    } else if environment["WORKSHOP_SOLUTIONS"] == "1" {
      root = "Solutions"
    } else {
      root = "Lessons"
    }
    let base = root.hasPrefix("/") ? URL(filePath: root) : packageRoot.appending(path: root)
    return base.appending(path: "02-FocusedProtocols", directoryHint: .isDirectory)
  }

  /// `name:line` for every line of code that matches `pattern`, such as `Ports.swift:10`.
  ///
  /// `\b` is a boundary between a word character and another one, as in most regex engines.
  func lines<Output>(matching pattern: Regex<Output>) -> [String] {
    let pattern = pattern.wordBoundaryKind(.simple)
    return files.flatMap { file in
      file.lines.enumerated()
        .filter { $0.element.contains(pattern) }
        .map { "\(file.name):\($0.offset + 1)" }
    }
  }

  /// The code between the braces of `protocol name`, or nil when no file declares it.
  func protocolBody(named name: String) -> Substring? {
    let declaration = Regex {
      "protocol"
      OneOrMore(.whitespace)
      name
      Anchor.wordBoundary
    }
    .wordBoundaryKind(.simple)
    for file in files {
      guard let match = file.code.firstMatch(of: declaration),
        let open = file.code[match.range.upperBound...].firstIndex(of: "{")
      else { continue }
      var depth = 0
      var index = open
      while index < file.code.endIndex {
        switch file.code[index] {
        case "{": depth += 1
        case "}":
          depth -= 1
          if depth == 0 { return file.code[file.code.index(after: open)..<index] }
        default: break
        }
        index = file.code.index(after: index)
      }
      return file.code[file.code.index(after: open)...]
    }
    return nil
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
