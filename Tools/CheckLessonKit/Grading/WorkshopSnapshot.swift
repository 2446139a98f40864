import Foundation

/// What the workshop's files hold at one moment: a fingerprint of each, by its path in the
/// workshop. Taken before and after the learner's tests run, it shows what they changed, as
/// `swift test` starts them in the workshop's folder; the grader writes only in `.build`.
struct WorkshopSnapshot: Equatable {
  private var fingerprints: [String: String] = [:]

  /// The snapshot of `workshop` now. Hidden files and folders (`.build`, `.git`) and
  /// editors' backups are left out, so that an editor saving beside the learner is not
  /// taken for a test.
  init(of workshop: Workshop, files: any FileSystemAccessing) {
    for entry in files.entries(of: workshop.root) where !Self.isLeftOut(entry) {
      let url = workshop.root.appending(path: entry)
      let paths =
        files.isDirectory(at: url) ? files.files(under: url).map { "\(entry)/\($0)" } : [entry]
      for path in paths where !Self.isLeftOut(path) {
        var fingerprint = Fingerprint()
        fingerprint.mix(file: workshop.root.appending(path: path), named: path, files: files)
        fingerprints[path] = fingerprint.text
      }
    }
  }

  /// The paths that were added, removed or changed since `earlier`, sorted.
  func changes(since earlier: WorkshopSnapshot) -> [String] {
    Set(fingerprints.keys).union(earlier.fingerprints.keys)
      .filter { fingerprints[$0] != earlier.fingerprints[$0] }
      .sorted()
  }

  private static func isLeftOut(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp")
  }
}
