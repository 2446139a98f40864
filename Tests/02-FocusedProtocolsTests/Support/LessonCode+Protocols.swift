import RegexBuilder
import SuiteSupport

extension LessonCode {
  /// The code of `Lessons/02-FocusedProtocols`, or of the version under test.
  static func load() throws -> LessonCode {
    try load(lesson: "02-FocusedProtocols")
  }

  /// The code between the braces of `protocol name`, or nil when no file declares it.
  func protocolBody(named name: String) -> Substring? {
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
      return Self.block(openingAt: open, in: file.code[...])
        ?? file.code[file.code.index(after: open)...]
    }
    return nil
  }
}
