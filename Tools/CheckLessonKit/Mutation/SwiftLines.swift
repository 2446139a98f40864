/// A Swift file read line by line, as far as the mutation operators need: which lines are
/// code, where each line's string literals and comment are, and how deeply each line
/// starts nested in brackets.
///
/// It is no parser. It knows comments, string literals (also multi-line ones) and
/// brackets, which is enough to place simple mutations at statements and expressions.
struct SwiftLines: Sendable {
  /// One line of the file.
  struct Line: Sendable, Equatable {
    var text: String
    /// Whether the line holds code: not blank, not a comment, not inside a comment or a
    /// multi-line string literal.
    var isCode: Bool
    /// The line's code, with its comment removed and every string literal's contents
    /// replaced by spaces, so that operators found in it are real ones. Same length as
    /// `text`, in `Character`s, up to where the comment started.
    var code: String
    /// The ranges, in `Character` offsets, of the line's one-line string literals,
    /// quotes included.
    var strings: [Range<Int>]
    /// How many `(` and `[` are open at the start of the line.
    var openParentheses: Int
    /// The `{` blocks open at the start of the line, outermost first.
    var blocks: [OpenBlock]
  }

  /// A `{` block: what it opens, and the line (from 0) of its `{`.
  struct OpenBlock: Sendable, Equatable {
    var kind: Block
    var line: Int
  }

  /// What a `{` opens.
  enum Block: Sendable, Equatable {
    /// The body of a type: a struct, class, enum, actor, protocol or extension.
    case type
    /// The body of a function, an initializer, an accessor or a closure, or a statement's
    /// block: code runs in it.
    case code
  }

  var lines: [Line]

  init(text: String) {
    var lines: [Line] = []
    var inBlockComment = false
    var inMultilineString = false
    var parentheses = 0
    var blocks: [OpenBlock] = []
    // The keyword that opens the next `{` may be on an earlier line (a wrapped declaration).
    var pendingType = false
    let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (number, raw) in rawLines.enumerated() {
      let characters = Array(raw)
      var code = ""
      var strings: [Range<Int>] = []
      var isCode = false
      let startParentheses = parentheses
      let startBlocks = blocks
      var index = 0
      var stringStart: Int?
      while index < characters.count {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if inBlockComment {
          if character == "*" && next == "/" {
            inBlockComment = false
            code += "  "
            index += 2
          } else {
            code += " "
            index += 1
          }
          continue
        }
        if inMultilineString {
          if raw[raw.index(raw.startIndex, offsetBy: index)...].hasPrefix("\"\"\"") {
            inMultilineString = false
            code += "\"\"\""
            index += 3
            isCode = true
          } else {
            code += " "
            index += 1
          }
          continue
        }
        if let start = stringStart {
          if character == "\\" {
            code += "  "
            index += 2
            continue
          }
          if character == "\"" {
            strings.append(start..<index + 1)
            stringStart = nil
            code += "\""
          } else {
            code += " "
          }
          index += 1
          continue
        }
        if character == "/" && next == "/" { break }
        if character == "/" && next == "*" {
          inBlockComment = true
          code += "  "
          index += 2
          continue
        }
        if raw[raw.index(raw.startIndex, offsetBy: index)...].hasPrefix("\"\"\"") {
          inMultilineString = true
          code += "\"\"\""
          index += 3
          isCode = true
          continue
        }
        if character == "\"" {
          stringStart = index
          code += "\""
          isCode = true
          index += 1
          continue
        }
        if !character.isWhitespace { isCode = true }
        switch character {
        case "(", "[": parentheses += 1
        case ")", "]": parentheses = max(0, parentheses - 1)
        case "{":
          let before = code.trimmingCharacters(in: .whitespaces)
          let isType = pendingType || Self.declaresType(before)
          blocks.append(OpenBlock(kind: isType ? .type : .code, line: number))
          pendingType = false
        case "}": if !blocks.isEmpty { blocks.removeLast() }
        default: break
        }
        code.append(character)
        index += 1
      }
      if isCode, !code.contains("{"), Self.declaresType(code) { pendingType = true }
      lines.append(
        Line(
          text: raw, isCode: isCode, code: code, strings: strings,
          openParentheses: startParentheses, blocks: startBlocks))
    }
    self.lines = lines
  }

  /// Whether `code`, the start of a line up to a `{`, declares a type.
  static func declaresType(_ code: String) -> Bool {
    let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    let keywords: Set<Substring> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    // `class func` and `class var` declare members, not types.
    guard let first = words.firstIndex(where: { keywords.contains($0) }) else { return false }
    if words[first] == "class", first + 1 < words.count,
      ["func", "var", "let"].contains(words[first + 1])
    {
      return false
    }
    return !words[..<first].contains("func") && !words[..<first].contains("var")
  }
}
