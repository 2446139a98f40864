import Foundation

/// Makes the mutants of a lesson's reference solution: every operator of ``Mutant/Operator``
/// at every site of the code the learner writes.
///
/// The code the learner writes is what the reference adds to the starter: the lines of a
/// file that the starter's version of it lacks, and every line of a file the starter does
/// not have. Comments, given code and tests are never mutated.
struct Mutator: Sendable {
  /// Raise it when an operator changes, so that every record of a sweep goes out of date.
  static let version = 1

  /// Each injected dependency and its live default, from the lesson's table: `now()` is
  /// replaced by `Date()`, and so on.
  var liveDefaults: [(injected: String, live: String)] = []

  /// The mutants of `reference`, the lesson's files by path, of the code that differs from
  /// `starter`; Swift files only, in the order of their paths and lines.
  func mutants(of reference: [String: String], starter: [String: String]) -> [Mutant] {
    var mutants: [Mutant] = []
    for path in reference.keys.sorted() where path.hasSuffix(".swift") {
      let text = reference[path]!
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let written: Set<Int>
      if let given = starter[path] {
        if given == text { continue }
        let givenLines = given.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
        written = Self.linesAdded(from: givenLines, to: lines)
      } else {
        written = Set(lines.indices)
      }
      mutants += self.mutants(ofFile: path, text: text, writtenLines: written)
    }
    // Number the mutants that are alike, so that each has a key of its own.
    var seen: [String: Int] = [:]
    for index in mutants.indices {
      let key = mutants[index].key
      seen[key, default: 0] += 1
      mutants[index].occurrence = seen[key]!
    }
    return mutants
  }

