import SuiteSupport

/// An initializer declared in the lesson's code, known by its argument labels.
struct InitializerDeclaration {
  /// The file it is declared in.
  var path: String
  /// One label per parameter, such as `["repository", "clock"]`, parameters with a default
  /// included; `_` for a parameter without one.
  var labels: [String]

  /// Every initializer declared in the body of a type named `typeName`, or of an extension of
  /// it, but not in a type nested in it.
  static func all(of typeName: String, in files: [LessonCode.File]) throws
    -> [InitializerDeclaration]
  {
    let declaration = try Regex(
      #"\b(?:struct|class|actor|enum|extension)\s+"# + typeName + #"\b[^{]*\{"#
    )
    .wordBoundaryKind(.simple)
    return files.flatMap { file in
      file.code.matches(of: declaration).flatMap { match in
        let members = topLevel(of: enclosed(startingAt: file.code[match.range.upperBound...]))
        // `init` declared, not called: no `.init(` such as `SlugGenerator = .init()`.
        return members.matches(of: /(?:^|[^.\w])init\s*[?!]?\s*(?:<[^>]*>)?\s*\(/)
          .map { initializer in
            let parameters = enclosed(startingAt: members[initializer.range.upperBound...])
            return InitializerDeclaration(path: file.path, labels: labels(of: parameters))
          }
      }
    }
  }

  /// The label of each parameter in a parameter list, such as
  /// `repository: any MarketRepository, makeSlug: @escaping (String) -> String = {}`.
  private static func labels(of parameters: Substring) -> [String] {
    var labels: [String] = []
    var parameter = ""
    var depth = 0
    var previous: Character?
    for character in parameters + "," {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      case "," where depth == 0:
        let trimmed = parameter.drop { $0.isWhitespace }
        if let label = trimmed.firstMatch(of: /^(?:@\w+(?:\([^)]*\))?\s+)*(\w+)/) {
          labels.append(String(label.output.1))
        }
        parameter = ""
        previous = character
        continue
      default: break
      }
      parameter.append(character)
      previous = character
    }
    return labels
  }

  /// The text up to the `}` or `)` that closes the `{` or `(` just before `text`.
  private static func enclosed(startingAt text: Substring) -> Substring {
    var depth = 1
    let end = text.firstIndex { character in
      if "({".contains(character) { depth += 1 }
      if ")}".contains(character) { depth -= 1 }
      return depth == 0
    }
    return text[..<(end ?? text.endIndex)]
  }

  /// `body` with the inside of every block in it left out, `{ … }` becoming `{}`: the
  /// declarations of the type itself, without the code of its members or nested types.
  private static func topLevel(of body: Substring) -> String {
    var result = ""
    var depth = 0
    for character in body {
      if character == "}" { depth -= 1 }
      if depth == 0 { result.append(character) }
      if character == "{" { depth += 1 }
    }
    return result
  }
}
