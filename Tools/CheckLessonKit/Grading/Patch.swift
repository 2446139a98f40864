/// A unified diff, as `git diff` prints it, that can be applied to a folder's files.
///
/// Wheats and chaffs are stored this way: a few changed lines of the reference solution,
/// easy to review, that stop applying (and say so) when the reference changes under them.
struct Patch: Sendable, Equatable {
  /// The changes to one file.
  struct FileChange: Sendable, Equatable {
    /// The path before the change, relative to the folder; nil for a new file.
    var oldPath: String?
    /// The path after the change; nil for a deleted file.
    var newPath: String?
    var hunks: [Hunk]
  }

  /// One `@@ -a,b +c,d @@` block of a file's changes.
  struct Hunk: Sendable, Equatable {
    /// The line of the old file where the hunk starts, counted from 1.
    var oldStart: Int
    /// The lines the hunk expects, context and removed lines.
    var oldLines: [String] = []
    /// The lines it leaves, context and added lines.
    var newLines: [String] = []
    /// Whether the old or the new file ends without a newline after this hunk.
    var oldEndsWithoutNewline = false
    var newEndsWithoutNewline = false
  }

  /// Why a patch cannot be read or applied.
  struct Problem: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The text before the first file's header: for a wheat or a chaff, its description.
  var preamble: String
  var changes: [FileChange]

  /// Reads the text of a unified diff.
  init(text: String) throws(Problem) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var preamble: [String] = []
    var changes: [FileChange] = []
    var index = 0
    // The description: everything up to git's `diff --git` line or the first `--- ` header.
    while index < lines.count, !lines[index].hasPrefix("diff --git "),
      !(lines[index].hasPrefix("--- ") && index + 1 < lines.count
        && lines[index + 1].hasPrefix("+++ "))
    {
      preamble.append(lines[index])
      index += 1
    }
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.hasPrefix("--- "), index < lines.count, lines[index].hasPrefix("+++ ") {
        changes.append(
          FileChange(
            oldPath: Self.path(inHeader: line), newPath: Self.path(inHeader: lines[index]),
            hunks: []))
        index += 1
      } else if line.hasPrefix("@@ ") {
        guard !changes.isEmpty else { throw Problem("a hunk comes before any '--- ' file header") }
        guard let header = Self.hunkHeader(line) else {
          throw Problem("cannot read the hunk header '\(line)'")
        }
        var hunk = Hunk(oldStart: header.oldStart)
        // The header counts the lines of each side, so a blank line is never ambiguous.
        while index < lines.count,
          hunk.oldLines.count < header.oldCount || hunk.newLines.count < header.newCount
            || lines[index].hasPrefix("\\")
        {
          let body = lines[index]
          let text = String(body.dropFirst())
          switch body.first {
          case "-": hunk.oldLines.append(text)
          case "+": hunk.newLines.append(text)
          case "\\":
            // "\ No newline at end of file" belongs to the line before it.
            switch lines[index - 1].first {
            case "-": hunk.oldEndsWithoutNewline = true
            case "+": hunk.newEndsWithoutNewline = true
            default:
              hunk.oldEndsWithoutNewline = true
              hunk.newEndsWithoutNewline = true
            }
          default:
            // A context line; an editor may have trimmed the space of a blank one.
            hunk.oldLines.append(text)
            hunk.newLines.append(text)
          }
          index += 1
        }
        guard hunk.oldLines.count == header.oldCount, hunk.newLines.count == header.newCount else {
          throw Problem("the hunk '\(line)' ends before its last line")
        }
        changes[changes.count - 1].hunks.append(hunk)
      }
    }
    guard !changes.isEmpty else { throw Problem("it holds no '--- a/…' and '+++ b/…' file header") }
    self.preamble = preamble.joined(separator: "\n")
    self.changes = changes
  }

  /// The first line of the preamble that is not blank.
  var summary: String {
    preamble.split(separator: "\n").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty } ?? ""
  }

  /// The paths the patch names, relative to the folder it applies to.
  var paths: Set<String> {
    Set(changes.flatMap { [$0.oldPath, $0.newPath].compactMap { $0 } })
  }

  /// The files of a folder, by relative path, after applying the patch to them.
  func applied(to files: [String: String]) throws(Problem) -> [String: String] {
    var result = files
    for change in changes {
      let original: String
      // `diff -N` names a new file by its path, with one hunk that removes nothing.
      let isNew = change.hunks.allSatisfy { $0.oldStart == 0 && $0.oldLines.isEmpty }
      if let oldPath = change.oldPath, !(isNew && result[oldPath] == nil) {
        guard let text = result[oldPath] else {
          throw Problem("it changes \(oldPath), which the reference does not have")
        }
        original = text
        result[oldPath] = nil
      } else {
        original = ""
      }
      let changed = try Self.apply(change.hunks, to: original, path: change.oldPath ?? "")
      if let newPath = change.newPath { result[newPath] = changed }
    }
    return result
  }

  // MARK: - Applying

  private static func apply(_ hunks: [Hunk], to text: String, path: String) throws(Problem)
    -> String
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var endsWithNewline = true
    if lines.last == "" {
      lines.removeLast()
    } else if !text.isEmpty {
      endsWithNewline = false
    }
    // How far the lines have moved since the hunks' numbers were taken.
    var shift = 0
    for (number, hunk) in hunks.enumerated() {
      let expected = max(0, hunk.oldStart - 1 + shift + (hunk.oldLines.isEmpty ? 1 : 0))
      guard let start = position(of: hunk.oldLines, in: lines, near: expected) else {
        throw Problem(
          "hunk \(number + 1) of \(path) (at line \(hunk.oldStart)) no longer matches the reference"
        )
      }
      lines.replaceSubrange(start..<start + hunk.oldLines.count, with: hunk.newLines)
      shift = start - (hunk.oldStart - 1) + hunk.newLines.count - hunk.oldLines.count
      if start + hunk.newLines.count == lines.count {
        if hunk.newEndsWithoutNewline {
          endsWithNewline = false
        } else if hunk.oldEndsWithoutNewline {
          endsWithNewline = true
        }
      }
    }
    guard !lines.isEmpty else { return "" }
    return lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
  }

  /// Where `block` occurs in `lines`, at `expected` or else as near to it as possible.
  private static func position(of block: [String], in lines: [String], near expected: Int)
    -> Int?
  {
    let last = lines.count - block.count
    guard last >= 0 else { return nil }
    let matches = { (start: Int) in
      start >= 0 && start <= last && lines[start..<start + block.count].elementsEqual(block)
    }
    for distance in 0...max(expected, last) {
      if matches(expected - distance) { return expected - distance }
      if distance > 0 && matches(expected + distance) { return expected + distance }
    }
    return nil
  }

  private static func path(inHeader line: String) -> String? {
    // `--- a/Sync.swift`, maybe followed by a tab and a date (diff -u).
    let name = line.dropFirst(4).split(separator: "\t").first.map(String.init) ?? ""
    if name == "/dev/null" { return nil }
    if name.hasPrefix("a/") || name.hasPrefix("b/") { return String(name.dropFirst(2)) }
    return name
  }

  /// Reads `@@ -12,7 +12,8 @@ func sync()`; a count left out is 1.
  private static func hunkHeader(_ line: String)
    -> (oldStart: Int, oldCount: Int, newCount: Int)?
  {
    guard let match = line.firstMatch(of: /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,(\d+))? @@/),
      let start = Int(match.output.1)
    else { return nil }
    return (start, match.output.2.flatMap { Int($0) } ?? 1, match.output.3.flatMap { Int($0) } ?? 1)
  }
}
