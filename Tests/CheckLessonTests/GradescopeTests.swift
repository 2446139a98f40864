@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Grading on Gradescope")
struct GradescopeTests {
  static let root = IntegrationTests.workshopRoot

  /// A report of three lessons: one passing, one failing whose test-writing task is started
  /// and half done, and one that did not compile, whose task is not started.
  static let report = """
    {"version": 1, "allPassed": false, "lessons": [
      {"number": 0, "folder": "00-WarmUp", "title": "Warm-up", "status": "passed",
       "passed": 1, "total": 1, "compileErrors": [], "tests": [
         {"name": "Reads the file", "task": 1, "status": "passed", "failures": []}]},
      {"number": 4, "folder": "04-TestDoubles", "title": "Test doubles", "status": "failing",
       "passed": 3, "total": 4, "compileErrors": [], "tests": [
         {"name": "Stubs the file", "task": 1, "status": "passed", "failures": []},
         {"name": "Your tests build and pass on the given code", "task": 6,
          "taskTitle": "Test every failure path", "status": "passed", "failures": []},
         {"name": "Your tests pass on every correct version of the code", "task": 6,
          "taskTitle": "Test every failure path", "status": "passed", "failures": []},
         {"name": "Your tests catch every planted bug", "task": 6,
          "taskTitle": "Test every failure path", "status": "failed",
          "failures": [{"message": "Your tests caught 9 of 14 planted bugs.", "comments": []}]}],
       "testWriting": {"task": 6, "started": true, "learnerTests": {"count": 5,
         "failingOnWheats": 0}, "plantedBugs": {"caught": 9, "total": 14}}},
      {"number": 5, "folder": "05-ErrorPaths", "title": "Error paths",
       "status": "didNotCompile", "passed": 0, "total": 0, "tests": [],
       "compileErrors": [{"file": "Lessons/05-ErrorPaths/Store.swift", "line": 7,
         "message": "cannot find 'x' in scope"}],
       "testWriting": {"task": 5, "started": false, "learnerTests": {"count": 0,
         "failingOnWheats": 0}, "plantedBugs": {"caught": 0, "total": 0}}}]}
    """

