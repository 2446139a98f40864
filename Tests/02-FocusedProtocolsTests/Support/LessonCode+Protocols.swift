import RegexBuilder
import SuiteSupport

extension LessonCode {
  /// The code of `Lessons/02-FocusedProtocols`, or of the version under test.
  static func load() throws -> LessonCode {
    try load(lesson: "02-FocusedProtocols")
  }

  /// The code between the braces of `protocol name`, or nil when no file declares it.
  func protocolBody(named name: String) -> Substring? {
    protocolDeclaration(named: name)?.body
  }

  /// What `protocol name` refines, the code between its name and its opening brace (such
  /// as `: Sendable`), or nil when no file declares it.
  func protocolInheritance(named name: String) -> Substring? {
    protocolDeclaration(named: name)?.inheritance
  }

  private func protocolDeclaration(named name: String)
    -> (inheritance: Substring, body: Substring)?
  {
    let declaration = Regex {
      "protocol"
      OneOrMore(.whitespace)
      name
      Anchor.wordBoundary
    }
    .wordBoundaryKind(.simple)
    for file in files {
      guard let match = file.code.firstMatch(of: declaration),
        let open = file.code[match.range.upperBound...].firstIndex(of: "{")
      else { continue }
      let body =
        Self.block(openingAt: open, in: file.code[...])
        ?? file.code[file.code.index(after: open)...]
      return (file.code[match.range.upperBound..<open], body)
    }
    return nil
  }
}
