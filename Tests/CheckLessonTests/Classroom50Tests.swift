@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Grading on Classroom 50")
struct Classroom50Tests {
  static let root = IntegrationTests.workshopRoot

  /// What Classroom 50's runner sets in an autograder's environment for one submission.
  static let environment = [
    "CLASSROOM": "ios-spring", "ASSIGNMENT": "testable-swift",
    "SUBMISSION_TAG": "submit/2026-06-01T14-32-05Z-a1b2c3d",
    "COMMIT_URL": "https://github.com/class/testable-swift-ada/commit/a1b2c3d",
    "RELEASE_URL":
      "https://github.com/class/testable-swift-ada/releases/tag/submit%2F2026-06-01T14-32-05Z-a1b2c3d",
    "REVIEW_URL": "https://github.com/class/testable-swift-ada/compare/0f1e2d3...a1b2c3d",
    "PAGES_BASE_URL": "https://class.github.io/classroom50", "USERNAME": "ada", "OWNER": "ada",
    "ASSIGNMENT_TYPE": "individual",
  ]

  /// The fields of Classroom 50's `result.json`, less the two its runner stamps itself.
  static let fields: Set = [
    "schema", "classroom", "assignment", "submission", "commit", "release", "review", "datetime",
    "score", "max-score", "tests",
  ]

