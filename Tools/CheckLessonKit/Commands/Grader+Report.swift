import Foundation

extension Grader {
  /// The report of `all --json` for `results`: where and when it was made, by whom, the
  /// fingerprints of each lesson's suite and code, and which lessons' suites differ from
  /// the shipped ones and which lessons the learner started.
  func classReport(of results: [CheckResult]) async throws -> ClassReport {
    let tools = tools
    let commit = try await tools.git(["rev-parse", "HEAD"]).flatMap(Self.firstLine)
    var name = learner
    if name == nil {
      name = try await tools.git(["config", "user.name"]).flatMap(Self.firstLine)
    }
    var fingerprints: [String: ClassReport.LessonFingerprints] = [:]
    var edited: Set<String> = []
    // A suite whose shipped fingerprint the workshop does not keep is compared by git.
    var unknown: [Lesson] = []
    for lesson in results.map(\.lesson) {
      let suite = workshop.fingerprint(.suite, of: lesson, files: files)
      let code = workshop.fingerprint(.code, of: lesson, files: files)
      fingerprints[lesson.folder] = .init(
        suite: suite, code: code,
        started: workshop.shippedFingerprint(.code, of: lesson, files: files).map { $0 != code })
      if let shipped = workshop.shippedFingerprint(.suite, of: lesson, files: files) {
        if shipped != suite { edited.insert(lesson.folder) }
      } else {
        unknown.append(lesson)
      }
    }
    if !unknown.isEmpty { edited.formUnion(try await changedSuites(of: unknown)) }
    return ClassReport(
      results: results,
      provenance: .init(commit: commit, learner: name, ranAt: now()),
      editedSuites: edited, fingerprints: fingerprints)
  }

  /// The folders of the `lessons` whose suite differs from the last commit, as `git status`
  /// tells; none without git.
  private func changedSuites(of lessons: [Lesson]) async throws -> Set<String> {
    let suites = lessons.map { workshop.suiteFolders(of: $0, files: files) }
    var folders: [URL] = []
    for folder in suites.joined() where !folders.contains(folder) { folders.append(folder) }
    let changes = try await tools.changes(in: folders) ?? []
    return Set(
      zip(lessons, suites).filter { _, folders in
        folders.contains { folder in
          let prefix = workshop.relativePath(folder) + "/"
          return changes.contains { $0.unquotedPath.hasPrefix(prefix) }
        }
      }.map(\.0.folder))
  }

  /// The first line of a tool's output without its spaces, or nil when it is empty.
  private static func firstLine(_ output: String) -> String? {
    let line = output.split(whereSeparator: \.isNewline).first?
      .trimmingCharacters(in: .whitespaces)
    return line?.isEmpty == false ? line : nil
  }
}

extension FileChange {
  /// The path without the quotes git puts around a name with unusual characters.
  var unquotedPath: String {
    path.hasPrefix("\"") ? String(path.dropFirst()) : path
  }
}