  /// The lines of `new`, from 0, that a longest common subsequence with `old` leaves out.
  static func linesAdded(from old: [String], to new: [String]) -> Set<Int> {
    let rows = old.count
    let columns = new.count
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        lengths[row][column] =
          old[row] == new[column]
          ? lengths[row + 1][column + 1] + 1
          : max(lengths[row + 1][column], lengths[row][column + 1])
      }
    }
    var added = Set<Int>()
    var row = 0
    var column = 0
    while column < columns {
      if row < rows && old[row] == new[column] {
        row += 1
        column += 1
      } else if row < rows && lengths[row + 1][column] >= lengths[row][column + 1] {
        row += 1
      } else {
        added.insert(column)
        column += 1
      }
    }
    return added
  }

  /// The mutants of one file, at the lines in `writtenLines` (from 0).
  func mutants(ofFile path: String, text: String, writtenLines: Set<Int>) -> [Mutant] {
    let file = SwiftLines(text: text)
    let lines = file.lines
    let written = writtenLines.filter { $0 < lines.count && lines[$0].isCode }.sorted()
    var mutants: [Mutant] = []

    func replacing(_ range: ClosedRange<Int>, with newLines: [String]) -> String {
      var result = lines.map(\.text)
      result.replaceSubrange(range, with: newLines)
      return result.joined(separator: "\n")
    }
    func addLineChange(_ index: Int, _ op: Mutant.Operator, _ newLine: String) {
      guard newLine != lines[index].text else { return }
      let before = lines[index].text.trimmingCharacters(in: .whitespaces)
      let after = newLine.trimmingCharacters(in: .whitespaces)
      mutants.append(
        Mutant(
          file: path, line: index + 1, operator: op, change: "`\(before)` → `\(after)`",
          text: replacing(index...index, with: [newLine])))
    }

    let statements = Self.statements(in: file)
    let scopes = Scopes(file: file)
    for index in written {
      let line = lines[index]
      // try → try?
      for offset in Self.offsets(of: /\btry\b(?![?!])/, in: line.code) {
        addLineChange(index, .swallowError, Self.insert("?", at: offset + 3, in: line.text))
      }
      for newLine in Self.conditionMutations(of: line) {
        addLineChange(index, .flipCondition, newLine)
      }
      for newLine in Self.literalMutations(of: line) {
        addLineChange(index, .changeLiteral, newLine)
      }
      for newLine in scopes.valueMutations(at: index) {
        addLineChange(index, .replaceValue, newLine)
      }
      for (injected, live) in liveDefaults {
        for offset in Self.offsets(of: injected, in: line.code)
        where Scopes.isValueUse(in: Array(line.code), from: offset, to: offset + injected.count) {
          addLineChange(
            index, .liveDefault,
            Self.replace(offset..<offset + injected.count, with: live, in: line.text))
        }
      }
      for newLine in Self.fileOptionMutations(of: line) {
        addLineChange(index, .fileOption, newLine)
      }
    }

    // Statements deleted, and adjacent statements swapped, where the learner wrote one.
    let writtenSet = Set(written)
    for (position, statement) in statements.enumerated() {
      let range = statement.range
      let isWritten = range.contains { writtenSet.contains($0) }
      let first = lines[range.lowerBound].text.trimmingCharacters(in: .whitespaces)
      let more = range.count > 1 ? " …" : ""
      if isWritten && statement.isDeletable {
        mutants.append(
          Mutant(
            file: path, line: range.lowerBound + 1, operator: .deleteStatement,
            change: "`\(first)`\(more)", text: replacing(range, with: [])))
      }
      guard position + 1 < statements.count else { continue }
      let next = statements[position + 1]
      let nextIsWritten = next.range.contains { writtenSet.contains($0) }
      guard isWritten || nextIsWritten, statement.isSwappable(with: next, in: file) else {
        continue
      }
      let between = (range.upperBound + 1..<next.range.lowerBound).map { lines[$0].text }
      let swapped =
        next.range.map { lines[$0].text } + between + range.map { lines[$0].text }
      let nextFirst = lines[next.range.lowerBound].text.trimmingCharacters(in: .whitespaces)
      mutants.append(
        Mutant(
          file: path, line: range.lowerBound + 1, operator: .swapStatements,
          change: "`\(first)`\(more) ⇄ `\(nextFirst)`",
          text: replacing(range.lowerBound...next.range.upperBound, with: swapped)))
    }
    return mutants.sorted { ($0.line, $0.operator.rawValue) < ($1.line, $1.operator.rawValue) }
  }

  // MARK: - Statements

  /// A statement inside a function or closure body, over one line or more.
  struct Statement: Equatable {
    var range: ClosedRange<Int>
    /// The name it declares, for `let x = …` or `var x = …`.
    var declares: String?
    /// Whether it calls, throws or awaits, so that its order with another can matter.
    var hasEffects: Bool
    /// Whether deleting it can compile and change behaviour: a declaration cannot.
    var isDeletable: Bool { declares == nil }

    /// Whether swapping it with `next`, the statement after it, is worth a build: both in
    /// the same block with only blank or comment lines between them, at least one with
    /// effects, and `next` not using what this one declares.
    func isSwappable(with next: Statement, in file: SwiftLines) -> Bool {
      let lines = file.lines
      guard lines[range.lowerBound].blocks == lines[next.range.lowerBound].blocks,
        (range.upperBound + 1..<next.range.lowerBound).allSatisfy({ !lines[$0].isCode }),
        hasEffects || next.hasEffects
      else { return false }
      if let name = declares {
        let used = next.range.contains { index in
          !Mutator.offsets(of: name, in: lines[index].code).isEmpty
        }
        if used { return false }
      }
      return true
    }
  }

  /// The words that start a line that is no statement to delete or swap.
  private static let nonStatementPrefixes = [
    "}", ")", "]", ".", "case ", "default:", "else", "catch", "@", "#", "import ", "&&", "||",
    "?", ":", "func ", "init(", "init<", "deinit", "struct ", "class ", "enum ", "actor ",
    "protocol ", "extension ", "typealias ", "private ", "public ", "fileprivate ",
    "internal ", "static ", "nonisolated ", "override ", "final ", "mutating ", "lazy ",
    "weak ", "subscript", "get ", "get{", "set ", "set{", "set(", "willSet", "didSet",
    "package ", "open ", "required ", "convenience ", "indirect ", "unowned ", "+", "-",
    "*", "/", "=", "->",
  ]

  /// The endings of a line after which the next line continues the same statement.
  private static let continuations = [
    ",", "(", "[", "=", "&&", "||", "+", "-", "*", "/", "?", ":", ".", "->", "??",
  ]

  /// The statements of `file` that lie in the body of a function, an initializer or a
  /// closure, in order.
  static func statements(in file: SwiftLines) -> [Statement] {
    let lines = file.lines
    var statements: [Statement] = []
    var index = 0
    func previousCode(before index: Int) -> String? {
      var candidate = index - 1
      while candidate >= 0 {
        if lines[candidate].isCode {
          return lines[candidate].code.trimmingCharacters(in: .whitespaces)
        }
        candidate -= 1
      }
      return nil
    }
    func nextCode(after index: Int) -> String? {
      var candidate = index + 1
      while candidate < lines.count {
        if lines[candidate].isCode {
          return lines[candidate].code.trimmingCharacters(in: .whitespaces)
        }
        candidate += 1
      }
      return nil
    }
    while index < lines.count {
      let line = lines[index]
      let code = line.code.trimmingCharacters(in: .whitespaces)
      guard line.isCode, line.openParentheses == 0, line.blocks.last?.kind == .code,
        !nonStatementPrefixes.contains(where: { code.hasPrefix($0) }),
        !(previousCode(before: index).map { previous in
          continuations.contains { previous.hasSuffix($0) }
        } ?? false)
      else {
        index += 1
        continue
      }
      // Follow the brackets to the statement's last line.
      var depth = 0
      var end: Int?
      var last = index
      while last < lines.count && last < index + 60 {
        for character in lines[last].code {
          switch character {
          case "(", "[", "{": depth += 1
          case ")", "]", "}": depth -= 1
          default: break
          }
        }
        if depth < 0 { break }
        let trimmed = lines[last].code.trimmingCharacters(in: .whitespaces)
        let continues =
          continuations.contains { trimmed.hasSuffix($0) }
          || (nextCode(after: last).map { next in
            [".", "else", "catch", "&&", "||", "?", ":", "??", "+ ", "- "].contains {
              next.hasPrefix($0)
            }
          } ?? false)
        if depth == 0 && !continues {
          end = last
          break
        }
        last += 1
      }
      guard let end else {
        index += 1
        continue
      }
      let text = (index...end).map { lines[$0].code }.joined(separator: "\n")
      let declared = code.firstMatch(of: /^(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)/)
        .map { String($0.output.1) }
      let hasEffects =
        text.contains("(") || text.contains("try") || text.contains("await")
        || text.contains("{")
      statements.append(
        Statement(range: index...end, declares: declared, hasEffects: hasEffects))
      index = end + 1
    }
    return statements
  }

  // MARK: - Operators on one line

  /// The line with each comparison or logical operator flipped, and each condition of an
  /// `if`, `guard` or `while` negated.
  static func conditionMutations(of line: SwiftLines.Line) -> [String] {
    let flips = [
      "==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">", "&&": "||",
      "||": "&&",
    ]
    var results: [String] = []
    for match in line.code.matches(of: #/ (==|!=|<=|>=|<|>|&&|\|\|) /#) {
      let offset = line.code.distance(from: line.code.startIndex, to: match.range.lowerBound) + 1
      let symbol = String(match.output.1)
      results.append(
        replace(offset..<offset + symbol.count, with: flips[symbol]!, in: line.text))
    }
    // Negate a one-line condition that binds nothing.
    let code = line.code
    let trimmed = code.trimmingCharacters(in: .whitespaces)
    let binds = ["let ", "var ", "case ", "#available"].contains { trimmed.contains($0) }
    guard !binds else { return results }
    let patterns: [(prefix: Regex<Substring>, suffix: String)] = [
      (#/guard /#, " else"), (#/(?:} else )?if /#, " {"), (#/while /#, " {"),
    ]
    for (prefix, suffix) in patterns {
      guard let start = trimmed.prefixMatch(of: prefix),
        let end = code.range(of: suffix, options: .backwards)
      else { continue }
      let leading = code.prefix { $0 == " " }.count
      let from = leading + trimmed.distance(from: trimmed.startIndex, to: start.range.upperBound)
      let to = code.distance(from: code.startIndex, to: end.lowerBound)
      guard from < to else { continue }
      let text = Array(line.text)
      let condition = String(text[from..<to])
      results.append(replace(from..<to, with: "!(\(condition))", in: line.text))
    }
    return results
  }

  /// The line with each number literal one larger and one smaller, and each one-line string
  /// literal changed.
  static func literalMutations(of line: SwiftLines.Line) -> [String] {
    let trimmed = line.code.trimmingCharacters(in: .whitespaces)
    guard !trimmed.hasPrefix("@"), !trimmed.hasPrefix("#") else { return [] }
    var results: [String] = []
    let characters = Array(line.code)
    let isWordOrDot = { (character: Character) in
      character.isLetter || character.isNumber || character == "_" || character == "."
    }
    for match in line.code.matches(of: /\d[\d_]*(?:\.\d+)?(?![\w.])/) {
      let offset = line.code.distance(from: line.code.startIndex, to: match.range.lowerBound)
      if offset > 0 && isWordOrDot(characters[offset - 1]) { continue }
      let literal = String(match.output).replacingOccurrences(of: "_", with: "")
      let range = offset..<offset + match.output.count
      if let integer = Int(literal) {
        results.append(replace(range, with: "\(integer + 1)", in: line.text))
        results.append(replace(range, with: "\(integer - 1)", in: line.text))
      } else if let number = Double(literal) {
        let digits = literal.split(separator: ".").last?.count ?? 1
        results.append(
          replace(range, with: String(format: "%.\(digits)f", number + 1), in: line.text))
        if number >= 1 {
          results.append(
            replace(range, with: String(format: "%.\(digits)f", number - 1), in: line.text))
        }
      }
    }
    for string in line.strings {
      let text = Array(line.text)
      let contents = String(text[string.lowerBound + 1..<string.upperBound - 1])
      results.append(replace(string, with: "\"\(contents)x\"", in: line.text))
    }
    return results
  }

  /// The line with `.path(percentEncoded: false)` made `.path()`, and `.atomic` dropped.
  static func fileOptionMutations(of line: SwiftLines.Line) -> [String] {
    var results: [String] = []
    for (old, new) in [
      (".path(percentEncoded: false)", ".path()"), (", options: .atomic", ""),
      (", options: [.atomic]", ""),
    ] {
      for offset in offsets(of: old, in: line.code) {
        results.append(replace(offset..<offset + old.count, with: new, in: line.text))
      }
    }
    return results
  }

  // MARK: - Text

  /// The `Character` offsets in `text` where `word` starts, at a word boundary.
  static func offsets(of word: String, in text: String) -> [Int] {
    let characters = Array(text)
    let needle = Array(word)
    guard !needle.isEmpty, characters.count >= needle.count else { return [] }
    let isWordCharacter = { (character: Character) in
      character.isLetter || character.isNumber || character == "_"
    }
    return (0...characters.count - needle.count).filter { start in
      guard characters[start..<start + needle.count].elementsEqual(needle) else { return false }
      if let first = needle.first, isWordCharacter(first), start > 0,
        isWordCharacter(characters[start - 1])
      {
        return false
      }
      let after = start + needle.count
      if let last = needle.last, isWordCharacter(last), after < characters.count,
        isWordCharacter(characters[after])
      {
        return false
      }
      return true
    }
  }

  /// The `Character` offsets in `text` where `pattern` matches.
  static func offsets(of pattern: Regex<Substring>, in text: String) -> [Int] {
    text.matches(of: pattern).map { text.distance(from: text.startIndex, to: $0.range.lowerBound) }
  }

  static func replace(_ range: Range<Int>, with new: String, in text: String) -> String {
    var characters = Array(text)
    characters.replaceSubrange(range, with: Array(new))
    return String(characters)
  }

  static func insert(_ new: String, at offset: Int, in text: String) -> String {
    replace(offset..<offset, with: new, in: text)
  }
}
