import Foundation

extension Verifier {
  /// A name the glossary retired, and the one to say instead.
  struct RetiredName: Equatable, Sendable {
    var name: String
    var replacement: String
  }

  /// The retired names of the `## Glossary` table in `CONTRIBUTING.md`: each row's last
  /// column names them in backticks, and its second column the name to use. When both
  /// columns name as many, each retired name pairs with the name in the same place.
  static func retiredNames(inGlossary text: String) -> [RetiredName] {
    guard let start = text.range(of: "\n## Glossary\n") else { return [] }
    let section = text[start.upperBound...]
    var names: [RetiredName] = []
    for line in section.split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5, let first = Self.codeSpans(in: cells[2]).first else { continue }
      let current = Self.codeSpans(in: cells[2])
      let retired = Self.codeSpans(in: cells[3])
      let replacements = current.count == retired.count ? current : retired.map { _ in first }
      names += zip(retired, replacements).map { RetiredName(name: $0, replacement: $1) }
    }
    return names
  }

  /// Where `lesson`'s files (its starter, reference, suite, hints and variants) use a name
  /// the glossary retired.
  func glossaryProblems(of lesson: Lesson) -> [String] {
    let glossary = files.text(of: workshop.root.appending(path: "CONTRIBUTING.md")) ?? ""
    let retired = Self.retiredNames(inGlossary: glossary)
    guard !retired.isEmpty else { return [] }
    let folders = [
      workshop.codeFolder(of: lesson, source: .lesson),
      workshop.codeFolder(of: lesson, source: .solution),
      workshop.testsFolder(of: lesson),
      workshop.root.appending(path: "Tests/Variants/\(lesson.folder)"),
    ]
    let paths =
      folders.flatMap { folder in files.files(under: folder).map { folder.appending(path: $0) } }
      + [workshop.hints(of: lesson)]
    var problems: [String] = []
    for url in paths {
      guard let text = files.text(of: url) else { continue }
      for retiredName in retired where text.contains(retiredName.name) {
        problems.append(
          "\(workshop.relativePath(url)) says \(retiredName.name), a name the glossary retired: say \(retiredName.replacement)"
        )
      }
    }
    return problems
  }

  private static func codeSpans(in cell: String) -> [String] {
    cell.matches(of: /`([^`]+)`/).map { String($0.output.1) }
  }
}
