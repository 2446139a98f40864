import Foundation

/// The learner's code against the reference solution, as `compare` prints it: file by file,
/// leaving out differences in comments and layout, with the reviewer's comments and a last
/// line that says what it found.
struct CodeComparison {
  /// The reference's files and the learner's, by path relative to the lesson's folder.
  let reference: [String: String]
  let learner: [String: String]
  /// The reviewer's comments on the learner's code.
  let review: [ReviewComment]
  /// The learner's lesson folder relative to the workshop, such as `Lessons/03-…`.
  let folder: String
  /// The command that checks the lesson.
  let command: String
  let style: Style

  /// How many unchanged lines are shown around a change.
  static let contextLines = 2

  /// The files whose code differs, not only their comments and layout, in order.
  var differingFiles: [String] {
    Set(reference.keys).union(learner.keys).sorted().filter { path in
      Self.key(of: reference[path]) != Self.key(of: learner[path])
    }
  }

  /// The files that differ only in comments and layout.
  var layoutOnlyFiles: [String] {
    Set(reference.keys).union(learner.keys).sorted().filter { path in
      reference[path] != learner[path]
        && Self.key(of: reference[path]) == Self.key(of: learner[path])
    }
  }

  var lines: [String] {
    var lines: [String] = []
    let differing = differingFiles
    if !differing.isEmpty {
      lines += [
        "Lines marked - are the solution's, lines marked + are yours; comments and layout are left out.",
        "",
      ]
    }
    for path in differing {
      lines.append(style.bold(path))
      switch (reference[path], learner[path]) {
      case (nil, _): lines.append("  Only in your code.")
      case (_, nil): lines.append("  Only in the reference solution.")
      case (let theirs?, let yours?): lines += changeLines(from: theirs, to: yours)
      }
      lines.append("")
    }
    let layoutOnly = layoutOnlyFiles
    if !layoutOnly.isEmpty {
      lines.append(
        "Only comments and layout differ in \(layoutOnly.joined(separator: ", ")).")
      lines.append("")
    }
    let essential = review.filter(\.isEssential)
    if !review.isEmpty {
      lines.append(
        essential.isEmpty
          ? "A reviewer would point at these, which do not stop you:"
          : "A reviewer would stop you at:")
      for comment in essential + review.filter({ !$0.isEssential }) {
        lines.append("  \(folder)/\(comment.file):\(comment.line)")
        lines.append("    \(comment.message)")
      }
      lines.append("")
    }
    lines.append(conclusion)
    return lines
  }

  /// The last line: what the comparison found.
  var conclusion: String {
    let count = differingFiles.count
    let files = count == 1 ? "1 file differs" : "\(count) files differ"
    if review.contains(where: \.isEssential) {
      return
        "\(count == 0 ? "Your code is the reference's" : files + " from the reference"); change the lines the reviewer points at, then check again: \(command)"
    }
    if count == 0 {
      return layoutOnlyFiles.isEmpty
        ? "Your files are the same as the reference solution."
        : "Your code and the reference differ only in comments and layout."
    }
    return
      "\(files) from the reference in its code. A different design that passes every test is a good answer too."
  }

  // MARK: - Comparing code

  /// A file's code without comments and without whitespace outside string literals: two
  /// files with the same key differ only in comments and layout.
  static func key(of text: String?) -> String? {
    text.map { text in SwiftLines(text: text).lines.map(key(of:)).joined() }
  }

  /// A line's code without its comment, and without whitespace outside string literals.
  static func key(of line: SwiftLines.Line) -> String {
    guard line.isCode else { return "" }
    var key = ""
    let code = Array(line.code)
    for (index, character) in line.text.prefix(code.count).enumerated() {
      let inString = line.strings.contains { $0.contains(index) }
      // A block comment inside the line is blanked out in `code`.
      if !inString, character.isWhitespace || code[index].isWhitespace { continue }
      key.append(character)
    }
    return key
  }

  /// The changes from `theirs` to `yours`, line by line, comparing lines by their code
  /// alone; lines with no code are left out.
  private func changeLines(from theirs: String, to yours: String) -> [String] {
    let old = Self.codeLines(of: theirs)
    let new = Self.codeLines(of: yours)
    let edits = Self.diff(old.map(\.key), new.map(\.key))
    // Which edits to show: every change, and a few unchanged lines around each.
    var shown = Set<Int>()
    for (index, edit) in edits.enumerated() where edit.kind != .same {
      let low = max(0, index - Self.contextLines)
      let high = min(edits.count - 1, index + Self.contextLines)
      shown.formUnion(low...high)
    }
    var lines: [String] = []
    var last: Int?
    for index in shown.sorted() {
      if let last, index > last + 1 { lines.append(style.dim("  …")) }
      last = index
      let edit = edits[index]
      switch edit.kind {
      case .same: lines.append("    " + new[edit.new!].text)
      case .removed: lines.append(style.red("  - " + old[edit.old!].text))
      case .added: lines.append(style.green("  + " + new[edit.new!].text))
      }
    }
    return lines
  }

  /// The lines of `text` that hold code: each as written, and its key.
  private static func codeLines(of text: String) -> [(text: String, key: String)] {
    SwiftLines(text: text).lines.compactMap { line in
      let key = key(of: line)
      return key.isEmpty ? nil : (line.text.replacing(/\s+$/, with: ""), key)
    }
  }

  struct Edit {
    enum Kind { case same, removed, added }
    var kind: Kind
    var old: Int?
    var new: Int?
  }

  /// The edits that turn `old` into `new`: a longest common subsequence, removals before
  /// additions.
  static func diff(_ old: [String], _ new: [String]) -> [Edit] {
    var table = Array(
      repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: .same, old: i, new: j))
        (i, j) = (i + 1, j + 1)
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        edits.append(Edit(kind: .removed, old: i))
        i += 1
      } else {
        edits.append(Edit(kind: .added, new: j))
        j += 1
      }
    }
    return edits
  }
}
