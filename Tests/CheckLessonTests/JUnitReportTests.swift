@testable import CheckLessonKit
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("The JUnit report of all --format junit")
struct JUnitReportTests {
  /// A test name with every character XML treats specially, and a control character.
  static let hostileName = "Reads <settings> & \"quotes\" 'too'\u{1}"

  /// A report of two lessons: one ran, with a test of each status, and one did not compile.
  static let report: ClassReport = {
    let task = LessonTask(number: 1, title: "Read and write")
    let ran = CheckResult(
      lesson: Lesson(number: 0, folder: "00-WarmUp", title: "Warm-up"), source: .lesson,
      outcome: .crashed,
      tests: [
        TestResult(id: "a", displayName: "Loads the file", status: .passed, task: task),
        TestResult(
          id: "b", displayName: hostileName, status: .failed, task: task,
          failures: [
            TestFailure(
              message: "Expectation failed: (x → 1) == 2\nand <more>",
              comments: ["x should be 2"], location: "Tests/00-WarmUpTests/A.swift:12")
          ]),
        TestResult(id: "c", displayName: "Is skipped", status: .skipped, task: task),
        TestResult(id: "d", displayName: "Crashes", status: .unfinished, task: task),
        TestResult(id: "e", displayName: "Never ran", status: .notRun, task: task),
      ])
    let broken = CheckResult(
      lesson: Lesson(number: 1, folder: "01-TightCoupling", title: "Tight coupling"),
      source: .lesson,
      outcome: .didNotCompile([
        CompilerError(file: "Lessons/01-TightCoupling/Store.swift", line: 3, message: "bad <code>")
      ]),
      tests: [])
    return ClassReport(
      results: [ran, broken], provenance: .init(commit: nil, learner: nil, ranAt: Fixtures.now),
      editedSuites: [])
  }()

  #if canImport(FoundationXML) || canImport(Darwin)
    /// The report's XML, parsed: a reader that refuses XML that is not well-formed.
    func parsed(_ xml: String = JUnitReport(report: report).xml) throws -> XMLElement {
      try #require(try XMLDocument(xmlString: xml, options: []).rootElement())
    }

    /// The value of an element's attribute.
    func attribute(_ name: String, of element: XMLElement) -> String? {
      element.attribute(forName: name)?.stringValue
    }

    /// The test case named `name` of the lesson with the heading `lesson`.
    func testCase(_ name: String, in root: XMLElement) throws -> XMLElement {
      try #require(
        root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
          .first { attribute("name", of: $0) == name },
        "no test case \(name)")
    }

    @Test("Has a test suite per lesson, with its counts, and a test case per test")
    func suites() throws {
      let root = try parsed()
      #expect(root.name == "testsuites")
      let counts = ["tests", "failures", "errors", "skipped"].map { attribute($0, of: root) }
      #expect(counts == ["7", "1", "3", "2"])
      let suites = root.elements(forName: "testsuite")
      #expect(
        suites.map { attribute("name", of: $0) } == [
          "Lesson 00: Warm-up", "Lesson 01: Tight coupling",
        ])
      #expect(
        ["tests", "failures", "errors", "skipped"].map { attribute($0, of: suites[0]) } == [
          "6", "1", "2", "2",
        ])
      let cases = suites[0].elements(forName: "testcase")
      #expect(cases.allSatisfy { attribute("classname", of: $0) == "Lesson 00: Warm-up" })
      #expect(
        cases.prefix(5).map { attribute("name", of: $0) } == [
          "Loads the file", "Reads <settings> & \"quotes\" 'too'", "Is skipped", "Crashes",
          "Never ran",
        ])
      #expect(try testCase("Loads the file", in: root).childCount == 0, "a pass has no result")
    }

    @Test("Gives a failing test a failure with its message, and its comments and place")
    func failure() throws {
      let test = try testCase("Reads <settings> & \"quotes\" 'too'", in: try parsed())
      let failure = try #require(test.elements(forName: "failure").first)
      #expect(attribute("message", of: failure) == "Expectation failed: (x → 1) == 2\nand <more>")
      #expect(
        failure.stringValue
          == "x should be 2\nExpectation failed: (x → 1) == 2\nand <more>\nat Tests/00-WarmUpTests/A.swift:12"
      )
    }

    @Test("Marks skipped tests and tests not run as skipped, and one cut short as an error")
    func skippedAndUnfinished() throws {
      let root = try parsed()
      for name in ["Is skipped", "Never ran"] {
        #expect(try testCase(name, in: root).elements(forName: "skipped").count == 1, "\(name)")
      }
      let crash = try testCase("Crashes", in: root).elements(forName: "error").first
      #expect(crash.map { attribute("message", of: $0) } == "The run ended during this test")
      let run = try testCase("The lesson builds and its tests run", in: root)
      #expect(
        run.elements(forName: "error").first.map { attribute("message", of: $0) }
          == "The tests crashed")
    }

    @Test("Reports a lesson that did not compile as an error with the compiler's errors")
    func didNotCompile() throws {
      let suite = try #require(try parsed().elements(forName: "testsuite").last)
      #expect(
        ["tests", "failures", "errors", "skipped"].map { attribute($0, of: suite) } == [
          "1", "0", "1", "0",
        ])
      let error = try #require(
        suite.elements(forName: "testcase").first?.elements(forName: "error").first)
      #expect(attribute("message", of: error) == "The lesson does not compile")
      #expect(error.stringValue == "Lessons/01-TightCoupling/Store.swift:3: bad <code>")
    }

    @Test("Escapes the five special characters and leaves out the characters XML forbids")
    func escaping() throws {
      let xml = JUnitReport(report: Self.report).xml
      #expect(
        xml.contains(#"name="Reads &lt;settings&gt; &amp; &quot;quotes&quot; &apos;too&apos;""#))
      #expect(!xml.unicodeScalars.contains("\u{1}"))
      #expect(JUnitReport.text("a\u{0}b\u{B}c\u{FFFE}d\te\u{1F600}") == "abcd\te\u{1F600}")
      #expect(JUnitReport.attribute("one\ntwo\r\tthree") == "one&#10;two&#13;&#9;three")
    }

    @Test("all --format junit checks every lesson and prints the report as JUnit XML")
    func throughTheGrader() async throws {
      let harness = GraderHarness()
      #expect(await harness.run("all", "--format", "junit") == 1, "a failing lesson fails")
      let root = try parsed(harness.console.output)
      #expect(root.elements(forName: "testsuite").count == 2)
      #expect(attribute("failures", of: root) == "2", "a failing test in each lesson")
    }
  #endif

  @Test("An unknown format is a usage error that names the formats")
  func unknownFormat() async {
    let harness = GraderHarness()
    #expect(await harness.run("all", "--format", "xml") == 64)
    #expect(
      harness.console.errors.hasPrefix(
        "Error: --format takes text, json, junit, gradescope or classroom50, not 'xml'"))
    #expect(harness.lessonRuns.isEmpty)
  }
}
