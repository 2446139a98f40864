import Foundation

extension Grader {
  /// Checks every lesson of the learner's code and prints the report in `format`: a table
  /// for people, or the report for autograding. Succeeds only when every lesson passes.
  func checkAll(format: Invocation.ReportFormat) async throws -> Int32 {
    // A test-writing task the learner has not started is reported as such, not graded: the
    // example test is the starter's, and a fresh copy's `all` stays quick.
    let results = try await checkTogether(
      workshop.lessons, source: .lesson, gradesUnstartedTests: false)
    // The table needs no provenance: only a report for programs asks git for it.
    let report =
      format == .text
      ? ClassReport(
        results: results, provenance: .init(commit: nil, learner: nil, ranAt: now()),
        editedSuites: [])
      : try await classReport(of: results)
    console.write(text(of: report, in: format, isSaved: false))
    return report.allPassed ? 0 : 1
  }

  /// Prints the `all --json` report saved in the file at `path` in `format`, checking nothing.
  func showSavedReport(_ path: String, format: Invocation.ReportFormat) throws(UsageError)
    -> Int32
  {
    let url = URL(filePath: path, relativeTo: currentFolder).standardizedFileURL
    let reader = LearnerReportReader(files: files, currentFolder: currentFolder)
    let read =
      files.fileExists(at: url)
      ? reader.read(url, as: ClassReport.self, decoder: JSONDecoder())
      : .failure(.init(reason: "there is no such file"))
    switch read {
    case .success(let report):
      console.write(text(of: report, in: format, isSaved: true))
      return 0
    case .failure(let problem):
      throw UsageError("--from \(path) cannot be used: \(problem.reason)")
    }
  }

  /// The report in `format`; the table says whether it was read from a file.
  private func text(of report: ClassReport, in format: Invocation.ReportFormat, isSaved: Bool)
    -> String
  {
    switch format {
    case .text: AllTable(report: report, style: style, isSaved: isSaved).text
    case .json: report.json
    case .junit: JUnitReport(report: report).xml
    case .gradescope: GradescopeResults(report: report).json
    case .classroom50: classroom50Result(of: report).json
    }
  }

  /// Classroom 50's result of `report`, for the submission the environment names; says on
  /// standard error which variables are missing, as only Classroom 50's runner sets them.
  private func classroom50Result(of report: ClassReport) -> Classroom50Result {
    let submission = Classroom50Result.Submission(environment: environment)
    let missing = submission.missingVariables
    if !missing.isEmpty {
      console.writeError(
        "Note: not set, so empty in the result: \(missing.joined(separator: ", ")). "
          + "Classroom 50's runner sets them.\n")
    }
    return Classroom50Result(report: report, submitted: submission, now: now())
  }
}
