/// The values in scope at each line of a Swift file, for the mutation that replaces one value
/// by another: the parameters of the enclosing function, the locals it declared before the
/// line, and the stored properties of the enclosing type, each with its type where the code
/// states it. The compiler rejects the replacements whose types do not fit.
struct Scopes: Sendable {
  /// A value that can stand where another stood.
  struct Value: Sendable, Equatable {
    var name: String
    /// The declared type, without `any`, `some` and spaces; nil where it is inferred.
    var type: String?
    var isProperty = false
    /// The line (from 0) that declares it, for locals.
    var line = 0
  }

  /// A function or initializer with a body.
  struct Function: Sendable {
    var signatureLine: Int
    /// The line (from 0) of the `{` that opens its body.
    var bodyLine: Int
    var parameters: [Value]
    /// The line of the `{` of the type it belongs to, if any.
    var typeLine: Int?
  }

  let file: SwiftLines
  private(set) var functions: [Function] = []
  /// The stored properties of each type, by the line of the type's `{`.
  private(set) var properties: [Int: [Value]] = [:]

  init(file: SwiftLines) {
    self.file = file
    let lines = file.lines
    for (index, line) in lines.enumerated() where line.isCode {
      let code = line.code.trimmingCharacters(in: .whitespaces)
      if line.blocks.last?.kind == .type, !code.contains("static "),
        let match = code.firstMatch(
          of:
            /^(?:(?:public|private|fileprivate|internal|package|nonisolated|lazy|weak|final|unowned)(?:\(set\))?\s+)*(?:let|var)\s+([A-Za-z_]\w*)\s*:\s*([^={]+)/
        ),
        let typeLine = line.blocks.last?.line
      {
        properties[typeLine, default: []].append(
          Value(
            name: String(match.output.1), type: Self.normalized(String(match.output.2)),
            isProperty: true))
      }
      // A computed property's getter is a function without parameters.
      let isComputed =
        line.blocks.last?.kind == .type && code.hasSuffix("{")
        && code.firstMatch(of: /(?:^|\s)var\s+\w+\s*:/) != nil
      guard
        isComputed
          || code.firstMatch(of: /(?:^|\s)(?:func\s+[^\s(<]+|init[?!]?)\s*[<(]/) != nil
      else {
        continue
      }
      // The signature runs to the `{` of the body; a requirement has none.
      var signature = ""
      var bodyLine: Int?
      for candidate in index..<min(lines.count, index + 12) {
        let text = lines[candidate].code
        if let brace = text.firstIndex(of: "{") {
          signature += text[..<brace]
          bodyLine = candidate
          break
        }
        signature += text + " "
        if candidate > index, text.contains("func ") { break }
      }
      guard let bodyLine else { continue }
      functions.append(
        Function(
          signatureLine: index, bodyLine: bodyLine,
          parameters: isComputed ? [] : Self.parameters(inSignature: signature),
          typeLine: line.blocks.last(where: { $0.kind == .type })?.line))
    }
  }

  /// The function whose body holds the line at `index`, the innermost one.
  func function(at index: Int) -> Function? {
    let blocks = file.lines[index].blocks
    return functions.last { function in blocks.contains { $0.line == function.bodyLine } }
  }

  /// The values in scope at the line at `index`.
  func values(at index: Int) -> [Value] {
    guard let function = function(at: index) else { return [] }
    var values = function.parameters
    for line in function.bodyLine..<index {
      let code = file.lines[line].code
      for match in code.matches(
        of: /(?:^|[\s(,])(?:let|var)\s+([A-Za-z_]\w*)(?:\s*:\s*([^=]+?))?\s*=/)
      {
        values.append(
          Value(
            name: String(match.output.1), type: match.output.2.map { Self.normalized(String($0)) },
            line: line))
      }
    }
    if let typeLine = function.typeLine {
      let shadowed = Set(values.map(\.name))
      values += (properties[typeLine] ?? []).filter { !shadowed.contains($0.name) }
    }
    return values
  }

  /// The line at `index` with one value replaced by another in scope, each way that can fit:
  /// an argument, an operand or an assigned value, never a label or what is assigned to.
  func valueMutations(at index: Int) -> [String] {
    let line = file.lines[index]
    let values = values(at: index)
    let code = Array(line.code)
    var results: [String] = []
    for value in values {
      for offset in Mutator.offsets(of: value.name, in: line.code) {
        var start = offset
        let end = offset + value.name.count
        let before = String(code[max(0, offset - 5)..<offset])
        if before.hasSuffix("self.") {
          guard value.isProperty else { continue }
          start = offset - 5
        } else if before.hasSuffix(".") {
          continue
        } else if value.isProperty
          && !values.filter({ !$0.isProperty }).allSatisfy({
            $0.name != value.name
          })
        {
          continue
        }
        guard Self.isValueUse(in: code, from: offset, to: end) else { continue }
        if !value.isProperty && value.line == index && value.type == nil { continue }
        for other in values where other.name != value.name && fits(other, for: value) {
          let replacement = other.isProperty ? "self.\(other.name)" : other.name
          results.append(Mutator.replace(start..<end, with: replacement, in: line.text))
        }
      }
    }
    return results
  }

  /// Whether the name at `start..<end` of `code` is a value read there: an argument, an
  /// operand or an assigned value, not a label, a declaration or what is assigned to.
  static func isValueUse(in code: [Character], from start: Int, to end: Int) -> Bool {
    let before = String(code[max(0, start - 5)..<start])
    let after = String(code[end...]).drop { $0 == " " }
    let isLabel = after.hasPrefix(":") && !after.hasPrefix("::")
    let isAssigned =
      (after.hasPrefix("=") && !after.hasPrefix("=="))
      || ["+=", "-=", "*=", "/="].contains { after.hasPrefix($0) }
    let declared = ["let ", "var ", "func ", "case ", "as? ", "as "].contains {
      before.hasSuffix($0)
    }
    let isMember = before.hasSuffix(".") && !before.hasSuffix("self.")
    return !isLabel && !isAssigned && !declared && !isMember
  }

  /// Whether `other` can stand where `value` stood: the same declared type, or both locals
  /// of inferred type.
  private func fits(_ other: Value, for value: Value) -> Bool {
    switch (value.type, other.type) {
    case (let a?, let b?): a == b
    case (nil, nil): !value.isProperty && !other.isProperty
    default: false
    }
  }

  /// The parameters in a function's signature, such as `init(store: any Store = Live())`.
  static func parameters(inSignature signature: String) -> [Value] {
    guard let open = signature.firstIndex(of: "(") else { return [] }
    var depth = 0
    var current = ""
    var parts: [String] = []
    for character in signature[open...] {
      switch character {
      case "(", "[", "<":
        depth += 1
        if depth == 1 { continue }
      case ")", "]", ">":
        depth -= 1
        if depth == 0 {
          parts.append(current)
          current = ""
        }
      case "," where depth == 1:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      if depth == 0 { break }
      current.append(character)
    }
    return parts.compactMap { part in
      guard let colon = part.firstIndex(of: ":") else { return nil }
      let names = part[..<colon].split(separator: " ")
      guard let name = names.last, name != "_" else { return nil }
      var type = String(part[part.index(after: colon)...])
      if let equals = type.range(of: " = ") { type = String(type[..<equals.lowerBound]) }
      return Value(name: String(name), type: normalized(type))
    }
  }

  /// A type as written, without `any`, `some`, `inout`, attributes and spaces.
  static func normalized(_ type: String) -> String {
    var words = type.split(separator: " ").map(String.init)
    words.removeAll { ["any", "some", "inout", "borrowing", "consuming"].contains($0) }
    words.removeAll { $0.hasPrefix("@") }
    return words.joined()
  }
}
