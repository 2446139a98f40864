import Foundation

extension Grader {
  /// The web page `class` writes when no `--output` is given, in the current folder.
  static let classPageName = "class-report.html"

  /// Sums up the `all --json` reports at `paths`, in Markdown and as a web page at `output`,
  /// naming every file it skips and why.
  ///
  /// Without a report it can read, it exits with the usage error's status.
  func summarizeClass(reports paths: [String], starter: String?, output: String?) async throws
    -> Int32
  {
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
    for file in skipped {
      console.writeError(style.yellow("Skipped \(file.path): \(file.reason).") + "\n")
    }
    guard !reports.isEmpty else {
      console.writeError(
        "Error: no report to sum up in \(paths.joined(separator: ", ")).\n"
          + "Give the files that swift run check-lesson all --json wrote, or folders of them.\n")
      return Self.usageErrorStatus
    }
    let summary = ClassSummary(
      reports: reports, starter: baseline ?? StarterBaseline(estimatedFrom: reports))
    console.write(ClassSummaryMarkdown(summary: summary).text)
    let page = URL(filePath: output ?? Self.classPageName, relativeTo: currentFolder)
      .standardizedFileURL
    try files.write(Data(ClassSummaryPage(summary: summary, skipped: skipped).html.utf8), to: page)
    console.writeError("Wrote \(output ?? Self.classPageName): open it in a browser.\n")
    return 0
  }
}
