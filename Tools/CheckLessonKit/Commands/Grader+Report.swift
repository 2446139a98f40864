import Foundation

extension Grader {
  /// The report of `all --json` for `results`: where and when it was made, by whom, and
  /// which lessons' suites differ from the committed ones, as git tells.
  func classReport(of results: [CheckResult]) async throws -> ClassReport {
    let tools = tools
    let commit = try await tools.git(["rev-parse", "HEAD"]).flatMap(Self.firstLine)
    var name = learner
    if name == nil {
      name = try await tools.git(["config", "user.name"]).flatMap(Self.firstLine)
    }
    let suites = results.map { workshop.suiteFolders(of: $0.lesson, files: files) }
    var folders: [URL] = []
    for folder in suites.joined() where !folders.contains(folder) { folders.append(folder) }
    let changes = try await tools.changes(in: folders) ?? []
    let edited = Set(
      zip(results, suites).filter { _, folders in
        folders.contains { folder in
          let prefix = workshop.relativePath(folder) + "/"
          return changes.contains { $0.unquotedPath.hasPrefix(prefix) }
        }
      }.map(\.0.lesson.folder))
    return ClassReport(
      results: results,
      provenance: .init(commit: commit, learner: name, ranAt: now()),
      editedSuites: edited)
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
