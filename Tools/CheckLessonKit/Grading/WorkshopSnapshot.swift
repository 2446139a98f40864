import Foundation

/// What the workshop's files hold at one moment, by their paths in the workshop. Taken
/// before and after the learner's tests run, it shows what they changed, as `swift test`
/// starts them in the workshop's folder; the grader writes only in `.build`.
struct WorkshopSnapshot: Equatable {
  /// The contents of each file: a few megabytes, compared faster than they are hashed.
  private var contents: [String: Data] = [:]

  /// The snapshot of `workshop` now. Hidden files and folders (`.build`, `.git`) and
  /// editors' backups are left out, so that an editor saving beside the learner is not
  /// taken for a test.
  init(of workshop: Workshop, files: any FileSystemAccessing) {
    for entry in files.entries(of: workshop.root) where !Self.isLeftOut(entry) {
      let url = workshop.root.appending(path: entry)
      let paths =
        files.isDirectory(at: url) ? files.files(under: url).map { "\(entry)/\($0)" } : [entry]
      for path in paths where !Self.isLeftOut(path) {
        contents[path] = (try? files.contents(of: workshop.root.appending(path: path))) ?? Data()
      }
    }
  }

  /// The paths that were added, removed or changed since `earlier`, sorted.
  func changes(since earlier: WorkshopSnapshot) -> [String] {
    Set(contents.keys).union(earlier.contents.keys)
      .filter { contents[$0] != earlier.contents[$0] }
      .sorted()
  }

  private static func isLeftOut(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp")
  }
}
