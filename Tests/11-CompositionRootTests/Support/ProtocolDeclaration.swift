import SuiteSupport

/// A protocol declared in the lesson's code, with its requirements.
struct ProtocolDeclaration {
  var name: String
  /// The file it is declared in.
  var path: String
  /// One entry per `func`, `var`, `subscript` or `init` the protocol requires.
  var requirements: [String]

  /// Every protocol declared in `files`.
  static func all(in files: [LessonCode.File]) -> [ProtocolDeclaration] {
    files.flatMap { file in
      file.code.matches(of: /\bprotocol\s+(\w+)[^{]*\{/.wordBoundaryKind(.simple)).map { match in
        let body = Self.body(startingAt: file.code[match.range.upperBound...])
        let requirements = body.matches(
          of: /\b(func|var|subscript|init)\b[^\n]*/.wordBoundaryKind(.simple)
        )
        .map { String($0.output.0) }
        return ProtocolDeclaration(
          name: String(match.output.1), path: file.path, requirements: requirements)
      }
    }
  }

  /// The members that each extension of a protocol declared in `files` gives, such as
  /// defaults, as `(protocol, path, members)`.
  static func extensions(in files: [LessonCode.File]) -> [(
    name: String, path: String, members: [String]
  )] {
    let protocols = Set(all(in: files).map(\.name))
    return files.flatMap { file in
      file.code.matches(of: /\bextension\s+(\w+)[^{]*\{/.wordBoundaryKind(.simple)).compactMap {
        match -> (name: String, path: String, members: [String])? in
        guard protocols.contains(String(match.output.1)) else { return nil }
        let body = Self.body(startingAt: file.code[match.range.upperBound...])
        let members = body.matches(
          of: /\b(func|var|subscript|init)\b[^\n]*/.wordBoundaryKind(.simple)
        )
        .map { String($0.output.0) }
        return (String(match.output.1), file.path, members)
      }
    }
  }

  /// The text up to the brace that closes the one just before `text`.
  private static func body(startingAt text: Substring) -> Substring {
    var depth = 1
    let end = text.firstIndex { character in
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
      return depth == 0
    }
    return text[..<(end ?? text.endIndex)]
  }
}
