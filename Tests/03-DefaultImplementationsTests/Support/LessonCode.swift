import Foundation

/// The Swift files of the lesson under test, with their comments taken out: your files in
/// `Lessons/03-DefaultImplementations`, the reference solution's, or those the grader checks.
struct LessonCode {
  /// One Swift file.
  struct File {
    /// The file's name, such as `ICloudFileSystemProvider.swift`.
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

    var description: String { "the tests should find your Swift files in \(folder.plainPath)" }
  }

  /// The lesson folder the module was built from.
  let folder: URL
  let files: [File]

  /// Reads every Swift file of the folder the lesson's module was built from.
  static func load() throws -> LessonCode {
    let folder = lessonFolder()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.plainPath)) ?? []
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
    // This file is Tests/03-DefaultImplementationsTests/Support/LessonCode.swift.
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
    return base.appending(path: "03-DefaultImplementations", directoryHint: .isDirectory)
  }

  /// `name:line` for every line of code that `#if os(…)` or `#elseif os(…)` compiles or not.
  func platformChecks() -> [String] {
    files.flatMap { file in
      file.lines.enumerated().compactMap { index, line in
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let isCondition = trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif")
        return isCondition && trimmed.contains("os(") ? "\(file.name):\(index + 1)" : nil
      }
    }
  }

  /// `name:line` for every line that mentions one of `names` outside an
  /// `#if canImport(Darwin)` block (or in its `#else` part).
  func linesOutsideCanImportDarwin(mentioning names: [String]) -> [String] {
    files.flatMap { file in
      // For each `#if` around the current line: its condition, and whether this is its `#else`.
      var blocks: [(condition: String, isElse: Bool)] = []
      var found: [String] = []
      for (index, line) in file.lines.enumerated() {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("#if") {
          blocks.append((String(trimmed.dropFirst("#if".count)).trimmed, false))
        } else if trimmed.hasPrefix("#elseif"), !blocks.isEmpty {
          blocks[blocks.count - 1] = (String(trimmed.dropFirst("#elseif".count)).trimmed, false)
        } else if trimmed.hasPrefix("#else"), !blocks.isEmpty {
          blocks[blocks.count - 1].isElse = true
        } else if trimmed.hasPrefix("#endif"), !blocks.isEmpty {
          blocks.removeLast()
        } else if names.contains(where: { line.contains($0) }),
          !blocks.contains(where: { $0.condition == "canImport(Darwin)" && !$0.isElse })
        {
          found.append("\(file.name):\(index + 1)")
        }
      }
      return found
    }
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

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