  /// The results of the report, as Gradescope reads them.
  func results() throws -> [String: Any] {
    let report = try JSONDecoder().decode(ClassReport.self, from: Data(Self.report.utf8))
    let json = GradescopeResults(report: report).json
    return try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test("Gives each lesson and each test-writing task a point, by Gradescope's specification")
  func points() throws {
    let tests = try #require(try results()["tests"] as? [[String: Any]])
    #expect(
      tests.map { $0["name"] as? String } == [
        "Lesson 00: Warm-up", "Lesson 04: Test doubles",
        "Lesson 04: Test doubles, task 6: Test every failure path", "Lesson 05: Error paths",
        "Lesson 05: Error paths, task 5",
      ])
    #expect(tests.map { $0["score"] as? Int } == [1, 1, 0, 0, 0])
    #expect(tests.allSatisfy { $0["max_score"] as? Int == 1 })
    #expect(
      tests.map { $0["status"] as? String } == ["passed", "passed", "failed", "failed", "failed"])
    for test in tests {
      #expect(Set(test.keys) == ["name", "score", "max_score", "status", "output"])
    }
  }

  @Test("Says in each test's output what passes, what fails and why")
  func output() throws {
    let results = try results()
    #expect(results["output"] as? String == "2 of 5 passing, as checked by check-lesson all.")
    let outputs = try #require(results["tests"] as? [[String: Any]]).map { $0["output"] as? String }
    #expect(outputs[0] == "1 of 1 tests passing.")
    #expect(
      outputs[2] == """
        ✔ Your tests build and pass on the given code
        ✔ Your tests pass on every correct version of the code
        ✘ Your tests catch every planted bug
        Your tests caught 9 of 14 planted bugs.
        """)
    #expect(
      outputs[3] == """
        The lesson does not compile:
          Lessons/05-ErrorPaths/Store.swift:7: cannot find 'x' in scope
        0 of 0 tests passing.
        """)
    #expect(outputs[4] == "Not started: YourTests/ is as the starter gave it.")
  }

  @Test("all --format gradescope checks every lesson and prints the results")
  func throughTheGrader() async throws {
    let harness = GraderHarness()
    #expect(await harness.run("all", "--format=gradescope") == 1, "a failing lesson fails")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    #expect((json["tests"] as? [[String: Any]])?.count == 2)
  }

  // MARK: - run_autograder

  /// A made-up `/autograder` in a temporary folder: the workshop's source with a starter
  /// file, and `submission`'s files.
  struct Layout {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "autograder-\(UUID().uuidString)")

    init(submission: [String: String]) throws {
      try write("starter\n", to: "source/Lessons/00-WarmUp/Settings.swift")
      try write("// the manifest\n", to: "source/Package.swift")
      for (path, text) in submission { try write(text, to: "submission/\(path)") }
      // A stand-in for swift: prints what it was asked and the lessons' files as results.
      try write(
        """
        #!/bin/sh
        echo "{\\"asked\\": \\"$*\\", \\"files\\": \\"$(cd Lessons && find . -type f | sort | tr '\\n' ' ')\\"}"
        """, to: "bin/swift")
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: root.appending(path: "bin/swift").path)
    }

    func write(_ text: String, to path: String) throws {
      try DefaultFileSystem().write(Data(text.utf8), to: root.appending(path: path))
    }

    /// Runs `Tools/gradescope/run_autograder` on the layout, with `bin/<swift>` as swift,
    /// and returns the results it wrote.
    func run(swift: String = "swift") throws -> [String: Any] {
      let process = Process()
      process.executableURL = GradescopeTests.root.appending(
        path: "Tools/gradescope/run_autograder")
      process.environment = [
        "AUTOGRADER": root.path, "SWIFT": root.appending(path: "bin/\(swift)").path,
        "PATH": "/usr/bin:/bin",
      ]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      let data = try Data(contentsOf: root.appending(path: "results/results.json"))
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
  }

  @Test("run_autograder grades the submission's Lessons over the workshop's own files")
  func runAutograder() throws {
    let layout = try Layout(submission: [
      "Lessons/00-WarmUp/Settings.swift": "mine\n", "Lessons/00-WarmUp/Extra.swift": "\n",
      "Tests/00-WarmUpTests/Edited.swift": "a learner's edit of a suite\n",
    ])
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let results = try layout.run()
    #expect(results["asked"] as? String == "run check-lesson all --format gradescope")
    #expect(results["files"] as? String == "./00-WarmUp/Extra.swift ./00-WarmUp/Settings.swift ")
    let source = layout.root.appending(path: "source")
    #expect(
      try String(
        contentsOf: source.appending(path: "Lessons/00-WarmUp/Settings.swift"), encoding: .utf8)
        == "mine\n")
    #expect(!FileManager.default.fileExists(atPath: source.appending(path: "Tests").path))
  }

  @Test("run_autograder finds Lessons in a folder of the submission")
  func lessonsInAFolder() throws {
    let layout = try Layout(submission: ["testable-swift-main/Lessons/00-WarmUp/A.swift": "\n"])
    defer { try? FileManager.default.removeItem(at: layout.root) }
    #expect(try layout.run()["files"] as? String == "./00-WarmUp/A.swift ")
  }

  @Test("run_autograder gives no point, and says why, when there is nothing it can grade")
  func nothingToGrade() throws {
    let empty = try Layout(submission: ["README.md": "no lessons\n"])
    defer { try? FileManager.default.removeItem(at: empty.root) }
    let results = try empty.run()
    #expect(results["score"] as? Int == 0)
    #expect((results["output"] as? String)?.contains("has no Lessons folder") == true)

    let silent = try Layout(submission: ["Lessons/00-WarmUp/A.swift": "\n"])
    defer { try? FileManager.default.removeItem(at: silent.root) }
    try silent.write("#!/bin/sh\nexit 1\n", to: "bin/broken")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: silent.root.appending(path: "bin/broken").path)
    let failed = try silent.run(swift: "broken")
    #expect(failed["score"] as? Int == 0)
    #expect((failed["output"] as? String)?.contains("could not check the submission") == true)
  }
}
