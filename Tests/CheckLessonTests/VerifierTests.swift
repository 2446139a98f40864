@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Verifying the curriculum")
struct VerifierTests {
  /// Six tests of lesson 01 with the given statuses, as a finished run.
  static func run(failing: Int) -> String {
    let suite = Fixtures.storeSuite
    var lines = [Fixtures.suite(suite, "Task 2: Pass the folder in")]
    lines += (0..<6).map { Fixtures.test("\(suite)/t\($0)()", "Test \($0)") }
    lines.append(Fixtures.event("runStarted"))
    for index in 0..<6 {
      lines.append(Fixtures.event("testStarted", "\(suite)/t\(index)()"))
      if index < failing { lines.append(Fixtures.issue("\(suite)/t\(index)()", "failed")) }
      lines.append(Fixtures.event("testEnded", "\(suite)/t\(index)()"))
    }
    lines.append(Fixtures.event("runEnded"))
    return lines.joined(separator: "\n")
  }

  /// Verifies a fixture workshop whose starters fail `starterFailing` tests and whose
  /// solutions fail `solutionFailing`.
  func verify(
    starterFailing: Int, solutionFailing: Int, files: InMemoryFileSystem = Fixtures.files()
  )
    async -> (status: Int32, output: String)
  {
    let console = RecordingConsole()
    let runner = ScriptedProcessRunner(files: files) { command in
      let solution = command.environment["WORKSHOP_SOLUTIONS"] == "1"
      let events = command.arguments[
        command.arguments.firstIndex(of: "--event-stream-output-path")! + 1]
      return .init(writes: [events: Self.run(failing: solution ? solutionFailing : starterFailing)])
    }
    for lesson in ["00-WarmUp", "01-TightCoupling"] {
      files["/workshop/Lessons/\(lesson)/README.md"] = Fixtures.readme
    }
    let grader = Fixtures.grader(files, runner: runner, console: console)
    return (await grader.run(["verify"]), console.output)
  }

  @Test("Passes when every starter fails and every solution passes")
  func inOrder() async {
    let result = await verify(starterFailing: 2, solutionFailing: 0)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("Every lesson is in order."))
  }

  @Test("Fails, naming the lesson, when a starter already passes")
  func starterPasses() async {
    let result = await verify(starterFailing: 0, solutionFailing: 0)
    #expect(result.status == 1)
    #expect(result.output.contains("the starter passes every test: it must fail at least one"))
  }

  @Test("Fails, naming the test, when a solution is broken")
  func solutionBroken() async {
    let result = await verify(starterFailing: 2, solutionFailing: 1)
    #expect(result.status == 1)
    #expect(result.output.contains(#"the solution fails "Test 0""#))
  }

  @Test("Fails when a lesson folder and the manifest's table disagree")
  func manifest() async {
    let files = Fixtures.files()
    files["/workshop/Package.swift"] =
      #"let lessons = [ Lesson(0, "WarmUp"), ]"# + "\n" + #"  Lesson(2, "Other"),"#
    let result = await verify(starterFailing: 2, solutionFailing: 0, files: files)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "the lessons table declares 02-Other, which has no folder under Lessons/"))
  }

  @Test("Reads rows of the manifest's table that span several lines, and skips comments")
  func manifestRows() {
    let manifest = """
      /// `Lesson(3, "InAComment")` is not a row.
      let lessons = [
        Lesson(0, "WarmUp"),
        Lesson(
          10, "HexagonalMarket",
          parts: [Part("Domain")]),
      ]
      """
    let rows = Verifier.declaredLessons(inManifest: manifest)
    #expect(rows.map(\.number) == [0, 10])
    #expect(rows.map(\.name) == ["WarmUp", "HexagonalMarket"])
  }

  @Test("Fails when a README lacks a section or a task lacks hints")
  func readme() async {
    let files = Fixtures.files()
    let verifier = Self.verifier(files)
    files["/workshop/Lessons/01-TightCoupling/README.md"] =
      "# Lesson 01: X\n## Goal\n## Tasks\n### 1. Do it\n"
    let problems = verifier.structureProblems(of: Fixtures.workshop(files).lessons[1])
    #expect(problems.contains("the README has no '## Hints' section"))
    #expect(problems.contains("task 1 has no hints under '## Hints'"))
  }

  @Test("Fails when a starter crashes on purpose")
  func fatalErrorInStarter() {
    let files = Fixtures.files()
    files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] =
      "func f() { fatalError(\"TODO\") }"
    let verifier = Self.verifier(files)
    let problems = verifier.structureProblems(of: Fixtures.workshop(files).lessons[1])
    #expect(problems.contains { $0.contains("uses fatalError") })
  }

  /// A verifier of the workshop in `files` that never runs a check.
  static func verifier(_ files: InMemoryFileSystem) -> Verifier {
    Verifier(grader: Fixtures.grader(files, runner: Fixtures.runner(files, events: nil)))
  }
}
