import Foundation
import SuiteSupport

// Two saves that overlap lose a market only now and then, so no run can show every time
// that a repository is not an actor; the contract tests read the adapters' code for it.
extension LessonCode {
  /// The code of `Lessons/10-HexagonalMarket`, or of the version under test.
  static func load() throws -> LessonCode {
    try load(lesson: "10-HexagonalMarket")
  }

  /// The files of `Adapters/`, where the repositories are.
  func adapterFiles() throws -> [File] {
    let found = files.filter { $0.path.hasPrefix("Adapters/") }
    guard !found.isEmpty else { throw NoFilesFound(folder: folder.appending(path: "Adapters")) }
    return found
  }

  /// Whether a file of `Adapters/` declares `actor type`, whatever comes before or after.
  func declaresActor(_ type: String) throws -> Bool {
    let declaration = try Regex(#"\bactor\s+"# + type + #"\b"#).wordBoundaryKind(.simple)
    return try adapterFiles().contains { $0.code.contains(declaration) }
  }
}
