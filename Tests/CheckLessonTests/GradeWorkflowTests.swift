import CheckLessonKit
import Foundation
import Testing

/// The steps of a GitHub Actions workflow, read as text: each step's keys and values, those
/// under `with:` and `env:` too, and a block scalar (`run: |`) as one value.
struct WorkflowSteps {
  var steps: [[String: String]] = []

  init(_ text: String) {
    var inSteps = false
    var indentation: Int?
    var block: (key: String, indentation: Int)?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }.count
      var content = line.drop { $0 == " " }
      if let open = block, indent > open.indentation || content.isEmpty {
        steps[steps.count - 1][open.key, default: ""] += content + "\n"
        continue
      }
      block = nil
      if content == "steps:" {
        (inSteps, indentation) = (true, nil)
        continue
      }
      if inSteps, content.hasPrefix("- "), indentation == nil || indent == indentation {
        indentation = indent
        steps.append([:])
        content = content.dropFirst(2)
      }
      guard indentation != nil, !steps.isEmpty, indent >= indentation ?? 0,
        let colon = content.firstRange(of: ":")
      else { continue }
      let key = String(content[..<colon.lowerBound])
      var value = content[colon.upperBound...].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, let quote = value.first, ["'", "\""].contains(quote),
        value.last == quote
      {
        value = String(value.dropFirst().dropLast())
      }
      if value == "|" {
        block = (key, indent)
      } else if !value.isEmpty {
        steps[steps.count - 1][key] = value
      }
    }
  }
}

@Suite("The grading workflow")
struct GradeWorkflowTests {
  static let root = IntegrationTests.workshopRoot

  let text: String
  let steps: [[String: String]]

  init() throws {
    text = try String(
      contentsOf: Self.root.appending(path: ".github/workflows/grade.yml"), encoding: .utf8)
    steps = WorkflowSteps(text).steps
  }

  /// The step whose name is `name`.
  func step(_ name: String) throws -> [String: String] {
    try #require(steps.first { $0["name"] == name }, "no step \(name)")
  }

