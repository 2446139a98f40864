import Foundation

extension Grader {
  /// The web page `class` writes when no `--output` is given, in the current folder.
  static let classPageName = "class-report.html"

  /// Sums up the `all --json` reports at `paths`, the latest of each learner, in Markdown and
  /// as a web page at `output`, and as a gradebook at `csv` when given, naming every file it
  /// skips and why; with a `roster`, lists the learners on it with no report.
  ///
  /// Without a report it can read, or with a roster it cannot read, it exits with the usage
  /// error's status; when it cannot write the page or the gradebook, with 1.
  func summarizeClass(
    reports paths: [String], starter: String?, output: String?, csv: String? = nil,
    roster rosterPath: String? = nil
  ) async throws -> Int32 {
    let roster = try rosterPath.map { path throws(UsageError) in try self.roster(at: path) }
    let reader = LearnerReportReader(files: files, currentFolder: currentFolder)
    var (reports, skipped) = await reader.read(paths)
    var baseline: StarterBaseline?
    if let starter {
      let (starters, problems) = await reader.read([starter])
      guard let report = starters.first, starters.count == 1 else {
        let reason = problems.first?.reason ?? "it holds \(starters.count) reports, not one"
        throw UsageError("--starter \(starter) cannot be used: \(reason)")
      }
      baseline = StarterBaseline(starterReport: report.report)
      // The starter's report may sit in the folder with the learners': it is no learner's.
      reports.removeAll { $0.url == report.url }
    }
    // A report of the untouched workshop is no learner's either, wherever it is.
    let starterReports = reports.filter(\.report.isStarterReport)
    reports.removeAll(where: \.report.isStarterReport)
    skipped += starterReports.map {
      SkippedReport(
        path: $0.path,
        reason: "every lesson in it is as the starter gave it, so it is no learner's work")
    }
    for file in skipped {
      let line = "Skipped \(file.path): \(file.reason)."
      console.writeError(style.yellow(ClassSummaryMarkdown.plain(line)) + "\n")
    }
    guard !reports.isEmpty else {
      console.writeError(
        "Error: no report to sum up in \(paths.joined(separator: ", ")).\n"
          + "Give the files that swift run check-lesson all --json wrote, or folders of them.\n")
      return Self.usageErrorStatus
    }
    var summary = ClassSummary(
      reports: reports, starter: baseline ?? StarterBaseline(estimatedFrom: reports),
      reference: ClassSummary.Reference(workshop: workshop, files: files))
    if let roster {
      summary.unreported = Self.unreported(roster, reports: reports, starterReports: starterReports)
    }
    console.write(ClassSummaryMarkdown(summary: summary).text)
    let page = ClassSummaryPage(summary: summary, skipped: skipped).html
    guard write(page, to: output ?? Self.classPageName, what: "the web page") else { return 1 }
    console.writeError("Wrote \(output ?? Self.classPageName): open it in a browser.\n")
    if let csv {
      guard write(ClassGradebook(summary: summary).csv, to: csv, what: "the gradebook") else {
        return 1
      }
      console.writeError("Wrote \(csv): the gradebook, one learner a row.\n")
    }
    return 0
  }

  /// The names in the roster file at `path`, one a line, without blank lines and lines that
  /// start with `#`.
  private func roster(at path: String) throws(UsageError) -> [String] {
    let url = URL(filePath: path, relativeTo: currentFolder).standardizedFileURL
    guard files.fileExists(at: url) else {
      throw UsageError("--roster \(path) cannot be used: there is no such file")
    }
    guard !files.isDirectory(at: url), let text = files.text(of: url) else {
      throw UsageError("--roster \(path) cannot be used: it cannot be read as a file of names")
    }
    var names: [String] = []
    for line in text.split(whereSeparator: \.isNewline) {
      let name = line.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, !name.hasPrefix("#"), !names.contains(name) else { continue }
      names.append(name)
    }
    return names
  }

  /// The learners of `roster` whom no report names, by the name `--learner` gave or the
  /// file's, in any case; noting those whom only a report of the untouched workshop names.
  private static func unreported(
    _ roster: [String], reports: [LearnerReport], starterReports: [LearnerReport]
  ) -> [ClassSummary.Unreported] {
    let reported = Set(reports.map { $0.givenName.lowercased() })
    let untouched = Set(starterReports.map { $0.givenName.lowercased() })
    return roster.filter { !reported.contains($0.lowercased()) }.map {
      ClassSummary.Unreported(name: $0, hasStarterReport: untouched.contains($0.lowercased()))
    }
  }

  /// Writes `text` to the file at `path`, or says why it cannot and returns false.
  private func write(_ text: String, to path: String, what: String) -> Bool {
    let url = URL(filePath: path, relativeTo: currentFolder).standardizedFileURL
    do {
      if files.isDirectory(at: url) { throw CocoaError(.fileWriteFileExists) }
      try files.write(Data(text.utf8), to: url)
      return true
    } catch {
      let reason = files.isDirectory(at: url) ? "it is a folder" : error.localizedDescription
      console.writeError("Error: cannot write \(what) to \(path): \(reason)\n")
      return false
    }
  }
}
