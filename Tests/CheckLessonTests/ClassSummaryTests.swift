@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Summing up a class's reports")
struct ClassSummaryTests {
  let harness = GraderHarness()

  /// A class of four: one passed both lessons, one is stuck in lesson 01 with a suite
  /// edited, one has not started lesson 01, one's lesson 01 does not compile.
  func writeClass() {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "reports/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(
        learner: "Grace", [.passed, .passing([0, 2])], edited: ["01-TightCoupling"]),
      to: "reports/grace.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Alan", [.passing([0, 2]), ClassReports.starter]),
      to: "reports/alan.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Barbara", [.passed, .didNotCompile]),
      to: "reports/barbara.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Starter", [ClassReports.starter, ClassReports.starter]),
      to: "starter.json")
  }

  @Test(
    "Prints a table of how many learners passed, are failing, did not compile, have not started")
  func countsTable() async {
    writeClass()
    #expect(await harness.run("class", "reports", "--starter", "starter.json") == 0)
    let output = harness.console.output
    #expect(output.contains("# Class summary: 4 learners"))
    #expect(output.contains("| Lesson | Passed | Failing | Did not compile | Not started |"))
    #expect(output.contains("| 00 Warm-up | 3 | 1 | 0 | 0 |"))
    #expect(output.contains("| 01 Tight coupling | 1 | 1 | 1 | 1 |"))
    #expect(output.contains("Not started: failing with exactly the starter's tests passing."))
  }

  @Test("Without --starter, estimates who has not started from the reports, and says so")
  func estimatedStarter() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, ClassReports.starter]), to: "r/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Alan", [.passed, ClassReports.starter]), to: "r/alan.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Grace", [.passed, .passing([0, 2])]), to: "r/grace.json")
    #expect(await harness.run("class", "r") == 0)
    #expect(harness.console.output.contains("| 01 Tight coupling | 0 | 1 | 0 | 2 |"))
    #expect(harness.console.output.contains("estimated from the reports"))
  }

  /// Reports in which lesson 00 passes the tests at each of `passing`, and lesson 01 passes.
  func reports(passing: [[Int]]) throws -> [LearnerReport] {
    try passing.enumerated().map { index, passing in
      LearnerReport(
        learner: "\(index)", path: "\(index).json", url: URL(filePath: "/\(index).json"),
        report: try JSONDecoder().decode(
          LearnerReport.Contents.self,
          from: Data(ClassReports.report(learner: nil, [.passing(passing), .passed]).utf8)))
    }
  }

  @Test("Counts nobody as not started when no failing state is shared by two learners")
  func noEstimate() throws {
    let reports = try reports(passing: [[0, 2], [2]])
    let summary = ClassSummary(reports: reports, starter: StarterBaseline(estimatedFrom: reports))
    #expect(summary.lessons[0].count(.notStarted) == 0)
    #expect(summary.lessons[0].count(.failing) == 2)
  }

  @Test("Names the tests that fail for the most learners who started, with their task")
  func stuckTests() async {
    writeClass()
    harness.writeInClassFolder(
      ClassReports.report(learner: "Edsger", [.passed, .passing([2])]), to: "reports/edsger.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Radia", [.passed, .passing([1])]), to: "reports/radia.json")
    _ = await harness.run("class", "reports", "--starter", "starter.json")
    let output = harness.console.output
    #expect(output.contains("## Where the class is stuck"))
    // Grace fails "Writes the file" and Radia fails the other two: Alan and Edsger have not
    // started, so their failures do not count.
    #expect(output.contains("| 01 Tight coupling | Writes the file | 1: Read and write | 1 |"))
    #expect(output.contains("| 01 Tight coupling | Reads the file | 1: Read and write | 1 |"))
    #expect(
      output.contains("| 00 Warm-up | Writes the file | 1: Read and write | 1 |"),
      "Alan has started lesson 00")
    #expect(
      !output.split(separator: "\n").contains { $0.contains(" file |") && $0.hasSuffix("| 2 |") },
      "no test fails for two learners who started")
  }

  @Test("Puts the test that fails for the most learners first")
  func stuckOrder() throws {
    let reports = try reports(passing: [[0, 1], [0, 1], [0]])
    let summary = ClassSummary(reports: reports, starter: StarterBaseline(estimatedFrom: []))
    #expect(
      summary.lessons[0].stuck.map(\.name) == ["Throws on a bad file", "Writes the file"])
    // The third learner fails "Throws on a bad file" too, but is still on task 1.
    #expect(summary.lessons[0].stuck.map(\.learners) == [2, 1])
  }

  @Test("Lists the learners who edited a suite")
  func editedSuites() async {
    writeClass()
    _ = await harness.run("class", "reports")
    #expect(harness.console.output.contains("## Edited suites"))
    #expect(harness.console.output.contains("- Grace: Tests/01-TightCouplingTests"))
    #expect(!harness.console.output.contains("- Ada:"))
  }

  @Test("Writes one self-contained page with the tables, a chart per lesson and the marks")
  func page() async throws {
    writeClass()
    _ = await harness.run("class", "reports", "--starter", "starter.json")
    let html = try #require(harness.files["/class/class-report.html"])
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(
      html.components(separatedBy: "<svg class=\"chart\"").count - 1 == 2, "a chart per lesson")
    for external in ["http://", "https://", "<script ", "<link", " src=", "url(", "fetch("] {
      #expect(!html.contains(external), "the page loads nothing: \(external)")
    }
    #expect(html.components(separatedBy: "<script>").count == 2, "one inline script")
    #expect(html.contains("Writes the file"))
    #expect(html.contains("Grace <span class=\"flag\">✎ tests edited</span>"))
    #expect(!html.contains("Ada <span class=\"flag\">"))
    #expect(harness.console.errors.contains("Wrote class-report.html"))
  }

  @Test("Escapes what a report says before it goes into the page")
  func escapesHTML() async throws {
    harness.writeInClassFolder(
      ClassReports.report(learner: "<b>Bobby</b> & co", [.passed, .passed]), to: "r.json")
    _ = await harness.run("class", "r.json")
    let html = try #require(harness.files["/class/class-report.html"])
    #expect(html.contains("&lt;b&gt;Bobby&lt;/b&gt; &amp; co"))
    #expect(!html.contains("<b>Bobby"))
  }

  @Test("Writes the page where --output says")
  func output() async {
    writeClass()
    #expect(await harness.run("class", "reports", "--output", "out/summary.html") == 0)
    #expect(harness.files["/class/out/summary.html"]?.contains("<svg") == true)
    #expect(harness.files["/class/class-report.html"] == nil)
  }

  @Test("Names every file it cannot use and why, and sums up the others")
  func skipsBadReports() async throws {
    writeClass()
    harness.writeInClassFolder(#"{"name": "a package"}"#, to: "reports/package.json")
    harness.writeInClassFolder(#"{"version": 1, "lessons": ["#, to: "reports/cut.json")
    harness.writeInClassFolder("", to: "reports/empty.json")
    harness.writeInClassFolder(
      #"{"version": 1, "allPassed": true, "lessons": 3}"#, to: "reports/odd.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Next", [.passed, .passed], version: 2), to: "reports/new.json")
    harness.writeInClassFolder("not a report", to: "reports/notes.txt")
    #expect(await harness.run("class", "reports", "missing.json") == 0)
    let errors = harness.console.errors
    #expect(
      errors.contains(
        #"Skipped reports/package.json: it is not a check-lesson all --json report (it has no "version")."#
      ))
    #expect(errors.contains("Skipped reports/cut.json: it is not valid JSON."))
    #expect(errors.contains("Skipped reports/empty.json: it is empty."))
    #expect(
      errors.contains(
        "Skipped reports/odd.json: it is not a check-lesson all --json report (lessons has the wrong type)."
      ))
    #expect(errors.contains("Skipped reports/new.json: it is a version 2 report"))
    #expect(errors.contains("Skipped missing.json: there is no such file or folder."))
    #expect(!errors.contains("notes.txt"), "a folder's files other than .json are not reports")
    #expect(harness.console.output.contains("# Class summary: 4 learners"))
    let html = try #require(harness.files["/class/class-report.html"])
    #expect(html.contains("<code>reports/cut.json</code>: it is not valid JSON"))
  }

  @Test("Without a report it can read, says so and exits 64")
  func noReports() async {
    harness.writeInClassFolder("{}", to: "reports/a.json")
    #expect(await harness.run("class", "reports", "nowhere") == 64)
    #expect(harness.console.errors.contains("Error: no report to sum up in reports, nowhere."))
    #expect(harness.console.output.isEmpty)
    #expect(harness.files["/class/class-report.html"] == nil)
  }

  @Test("A --starter that is no report is a usage error")
  func badStarter() async {
    writeClass()
    #expect(await harness.run("class", "reports", "--starter", "reports") == 64)
    #expect(harness.console.errors.contains("--starter reports cannot be used"))
  }

  @Test("Counts the starter's report once, as no learner, when it is in the folder too")
  func starterInFolder() async {
    writeClass()
    harness.writeInClassFolder(
      harness.files["/class/starter.json"] ?? "", to: "reports/starter.json")
    _ = await harness.run("class", "reports", "--starter", "reports/starter.json")
    #expect(harness.console.output.contains("# Class summary: 4 learners"))
  }

  @Test("Reads reports from before the added fields, naming the learner by the file")
  func firstVersionReports() async {
    harness.writeInClassFolder(ClassReports.firstVersionReport, to: "old/linus.json")
    #expect(await harness.run("class", "old") == 0)
    #expect(harness.console.output.contains("# Class summary: 1 learner"))
    #expect(harness.console.output.contains("| 00 Warm-up | 0 | 1 | 0 | 0 |"))
    #expect(harness.console.output.contains("| Writes the file | 1 | 1 |"))
    #expect(harness.files["/class/class-report.html"]?.contains(">linus<") == true)
  }

  @Test("Reads a report named twice, and every report in folders below a folder, once each")
  func foldersAndDuplicates() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "reports/a/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Alan", [.passed, .passed]), to: "reports/b/alan.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Hidden", [.passed, .passed]), to: "reports/.git/x.json")
    _ = await harness.run("class", "reports", "reports/a/ada.json", "./reports/b/alan.json")
    #expect(harness.console.output.contains("# Class summary: 2 learners"))
  }

  @Test("Tells apart reports that name no learner by their files, when the files share a name")
  func namesakes() async throws {
    harness.writeInClassFolder(
      ClassReports.report(learner: nil, [.passed, .passed]), to: "r/1/report.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: nil, [.passed, .passed]), to: "r/2/report.json")
    _ = await harness.run("class", "r")
    #expect(harness.console.output.contains("# Class summary: 2 learners"))
    let html = try #require(harness.files["/class/class-report.html"])
    #expect(html.contains("report (r/1/report.json)") && html.contains("report (r/2/report.json)"))
  }

  @Test("Escapes a pipe in a test's name in the Markdown table")
  func markdownPipes() {
    #expect(ClassSummaryMarkdown.escaped("a | b\nc") == #"a \| b c"#)
  }

  @Test("Sums up 500 reports in a folder on disk")
  func fiveHundredReports() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "class-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    for index in 0..<500 {
      let state: ClassReports.LessonState = [.passed, ClassReports.starter, .passing([0])][
        index % 3]
      try files.write(
        Data(ClassReports.report(learner: "Learner \(index)", [.passed, state]).utf8),
        to: folder.appending(path: "reports/learner-\(index).json"))
    }
    let console = RecordingConsole()
    let workshop = Workshop(root: folder, files: files)
    var grader = Grader(
      workshop: workshop, checker: LessonChecker(workshop: workshop, files: files), files: files,
      runner: ScriptedProcessRunner(files: InMemoryFileSystem()) { _ in .init() },
      console: console, keyboard: ManualKeyboard(), style: Style(usesColor: false))
    grader.currentFolder = folder
    #expect(await grader.run(["class", "reports"]) == 0)
    #expect(console.output.contains("# Class summary: 500 learners"))
    #expect(console.output.contains("| 01 Tight coupling | 167 | 166 | 0 | 167 |"))
    #expect(files.fileExists(at: folder.appending(path: "class-report.html")))
  }
}
