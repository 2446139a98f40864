import SuiteSupport

/// A `var` declared in the lesson's code, in the body of a type or of an extension of it.
struct PropertyDeclaration {
  /// The file it is declared in.
  var path: String
  /// Its name, such as `makeSlug`.
  var name: String
  /// The modifiers and attributes before `var`, such as `public private(set)`.
  var modifiers: String
  /// What follows the name, without its accessors: the type and the value, such as
  /// `: (String) -> String = { … }`.
  var declaration: String
  /// The accessors and observers (`get`, `set`, `didSet`…) of a property that has a block
  /// after its type and no value, with their bodies left out; nil when it has no block.
  var accessors: String?

  /// Whether code outside the type could set it: it is not `private` or `fileprivate` (nor
  /// `private(set)`), and it is stored or has a setter.
  var isSettableFromOutside: Bool {
    if modifiers.contains(/\b(?:private|fileprivate)\b/.wordBoundaryKind(.simple)) {
      return false
    }
    guard let accessors else { return true }
    return accessors.contains(/\b(?:set|willSet|didSet)\b/.wordBoundaryKind(.simple))
  }

  /// Whether it holds a function, such as a closure that makes slugs: its type has an arrow,
  /// its value is a closure, or its value is a method such as `SlugGenerator().slug(for:)`.
  var holdsAFunction: Bool {
    declaration.contains("->")
      || declaration.contains(/=\s*\{/)
      || declaration.contains(/\.\w+\((?:\w+:)+\)/)
  }

  /// Every `var` declared in the body of a type named `typeName`, or of an extension of it,
  /// but not in a type nested in it or in a function.
  static func all(of typeName: String, in files: [LessonCode.File]) throws
    -> [PropertyDeclaration]
  {
    let type = try Regex(
      #"\b(?:struct|class|actor|enum|extension)\s+"# + typeName + #"\b[^{]*\{"#
    )
    .wordBoundaryKind(.simple)
    let property =
      /(?:^|[\s;{}])(?<modifiers>(?:(?:@\w+(?:\([^)]*\))?|public|open|package|internal|private|fileprivate|nonisolated|lazy|weak|unowned|final|override|dynamic|static|class)(?:\s*\(\s*set\s*\))?\s+)*)var\s+(?<name>\w+)/
    return files.flatMap { file in
      let code = file.code[...]
      return code.matches(of: type).flatMap { match -> [PropertyDeclaration] in
        let open = code.index(before: match.range.upperBound)
        guard let body = LessonCode.block(openingAt: open, in: code) else { return [] }
        return body.matches(of: property)
          .filter { depth(of: body[..<$0.range.lowerBound]) == 0 }
          .map { found in
            let (declaration, accessors) = rest(of: body[found.range.upperBound...])
            return PropertyDeclaration(
              path: file.path, name: String(found.output.name),
              modifiers: String(found.output.modifiers), declaration: declaration,
              accessors: accessors)
          }
      }
    }
  }

  /// How deep in braces the end of `text` is.
  private static func depth(of text: Substring) -> Int {
    text.reduce(0) { depth, character in
      character == "{" ? depth + 1 : character == "}" ? depth - 1 : depth
    }
  }

  /// The type and value of a property whose declaration goes on with `text`, up to the end of
  /// the declaration, and the top level of its accessor block, if it has one.
  private static func rest(of text: Substring) -> (declaration: String, accessors: String?) {
    var declaration = ""
    var depth = 0
    var hasValue = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text[text.index(after: index)...]
      switch character {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "{" where depth == 0 && !hasValue:
        return (declaration, topLevel(of: LessonCode.block(openingAt: index, in: text) ?? next))
      case "{": depth += 1
      case "}" where depth == 0: return (declaration, nil)
      case "}": depth -= 1
      case "=" where depth == 0: hasValue = true
      case ";" where depth == 0: return (declaration, nil)
      case "\n" where depth == 0:
        // A declaration goes on past its line only into its accessor block.
        if hasValue || next.first(where: { !$0.isWhitespace }) != "{" {
          return (declaration, nil)
        }
      default: break
      }
      declaration.append(character)
      index = text.index(after: index)
    }
    return (declaration, nil)
  }

  /// `block` with the inside of every block in it left out, `{ … }` becoming `{}`.
  private static func topLevel(of block: Substring) -> String {
    var result = ""
    var depth = 0
    for character in block {
      if character == "}" { depth -= 1 }
      if depth == 0 { result.append(character) }
      if character == "{" { depth += 1 }
    }
    return result
  }
}
