@testable import CheckLessonKit
import Foundation
import Testing

@Suite("The all --json report")
struct AllReportTests {
  /// Git in a checkout at commit `abc123` whose user is Grace Hopper, in which the suite of
  /// lesson 01 was edited.
  static let git: @Sendable ([String]) -> String? = { arguments in
    switch arguments.first {
    case "rev-parse": "abc123\n"
    case "config": "Grace Hopper\n"
    case "status": " M Tests/01-TightCouplingTests/StoreTests.swift\n"
    default: ""
    }
  }

  /// Runs `all --json` with `arguments` and returns the report it printed.
  func report(_ harness: GraderHarness, _ arguments: String...) async throws -> [String: Any] {
    _ = await harness.run(["all", "--json"] + arguments)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(harness.console.output.utf8)) as? [String: Any])
  }

  @Test("Names the commit, the grader's version, the time and the learner git knows")
  func provenance() async throws {
    let json = try await report(GraderHarness(git: Self.git))
    #expect(json["version"] as? Int == 1, "the fields are added, so the version stays")
    #expect(json["commit"] as? String == "abc123")
    #expect(json["graderVersion"] as? String == Grader.version)
    #expect(json["ranAt"] as? String == Fixtures.now.formatted(.iso8601))
    #expect(json["learner"] as? String == "Grace Hopper")
  }

  @Test("Takes the learner's name from --learner before git's")
  func learnerOption() async throws {
    let harness = GraderHarness(git: Self.git)
    let json = try await report(harness, "--learner", "Ada Lovelace")
    #expect(json["learner"] as? String == "Ada Lovelace")
    #expect(!harness.gitCommands.contains { $0.first == "config" }, "git is not asked")
  }

  @Test("Has a null commit and learner outside a git checkout, and no edited suite")
  func withoutGit() async throws {
    let json = try await report(GraderHarness(gitStatus: nil))
    #expect(json.keys.contains("commit") && json["commit"] is NSNull)
    #expect(json.keys.contains("learner") && json["learner"] is NSNull)
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons.allSatisfy { $0["suiteEdited"] as? Bool == false })
  }

  @Test("Has a null commit and learner when git is not installed")
  func withoutGitInstalled() async throws {
    let json = try await report(GraderHarness(gitIsMissing: true))
    #expect(json["commit"] is NSNull)
    #expect(json["learner"] is NSNull)
  }

  @Test("Without shipped fingerprints, marks the suites that differ from the commit, by git status")
  func editedSuites() async throws {
    let harness = GraderHarness(git: Self.git)
    let json = try await report(harness)
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons.map { $0["suiteEdited"] as? Bool } == [false, true])
    #expect(
      harness.gitCommands.contains([
        "status", "--porcelain", "--untracked-files=all", "--", "Tests/00-WarmUpTests",
        "Tests/01-TightCouplingTests",
      ]), "one git status covers every suite")
  }

  @Test("Counts a suite with a file that was never committed as edited")
  func untrackedSuiteFile() async throws {
    let json = try await report(
      GraderHarness(gitStatus: "?? Tests/00-WarmUpTests/Mine.swift\n"))
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons.map { $0["suiteEdited"] as? Bool } == [true, false])
  }

  /// Writes the fingerprints of each lesson's suite and starter, as shipped, for the files
  /// the harness holds now.
  func shipFingerprints(_ harness: GraderHarness) {
    let workshop = Fixtures.workshop(harness.files)
    for lesson in workshop.lessons {
      for kind in FingerprintedFiles.allCases {
        harness.files[workshop.shippedFingerprintFile(kind, of: lesson).path] =
          workshop.fingerprint(kind, of: lesson, files: harness.files) + "\n"
      }
    }
  }

  @Test("Records each lesson's fingerprints, and whether its files differ from the starter's")
  func fingerprints() async throws {
    let harness = GraderHarness(gitStatus: "")
    shipFingerprints(harness)
    harness.files["/workshop/Lessons/01-TightCoupling/SettingsStore.swift"] = "struct Mine {}"
    let json = try await report(harness)
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons.map { $0["started"] as? Bool } == [false, true])
    #expect(lessons.map { $0["suiteEdited"] as? Bool } == [false, false])
    let workshop = Fixtures.workshop(harness.files)
    #expect(
      lessons.map { $0["suiteFingerprint"] as? String }
        == workshop.lessons.map { workshop.fingerprint(.suite, of: $0, files: harness.files) })
    #expect(
      lessons.map { $0["codeFingerprint"] as? String }
        == workshop.lessons.map { workshop.fingerprint(.code, of: $0, files: harness.files) })
    #expect(json["version"] as? Int == 1, "the fields are added, so the version stays")
  }

  @Test("Marks a suite edited when it differs from the shipped one, also once committed")
  func committedSuiteEdit() async throws {
    // git status shows nothing: the edit is committed.
    let harness = GraderHarness(gitStatus: "")
    shipFingerprints(harness)
    harness.files["/workshop/Tests/00-WarmUpTests/GreetingTests.swift"] = "// every test removed"
    let json = try await report(harness)
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    #expect(lessons.map { $0["suiteEdited"] as? Bool } == [true, false])
    #expect(
      !harness.gitCommands.contains { $0.first == "status" },
      "git is not asked when every suite's shipped fingerprint is kept")
  }

  @Test("Ignores hidden files and files other than Swift in a suite's fingerprint")
  func fingerprintIgnoresOtherFiles() {
    let files = Fixtures.files()
    let workshop = Fixtures.workshop(files)
    let lesson = workshop.lessons[1]
    let before = workshop.fingerprint(.suite, of: lesson, files: files)
    files["/workshop/Tests/01-TightCouplingTests/.DS_Store"] = "finder"
    files["/workshop/Tests/01-TightCouplingTests/notes.txt"] = "mine"
    files["/workshop/Tests/01-TightCouplingTests/.build/x.swift"] = "hidden"
    #expect(workshop.fingerprint(.suite, of: lesson, files: files) == before)
    files["/workshop/Tests/01-TightCouplingTests/More/Extra.swift"] = "import Testing"
    #expect(workshop.fingerprint(.suite, of: lesson, files: files) != before)
  }

  @Test("Keeps every field of version 1, and gives each test its task's title")
  func versionOneFields() async throws {
    let json = try await report(GraderHarness(git: Self.git))
    #expect(Set(json.keys).isSuperset(of: ["version", "allPassed", "lessons"]))
    let lesson = try #require((json["lessons"] as? [[String: Any]])?.last)
    #expect(
      Set(lesson.keys).isSuperset(of: [
        "number", "folder", "title", "status", "passed", "total", "tests", "compileErrors",
      ]))
    let test = try #require((lesson["tests"] as? [[String: Any]])?.last)
    #expect(test["task"] as? Int == 2)
    #expect(test["taskTitle"] as? String == "Pass the folder in")
  }

  @Test("Reads back the report it writes")
  func roundTrip() async throws {
    let harness = GraderHarness(git: Self.git)
    _ = await harness.run("all", "--json")
    let report = try JSONDecoder().decode(
      ClassReport.self, from: Data(harness.console.output.utf8))
    #expect(report.learner == "Grace Hopper")
    #expect(report.lessons.map(\.suiteEdited) == [false, true])
  }
}