  /// The jobs of a workflow's text, by the lines that open them.
  static func jobs(_ text: String) -> [Substring] {
    text.split(separator: "\n").drop { $0 != "jobs:" }.dropFirst()
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":") }
  }

  @Test("Runs on every push and by hand, and a new run cancels the one it supersedes")
  func triggers() {
    #expect(text.contains("\non:\n  push:\n  workflow_dispatch:\n"))
    #expect(
      text.contains(
        "\nconcurrency:\n  group: ${{ github.workflow }}-${{ github.ref }}\n"
          + "  cancel-in-progress: true\n"))
  }

  @Test("Has one job, in the Swift image, that skips the workshop's own template repository")
  func oneJob() {
    #expect(Self.jobs(text).count == 1)
    #expect(text.contains("\n    container: swift:6.3\n"))
    #expect(text.contains("\n    if: ${{ !github.event.repository.is_template }}\n"))
    #expect(!text.contains("classroom"), "nothing depends on GitHub Classroom")
  }

  @Test("Uses actions whose current major versions run on Node 24")
  func actionVersions() {
    let actions = steps.compactMap { $0["uses"] }
    #expect(
      actions == [
        "actions/checkout@v5", "actions/cache@v5", "actions/upload-artifact@v6",
        "actions/upload-artifact@v6",
      ])
  }

  @Test("Caches .build, keyed on the manifest and the grader")
  func cache() throws {
    let cache = try #require(steps.first { $0["uses"]?.hasPrefix("actions/cache@") == true })
    #expect(cache["path"] == ".build")
    #expect(cache["key"]?.contains("${{ hashFiles('Package.swift', 'Tools/**') }}") == true)
  }

  @Test("Checks every lesson once, and prints the table from the report it saved")
  func checksOnce() throws {
    let runs = steps.compactMap { $0["run"] }
    let checks = runs.flatMap { $0.split(separator: "\n") }.filter {
      $0.contains("check-lesson all") && !$0.contains("--from")
    }
    #expect(
      checks == [
        #"swift run check-lesson all --json --learner "${GITHUB_REPOSITORY#*/}" \"#
      ])
    let check = try step("Check every lesson")
    #expect(check["run"]?.contains("> check-lesson-report.json") == true)
    let build = try #require(runs.firstIndex { $0.contains("swift build --product check-lesson") })
    #expect(build < (runs.firstIndex { $0.contains("check-lesson all") } ?? 0))
  }

  @Test("Writes the progress table, fenced as text, as the job's summary")
  func summary() throws {
    let summary = try step("Write the progress table as the summary")
    #expect(summary["if"] == "${{ !cancelled() && steps.check.outcome != 'skipped' }}")
    let script = try #require(summary["run"])
    #expect(script.contains("swift run check-lesson all --from check-lesson-report.json"))
    #expect(script.contains(#">> "$GITHUB_STEP_SUMMARY""#))
  }

  @Test("Its summary step, run in a shell, writes what the grader prints between text fences")
  func summaryStepRuns() throws {
    let script = try #require(try step("Write the progress table as the summary")["run"])
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "grade-summary-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A stand-in for swift that prints a table and the arguments it was given.
    let swift = folder.appending(path: "swift")
    try Data("#!/bin/sh\necho '  00  Warm-up  ✔ passed   3 of 3'\necho \"$*\"\n".utf8)
      .write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    let summary = folder.appending(path: "summary.md")
    // A process that another test starts at the same moment can hold the stand-in open for
    // writing while the shell executes it; the shell then says 126 (text file busy), and a
    // second run settles it.
    var status: Int32 = 126
    for _ in 1...3 where status == 126 {
      let shell = Process()
      shell.executableURL = URL(filePath: "/bin/bash")
      shell.arguments = ["-e", "-c", script]
      shell.currentDirectoryURL = folder
      shell.environment = [
        "PATH": folder.path + ":/usr/bin:/bin", "GITHUB_STEP_SUMMARY": summary.path,
      ]
      try? FileManager.default.removeItem(at: summary)
      try shell.run()
      shell.waitUntilExit()
      status = shell.terminationStatus
    }
    #expect(status == 0)
    #expect(
      try String(contentsOf: summary, encoding: .utf8) == """
        ```text
          00  Warm-up  ✔ passed   3 of 3
        run check-lesson all --from check-lesson-report.json
        ```

        """)
  }

  @Test("Keeps the all --json report as the artifact the README downloads")
  func artifact() throws {
    let upload = try #require(
      steps.first { $0["uses"]?.hasPrefix("actions/upload-artifact@") == true })
    #expect(upload["name"] == "check-lesson-report")
    #expect(upload["path"] == "check-lesson-report.json")
    #expect(upload["if-no-files-found"] == "error")
    let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
    #expect(readme.contains("gh run download"))
    #expect(readme.contains("-n check-lesson-report"))
  }

  @Test("Prints the JUnit report from the saved one, and keeps it as an artifact of its own")
  func junit() throws {
    let junit = try step("Write the JUnit report")
    #expect(junit["if"] == "${{ !cancelled() && steps.check.outcome != 'skipped' }}")
    #expect(
      junit["run"]
        == "swift run check-lesson all --from check-lesson-report.json --format junit \\\n"
        + "> check-lesson-junit.xml\n")
    // An upload's `with: name:` is the artifact's name, and hides the step's.
    let uploads = steps.filter { $0["uses"]?.hasPrefix("actions/upload-artifact@") == true }
    #expect(uploads.map { $0["name"] } == ["check-lesson-report", "check-lesson-junit"])
    #expect(uploads.last?["path"] == "check-lesson-junit.xml")
    #expect(uploads.last?["if-no-files-found"] == "error")
  }

  @Test("Runs none of the maintainers' checks, and CI runs only in the workshop's own repository")
  func keepsChecksApart() throws {
    for check in [".ci/run", "verify", "WORKSHOP_SOLUTIONS", "swift test"] {
      #expect(!text.contains(check), "grade.yml runs \(check)")
    }
    let ci = try String(
      contentsOf: Self.root.appending(path: ".github/workflows/ci.yml"), encoding: .utf8)
    #expect(!ci.contains("check-lesson all"), "ci.yml grades")
    let guards = ci.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("if: github.event.repository.is_template")
    }
    let jobs = Self.jobs(ci)
    #expect(!jobs.isEmpty && guards.count == jobs.count, "every CI job skips a learner's copy")
  }

  @Test("Reads steps, their nested keys and a block of commands")
  func readsSteps() {
    let steps = WorkflowSteps(
      """
      on:
        - push
      jobs:
        a:
          steps:
            - name: Build
              run: |
                swift build
                echo done
            - id: x
              with:
                command: 'swift run check-lesson 0'
                runners: x,y
      """
    ).steps
    #expect(steps.count == 2)
    #expect(steps[0]["run"] == "swift build\necho done\n")
    #expect(steps[1]["command"] == "swift run check-lesson 0")
    #expect(steps[1]["runners"] == "x,y")
  }
}
