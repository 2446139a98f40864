@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Summing up a class for grading")
struct ClassGradingTests {
  let harness = GraderHarness()

  /// The fingerprint of each lesson's suite in the harness's workshop, the instructor's.
  var ourSuites: [String] {
    let workshop = Fixtures.workshop(harness.files)
    return workshop.lessons.map { workshop.fingerprint(.suite, of: $0, files: harness.files) }
  }

  /// The page `class` wrote.
  var page: String { harness.files["/class/class-report.html"] ?? "" }

  // MARK: - One report per learner

  @Test("Counts two reports of one learner once, and names the older as superseded")
  func supersededReport() async {
    let earlier = Fixtures.now.addingTimeInterval(-86_400)
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "r/a/new.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passing([0])], ranAt: earlier),
      to: "r/b/old.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Alan", [.passed, .passed]), to: "r/alan.json")
    #expect(await harness.run("class", "r") == 0)
    #expect(harness.console.output.contains("# Class summary: 2 learners"))
    #expect(harness.console.output.contains("| 01 Tight coupling | 2 | 0 | 0 | 0 |"))
    #expect(
      harness.console.errors.contains(
        "Skipped r/b/old.json: superseded by r/a/new.json, the latest report of Ada, made \(Fixtures.now.formatted(.iso8601))."
      ), "\(harness.console.errors)")
    #expect(page.contains("<code>r/b/old.json</code>: superseded by r/a/new.json"))
  }

  @Test("Keeps the later report of a learner wherever it is found, and one with a date first")
  func latestByDate() throws {
    func report(_ path: String, ranAt: String?) throws -> LearnerReport {
      var contents = try JSONDecoder().decode(
        LearnerReport.Contents.self,
        from: Data(ClassReports.report(learner: "Ada", [.passed, .passed]).utf8))
      contents.ranAt = ranAt
      return LearnerReport(
        learner: "Ada", path: path, url: URL(filePath: "/\(path)"), report: contents)
    }
    let reports = [
      try report("late.json", ranAt: "2026-03-02T10:00:00Z"),
      try report("early.json", ranAt: "2026-03-01T10:00:00Z"),
      try report("undated.json", ranAt: nil),
    ]
    let (latest, superseded) = LearnerReportReader.keepingLatest(reports)
    #expect(latest.map(\.path) == ["late.json"])
    #expect(superseded.map(\.path) == ["early.json", "undated.json"])
  }

  // MARK: - Not started, by fingerprint

  @Test("Never counts a report of the untouched workshop as a learner, and says why")
  func starterReportSkipped() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed], started: [true, true]),
      to: "r/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(
        learner: "starter", [ClassReports.starter, ClassReports.starter], started: [false, false]),
      to: "r/starter.json")
    #expect(await harness.run("class", "r") == 0)
    #expect(harness.console.output.contains("# Class summary: 1 learner"))
    #expect(
      harness.console.errors.contains(
        "Skipped r/starter.json: every lesson in it is as the starter gave it, so it is no learner's work."
      ))
  }

  @Test("With only a report of the untouched workshop, says there is no report and exits 64")
  func onlyStarterReport() async {
    harness.writeInClassFolder(
      ClassReports.report(
        learner: nil, [ClassReports.starter, ClassReports.starter], started: [false, false]),
      to: "starter.json")
    #expect(await harness.run("class", "starter.json") == 64)
    #expect(harness.console.errors.contains("Skipped starter.json: every lesson in it is as"))
    #expect(harness.console.errors.contains("Error: no report to sum up in starter.json."))
  }

  /// What a run of an untouched starter may show: the tests it passes, which a test that
  /// depends on timing can change from one run to the next, as lesson 08's did.
  static let starterRuns: [ClassReports.LessonState] = [
    ClassReports.starter, .passing([1, 2]), .passing([]), .passing([0, 1, 2]), .didNotCompile,
  ]

  @Test(
    "Tells a lesson not started by its files alone, whatever tests its run passed",
    arguments: starterRuns)
  func notStartedByFingerprint(run: ClassReports.LessonState) throws {
    let reports = try ["Ada", "Alan"].map { name in
      let text = ClassReports.report(
        learner: name, [run, ClassReports.starter], started: [false, true])
      return LearnerReport(
        learner: name, path: "\(name).json", url: URL(filePath: "/\(name).json"),
        report: try JSONDecoder().decode(LearnerReport.Contents.self, from: Data(text.utf8)))
    }
    for baseline in [StarterBaseline(estimatedFrom: reports), StarterBaseline(estimatedFrom: [])] {
      let summary = ClassSummary(reports: reports, starter: baseline)
      #expect(summary.lessons[0].count(.notStarted) == 2)
      #expect(summary.lessons[0].stuck.isEmpty)
      // Started, even with exactly the starter's tests passing.
      #expect(summary.lessons[1].count(.failing) == 2)
    }
  }

  @Test("Says that not started is told by fingerprint, and by the tests only for older reports")
  func notStartedRule() async {
    harness.writeInClassFolder(
      ClassReports.report(
        learner: "Ada", [.passed, ClassReports.starter], started: [true, false]),
      to: "r/ada.json")
    _ = await harness.run("class", "r")
    #expect(
      harness.console.output.contains(
        "Not started: the lesson's files are the starter's, by their fingerprint."))
    #expect(!harness.console.output.contains("estimated"))
    harness.writeInClassFolder(
      ClassReports.report(learner: "Alan", [.passed, ClassReports.starter]), to: "r/alan.json")
    _ = await harness.run("class", "r")
    #expect(
      harness.console.output.contains(
        "In reports without fingerprints, from graders before 1.3.0: failing with the starter's tests passing, estimated"
      ))
  }

  // MARK: - Reports graded otherwise

  @Test("Flags a suite whose fingerprint differs from this workshop's, also when committed")
  func editedBySuiteFingerprint() async {
    let ours = ourSuites
    // Ada's suite of lesson 01 was edited and committed: her report says nothing of it.
    harness.writeInClassFolder(
      ClassReports.report(
        learner: "Ada", [.passed, .passed], started: [true, true], suites: [ours[0], "e1e1"]),
      to: "r/ada.json")
    // Alan's report says his suite was edited, but it is this workshop's.
    harness.writeInClassFolder(
      ClassReports.report(
        learner: "Alan", [.passed, .passed], edited: ["00-WarmUp"], started: [true, true],
        suites: ours),
      to: "r/alan.json")
    _ = await harness.run("class", "r")
    let output = harness.console.output
    #expect(output.contains("## Edited suites"))
    #expect(output.contains("- Ada: Tests/01-TightCouplingTests\n"))
    #expect(!output.contains("- Alan:"))
    #expect(page.contains("Ada <span class=\"flag\">✎ tests edited</span>"))
  }

  @Test("Flags the reports of another version of the grader, and none that do not say")
  func otherGraderVersion() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "r/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Alan", [.passed, .passed], graderVersion: "1.1.0"),
      to: "r/alan.json")
    harness.writeInClassFolder(ClassReports.firstVersionReport, to: "r/linus.json")
    _ = await harness.run("class", "r")
    let output = harness.console.output
    #expect(output.contains("## Other grader versions"))
    #expect(
      output.contains(
        "These reports were made by another version of the grader than this one, \(Grader.version), which may grade the same code differently:"
      ))
    #expect(output.contains("- Alan: 1.1.0\n"))
    #expect(!output.contains("- Ada:") && !output.contains("- linus:"))
    #expect(page.contains("Alan <span class=\"flag\">⚠ grader 1.1.0</span>"))
  }

  // MARK: - Stuck

  @Test("Counts a failing test as stuck only in the task the learner is on")
  func stuckOnCurrentTask() throws {
    // Both fail task 1's "Writes the file" and task 2's "Throws on a bad file".
    let reports = try ["Ada", "Alan"].map { name in
      LearnerReport(
        learner: name, path: "\(name).json", url: URL(filePath: "/\(name).json"),
        report: try JSONDecoder().decode(
          LearnerReport.Contents.self,
          from: Data(ClassReports.report(learner: name, [.passing([0]), .passed]).utf8)))
    }
    let summary = ClassSummary(reports: reports, starter: StarterBaseline(estimatedFrom: []))
    #expect(summary.lessons[0].stuck.map(\.name) == ["Writes the file"])
    #expect(summary.lessons[0].stuck.map(\.learners) == [2])
  }

  // MARK: - Markdown that stays text

  static let hostile =
    "[click](https://evil.example) @org/teachers ![x](https://evil.example/t.png) <img src=x onerror=alert(1)> **bold** #1 www.evil.example"

  @Test("Escapes a hostile name so that GitHub shows it as text, with no link, mention or image")
  func hostileName() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: Self.hostile, [.passed, .passed], edited: ["00-WarmUp"]),
      to: "r/hostile.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed], graderVersion: "<b>0</b>"),
      to: "r/ada.json")
    #expect(await harness.run("class", "r") == 0)
    let output = harness.console.output
    let line = output.split(separator: "\n").first { $0.contains("org/teachers") }.map(String.init)
    #expect(
      line
        == ##"- \[click\]\(https\://evil.example\) @"## + "\u{200B}"
        + ##"org/teachers \!\[x\]\(https\://evil.example/t.png\) \<img src=x onerror=alert\(1\)\> \*\*bold\*\* \#"##
        + "\u{200B}" + ##"1 www\.evil.example: Tests/00-WarmUpTests"##)
    for raw in ["<img", "<b>", "](", "![", "@org", "https://", "www.evil", "**", "#1"] {
      let unescaped = output.ranges(of: raw).filter {
        $0.lowerBound == output.startIndex || output[output.index(before: $0.lowerBound)] != "\\"
      }
      #expect(unescaped.isEmpty, "\(raw) survives unescaped")
    }
  }

  @Test("Escapes what Markdown or GitHub would read, and leaves plain text alone")
  func escaping() {
    let escape = ClassSummaryMarkdown.escaped
    #expect(escape("Ada Lovelace") == "Ada Lovelace")
    #expect(escape("1: Read and write") == "1: Read and write")
    #expect(escape("save() writes settings.json") == #"save\(\) writes settings.json"#)
    #expect(escape("- not a list") == #"\- not a list"#)
    #expect(escape("+1") == #"\+1"#)
    #expect(escape("ada@example.com") == "ada@\u{200B}example.com")
    #expect(escape("a_b `c` ~d~ | e & f $x$") == #"a\_b \`c\` \~d\~ \| e \& f \$x\$"#)
    #expect(escape("line\nbreak\u{1B}[2J") == #"line break \[2J"#)
  }

  // MARK: - The gradebook

  @Test("Writes a gradebook: each lesson's state and points, the total, the date, the commit")
  func gradebook() async throws {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "r/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "=HYPERLINK(\"x\"), Jr", [.passed, .didNotCompile]),
      to: "r/odd.json")
    #expect(await harness.run("class", "r", "--csv", "out/grades.csv") == 0)
    let csv = try #require(harness.files["/class/out/grades.csv"])
    let date = Fixtures.now.formatted(.iso8601)
    #expect(
      csv == """
        learner,00 Warm-up status,00 Warm-up points,01 Tight coupling status,01 Tight coupling points,total,date,commit
        Ada,Passed,1,Passed,1,2,\(date),abc123
        "'=HYPERLINK(""x""), Jr",Passed,1,Did not compile,0,1,\(date),abc123

        """)
    #expect(harness.console.errors.contains("Wrote out/grades.csv"))
  }

  @Test("Gives each lesson the points Gradescope's results would give it")
  func pointsAsGradescope() throws {
    let text = ClassReports.report(learner: "Ada", [.passed, .passing([0, 2])])
    let contents = try JSONDecoder().decode(LearnerReport.Contents.self, from: Data(text.utf8))
    let full = try JSONDecoder().decode(ClassReport.self, from: Data(text.utf8))
    #expect(
      contents.lessons.map(\.points.score)
        == GradescopeResults(report: full).tests.map(\.score))
  }

  @Test("Says clearly when it cannot write the gradebook, and exits 1")
  func unwritableGradebook() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "r/ada.json")
    #expect(await harness.run("class", "r", "--csv", "r") == 1)
    #expect(
      harness.console.errors.contains("Error: cannot write the gradebook to r: it is a folder"))
  }

  @Test("Says clearly when it cannot write the gradebook on disk, and exits 1")
  func unwritableGradebookOnDisk() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "class-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = DefaultFileSystem()
    try files.write(
      Data(ClassReports.report(learner: "Ada", [.passed, .passed]).utf8),
      to: folder.appending(path: "ada.json"))
    let console = RecordingConsole()
    let workshop = Workshop(root: folder, files: files)
    var grader = Grader(
      workshop: workshop, checker: LessonChecker(workshop: workshop, files: files), files: files,
      runner: ScriptedProcessRunner(files: InMemoryFileSystem()) { _ in .init() },
      console: console, keyboard: ManualKeyboard(), style: Style(usesColor: false))
    grader.currentFolder = folder
    // A file stands where the gradebook's folder would be.
    #expect(await grader.run(["class", "ada.json", "--csv", "ada.json/grades.csv"]) == 1)
    #expect(console.errors.contains("Error: cannot write the gradebook to ada.json/grades.csv: "))
    #expect(!console.errors.contains("Fatal"))
  }

  // MARK: - The roster

  @Test("Lists the learners on the roster with no report, in any case")
  func roster() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "r/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: nil, [.passed, .passed]), to: "r/grace.json")
    harness.writeInClassFolder(
      ClassReports.report(
        learner: "Linus", [ClassReports.starter, ClassReports.starter], started: [false, false]),
      to: "r/linus.json")
    harness.writeInClassFolder(
      "# the class\nada\n\nGrace\n  Alan Turing  \nLinus\nAda\n", to: "roster.txt")
    #expect(await harness.run("class", "r", "--roster", "roster.txt") == 0)
    let output = harness.console.output
    #expect(
      output.hasSuffix(
        """
        ## No report

        These learners on the roster have no report:

        - Alan Turing
        - Linus (their report shows no lesson started)

        """), "\(output)")
    #expect(page.contains("<li>Alan Turing</li>"))
  }

  @Test("A roster that is not there is a usage error, and nothing is written")
  func missingRoster() async {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passed]), to: "r/ada.json")
    #expect(await harness.run("class", "r", "--roster", "nobody.txt") == 64)
    #expect(
      harness.console.errors.contains(
        "Error: --roster nobody.txt cannot be used: there is no such file"))
    #expect(harness.console.output.isEmpty)
    #expect(harness.files["/class/class-report.html"] == nil)
  }

  // MARK: - The page

  @Test("Puts the learners first, in a table to sort and filter, with where each one is")
  func learnersFirst() async throws {
    harness.writeInClassFolder(
      ClassReports.report(learner: "Ada", [.passed, .passing([0])], started: [true, true]),
      to: "r/ada.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Alan", [.didNotCompile, .passed], started: [true, true]),
      to: "r/alan.json")
    harness.writeInClassFolder(
      ClassReports.report(learner: "Grace", [.passed, .passed]), to: "r/grace.json")
    _ = await harness.run("class", "r")
    let html = page
    let learners = try #require(html.range(of: "<table class=\"learners\">"))
    let lessons = try #require(html.range(of: "<table class=\"counts\">"))
    #expect(learners.lowerBound < lessons.lowerBound, "the learners come before the lessons")
    #expect(html.contains("<input type=\"search\" id=\"filter\" hidden"))
    #expect(html.contains("data-sort=\"ada\""))
    #expect(
      html.contains(
        "<summary>01 Tight coupling, task 1: Read and write</summary><ul><li>01 Tight coupling (failing): on task 1: Read and write; first failing test: “Writes the file”</li>"
      ), "\(html)")
    #expect(
      html.contains(
        "<summary>00 Warm-up: does not compile</summary><ul><li>00 Warm-up (did not compile): does not compile: <code>Lessons/x.swift:1: e</code></li>"
      ))
    #expect(html.contains("<summary>Every lesson passed</summary>"))
    #expect(
      html.contains(
        "Report: <code>r/ada.json</code>, made \(Fixtures.now.formatted(.iso8601)), commit <code>abc123</code>"
      ))
  }
}