  /// Gradescope's tests' report of three lessons, made at `ranAt` when one is given.
  static func report(ranAt: String? = nil) throws -> ClassReport {
    var text = GradescopeTests.report
    if let ranAt {
      text = text.replacing(#"{"version": 1,"#, with: #"{"version": 1, "ranAt": "\#(ranAt)","#)
    }
    return try JSONDecoder().decode(ClassReport.self, from: Data(text.utf8))
  }

  /// The result of `report` for the submission `environment` names, as Classroom 50 reads it.
  func result(of report: ClassReport, environment: [String: String] = Self.environment) throws
    -> [String: Any]
  {
    let json = Classroom50Result(
      report: report, submitted: .init(environment: environment), now: Fixtures.now
    ).json
    return try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test("Names the submission as the runner's environment does, in every field of the schema")
  func submission() throws {
    let result = try result(of: try Self.report(ranAt: "2026-06-01T14:33:11Z"))
    #expect(Set(result.keys) == Self.fields)
    #expect(result["schema"] as? String == "classroom50/result/v1")
    #expect(result["classroom"] as? String == "ios-spring")
    #expect(result["assignment"] as? String == "testable-swift")
    #expect(result["submission"] as? String == "submit/2026-06-01T14-32-05Z-a1b2c3d")
    #expect(result["commit"] as? String == Self.environment["COMMIT_URL"])
    #expect(result["release"] as? String == Self.environment["RELEASE_URL"])
    #expect(result["review"] as? String == Self.environment["REVIEW_URL"])
    #expect(result["datetime"] as? String == "2026-06-01T14:33:11Z", "when the report was made")
  }

  @Test("Gives each lesson and each test-writing task the point Gradescope gives it")
  func points() throws {
    let report = try Self.report()
    let result = try result(of: report)
    let tests = try #require(result["tests"] as? [[String: Any]])
    for test in tests {
      #expect(Set(test.keys) == ["test-name", "passed", "score", "max-score"])
    }
    let gradescope = GradescopeResults(report: report).tests
    #expect(tests.map { $0["test-name"] as? String } == gradescope.map(\.name))
    #expect(tests.map { $0["passed"] as? Bool } == [true, true, false, false, false])
    #expect(tests.map { $0["score"] as? Int } == gradescope.map(\.score))
    #expect(tests.allSatisfy { $0["max-score"] as? Int == 1 })
    #expect(result["score"] as? Int == 2, "the sum of the tests' scores")
    #expect(result["max-score"] as? Int == 5, "the sum of the tests' maximum scores")
  }

  @Test("Links the commit for review when the runner gives no review link, and dates by now")
  func fallbacks() throws {
    var environment = Self.environment
    environment["REVIEW_URL"] = ""
    let result = try result(of: try Self.report(), environment: environment)
    #expect(result["review"] as? String == Self.environment["COMMIT_URL"])
    #expect(result["datetime"] as? String == Fixtures.now.formatted(.iso8601))
    #expect((result["datetime"] as? String)?.hasSuffix("Z") == true, "in UTC")
  }

  @Test("all --format classroom50 checks every lesson and prints the result")
  func throughTheGrader() async throws {
    let harness = GraderHarness()
    #expect(
      await harness.run(["all", "--format", "classroom50"], environment: Self.environment) == 1,
      "a failing lesson fails")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    #expect(Set(json.keys) == Self.fields)
    #expect(json["submission"] as? String == Self.environment["SUBMISSION_TAG"])
    #expect(json["datetime"] as? String == Fixtures.now.formatted(.iso8601))
    #expect((json["tests"] as? [[String: Any]])?.count == 2)
    #expect(!harness.console.errors.contains("Note: not set"), "nothing is missing")
  }

  @Test("Leaves the fields of variables that are not set empty, and names those variables")
  func missingVariables() async throws {
    let harness = GraderHarness()
    #expect(await harness.run("all", "--format", "classroom50") == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    for field in ["classroom", "assignment", "submission", "commit", "release", "review"] {
      #expect(json[field] as? String == "", "\(field) is empty")
    }
    #expect(
      harness.console.errors.contains(
        "Note: not set, so empty in the result: CLASSROOM, ASSIGNMENT, SUBMISSION_TAG, "
          + "COMMIT_URL, RELEASE_URL, REVIEW_URL. Classroom 50's runner sets them.\n"))
  }

  @Test("all --from prints a saved report as Classroom 50's result, checking nothing")
  func savedReport() async throws {
    let maker = GraderHarness()
    _ = await maker.run("all", "--json")
    let harness = GraderHarness()
    try harness.files.write(
      Data(maker.console.output.utf8), to: Fixtures.currentFolder.appending(path: "report.json"))
    #expect(
      await harness.run(
        ["all", "--from", "report.json", "--format", "classroom50"],
        environment: Self.environment) == 0)
    #expect(harness.lessonRuns.isEmpty)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
    #expect(json["classroom"] as? String == "ios-spring")
    #expect(json["datetime"] as? String == Fixtures.now.formatted(.iso8601), "the report's date")
  }

  // MARK: - autograder.py

  /// The first program on the `PATH` named `name`, or nil when there is none.
  static func program(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(filePath: String($0)).appending(path: name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The Python that runs `autograder.py`, as Classroom 50's runner does.
  static let python3 = program("python3")
  /// The git that makes a learner's history.
  static let git = program("git")

  /// A learner's checkout in a temporary folder, made from a made-up workshop, and stand-ins
  /// for swift beside it.
  struct Checkout {
    /// The temporary folder, which holds the checkout and the stand-ins in `bin`.
    let root = FileManager.default.temporaryDirectory.appending(
      path: "classroom50-\(UUID().uuidString)")
    /// The learner's checkout, where Classroom 50's runner runs the autograder.
    var folder: URL { root.appending(path: "checkout") }

    /// The workshop's files, as a template holds them.
    static let workshop = [
      "Package.swift": "the manifest\n", "Lessons/00-WarmUp/Code.swift": "the starter\n",
      "Tests/00-WarmUpTests/Suite.swift": "the workshop's suite\n",
      "Solutions/00-WarmUp/Code.swift": "the reference\n", "Tools/Grader.swift": "the grader\n",
    ]

    init() throws {
      for (path, text) in Self.workshop { try write(text, to: "checkout/\(path)") }
      // A stand-in for swift, run by sh: it prints, as the name of its one test, what it was
      // asked and the suite and code it found, and fails as the grader does while a lesson
      // fails.
      try write(
        """
        [ "$1" = --version ] && { echo "Swift version 6.3.1 (a stand-in)"; exit 0; }
        seen="$* | $(cat Tests/00-WarmUpTests/Suite.swift) | $(cat Lessons/00-WarmUp/Code.swift) | $(ls Tests/00-WarmUpTests | tr '\\n' ' ')"
        printf '{"schema": "classroom50/result/v1", "classroom": "%s", "score": 0, "max-score": 1, "tests": [{"test-name": "%s", "passed": false, "score": 0, "max-score": 1}]}\\n' "$CLASSROOM" "$seen"
        exit 1
        """, to: "bin/swift")
    }

    /// Writes `text` to the file at `path` in the temporary folder.
    func write(_ text: String, to path: String) throws {
      try DefaultFileSystem().write(Data(text.utf8), to: root.appending(path: path))
    }

    /// Runs git in the checkout, as a learner whose git knows no name.
    func git(_ arguments: String...) throws {
      let process = Process()
      let git: URL = try #require(Classroom50Tests.git)
      process.executableURL = git
      process.arguments = ["-C", folder.path, "-c", "init.defaultBranch=main"] + arguments
      process.environment = [
        "GIT_AUTHOR_NAME": "Ada", "GIT_AUTHOR_EMAIL": "ada@example.com",
        "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
        "GIT_CONFIG_NOSYSTEM": "1", "HOME": root.path, "PATH": "/usr/bin:/bin",
      ]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    /// The command that has sh run the stand-in `bin/<name>`: so no stand-in is executed
    /// while another test's spawn may still hold it open for writing.
    func standIn(_ name: String) -> String {
      "sh '\(root.appending(path: "bin/\(name)").path)'"
    }

    /// Runs `Tools/classroom50/autograder.py` in the checkout with `swift` as the command that
    /// runs swift (the stand-in `bin/swift` unless told), and returns its exit status, what
    /// it printed, and the result it wrote, if any.
    func run(swift: String? = nil) throws -> (
      status: Int32, output: String, result: [String: Any]?
    ) {
      let process = Process()
      let python3: URL = try #require(Classroom50Tests.python3)
      process.executableURL = python3
      process.arguments = [
        Classroom50Tests.root.appending(path: "Tools/classroom50/autograder.py").path
      ]
      process.currentDirectoryURL = folder
      // The machine's own environment finds python3 and git; the runner's names the submission.
      var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
      environment.merge(Classroom50Tests.environment) { $1 }
      environment["SWIFT"] = swift ?? standIn("swift")
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let printed = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let file = folder.appending(path: "result.json")
      let result =
        try FileManager.default.fileExists(atPath: file.path)
        ? JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] : nil
      return (process.terminationStatus, printed, result)
    }
  }

  /// The name of the one test of the stand-in's result.
  static func testName(_ result: [String: Any]?) -> String? {
    (result?["tests"] as? [[String: Any]])?.first?["test-name"] as? String
  }

  @Test(
    "autograder.py grades the learner's Lessons against the workshop's files of the baseline",
    .enabled(if: python3 != nil, "python3 is not installed: autograder.py needs it"),
    .enabled(if: git != nil, "git is not installed: the baseline is a commit"))
  func gradesAgainstTheBaseline() throws {
    let checkout = try Checkout()
    defer { try? FileManager.default.removeItem(at: checkout.root) }
    try checkout.git("init", "--quiet")
    try checkout.git("add", ".")
    try checkout.git("commit", "--quiet", "-m", "The template's files")
    try checkout.write("classroom: ios-spring\n", to: "checkout/.classroom50.yaml")
    try checkout.git("add", ".")
    try checkout.git("commit", "--quiet", "-m", "Accept the assignment")
    try checkout.write("the learner's code\n", to: "checkout/Lessons/00-WarmUp/Code.swift")
    try checkout.write("an edited suite\n", to: "checkout/Tests/00-WarmUpTests/Suite.swift")
    try checkout.write("a new test\n", to: "checkout/Tests/00-WarmUpTests/Extra.swift")
    try checkout.git("add", ".")
    try checkout.git("commit", "--quiet", "-m", "Solve lesson 00, and pass its suite")

    let (status, output, result) = try checkout.run()
    #expect(status == 0, "the grader ran, and a lesson fails: \(output)")
    #expect(
      Self.testName(result)
        == "run check-lesson all --format classroom50 | the workshop's suite | the learner's code "
        + "| Suite.swift ")
    #expect(result?["classroom"] as? String == "ios-spring", "the runner's environment")
    #expect(output.contains("Restored Package.swift, Solutions, Tests, Tools as the baseline"))
    #expect(output.contains("Swift version 6.3.1 (a stand-in)"))
    #expect(output.contains("FAIL  run check-lesson all"))
  }

  @Test(
    "autograder.py grades the checkout as it is, and warns, when no commit is the baseline",
    .enabled(if: python3 != nil, "python3 is not installed: autograder.py needs it"))
  func gradesWithoutHistory() throws {
    let checkout = try Checkout()
    defer { try? FileManager.default.removeItem(at: checkout.root) }
    try checkout.write("an edited suite\n", to: "checkout/Tests/00-WarmUpTests/Suite.swift")
    let (status, output, result) = try checkout.run()
    #expect(status == 0, "\(output)")
    #expect(Self.testName(result)?.contains("| an edited suite | the starter |") == true)
    #expect(output.contains("::warning::No commit added .classroom50.yaml"))
  }

  @Test(
    "autograder.py fails with an error, and writes no result, when the grader cannot run",
    .enabled(if: python3 != nil, "python3 is not installed: autograder.py needs it"),
    arguments: [
      ("exit 64", "exited with 64 (a usage error"),
      ("exit 1", "printed no classroom50/result/v1 result"),
      (#"echo '{"schema": "another"}'"#, "printed no classroom50/result/v1 result"),
      ("kill -9 $$", "exited with -9."),
    ])
  func failsWhenTheGraderCannotRun(script: String, error: String) throws {
    let checkout = try Checkout()
    defer { try? FileManager.default.removeItem(at: checkout.root) }
    try checkout.write(
      "[ \"$1\" = --version ] && exit 0\n\(script)\n", to: "bin/broken")
    let (status, output, result) = try checkout.run(swift: checkout.standIn("broken"))
    #expect(status == 1)
    #expect(output.contains("::error::"), "\(output)")
    #expect(output.contains(error), "\(output)")
    #expect(result == nil)
  }

  @Test(
    "autograder.py fails with an error when there is no swift",
    .enabled(if: python3 != nil, "python3 is not installed: autograder.py needs it"))
  func failsWithoutSwift() throws {
    let checkout = try Checkout()
    defer { try? FileManager.default.removeItem(at: checkout.root) }
    let (status, output, result) = try checkout.run(
      swift: checkout.root.appending(path: "bin/no-such-swift").path)
    #expect(status == 1)
    #expect(output.contains("::error::Could not run swift"), "\(output)")
    #expect(result == nil)
  }
}
