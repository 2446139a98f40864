import Foundation
import SuiteSupport

extension LessonCode {
  /// The code of `Lessons/03-DefaultImplementations`, or of the version under test.
  static func load() throws -> LessonCode {
    try load(lesson: "03-DefaultImplementations")
  }

  /// `path:line` for every line of code that `#if os(…)` or `#elseif os(…)` compiles or not.
  func platformChecks() -> [String] {
    files.flatMap { file in
      file.lines.enumerated().compactMap { index, line in
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let isCondition = trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif")
        return isCondition && trimmed.contains("os(") ? "\(file.path):\(index + 1)" : nil
      }
    }
  }

  /// `path:line` for every line that mentions one of `names` outside an
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
          found.append("\(file.path):\(index + 1)")
        }
      }
      return found
    }
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
