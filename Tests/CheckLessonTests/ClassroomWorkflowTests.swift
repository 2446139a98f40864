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

@Suite("The GitHub Classroom workflow")
struct ClassroomWorkflowTests {
  static let root = IntegrationTests.workshopRoot
  static let graderAction = "classroom-resources/autograding-command-grader@v1"
  static let reporterAction = "classroom-resources/autograding-grading-reporter@v1"

  let text: String
  let steps: [[String: String]]
  let lessons = Workshop(root: root, files: DefaultFileSystem()).lessons

  init() throws {
    text = try String(
      contentsOf: Self.root.appending(path: ".github/workflows/classroom.yml"), encoding: .utf8)
    steps = WorkflowSteps(text).steps
  }

  /// The steps that score a lesson.
  var graderSteps: [[String: String]] { steps.filter { $0["uses"] == Self.graderAction } }

  @Test("Has a step per lesson folder that runs check-lesson on it, with a score and a limit")
  func stepPerLesson() throws {
    #expect(!lessons.isEmpty)
    for lesson in lessons {
      let id = "lesson-\(lesson.paddedNumber)"
      let step = try #require(
        graderSteps.first { $0["id"] == id }, "no step \(id) grades \(lesson.folder)")
      #expect(step["command"] == "swift run check-lesson \(lesson.number)", "step \(id)")
      #expect(step["test-name"] == lesson.heading, "step \(id)")
      #expect(step["setup-command"] == nil, "step \(id) builds nothing of its own")
      #expect(Int(step["timeout"] ?? "") != nil, "step \(id) has a time limit in minutes")
      #expect(Int(step["max-score"] ?? "") ?? 0 > 0, "step \(id) has a score")
    }
    #expect(graderSteps.count == lessons.count, "a step for a lesson that is not there")
  }

  @Test("Ends with one reporter that names every step and passes on each one's result")
  func reporter() throws {
    let reporters = steps.filter { $0["uses"] == Self.reporterAction }
    #expect(reporters.count == 1)
    let reporter = try #require(reporters.first)
    #expect(steps.last?["uses"] == Self.reporterAction, "the reporter is the last step")
    let ids = graderSteps.compactMap { $0["id"] }
    #expect(reporter["runners"]?.split(separator: ",").map(String.init) == ids)
    for id in ids {
      #expect(
        reporter["\(id.uppercased())_RESULTS"] == "${{steps.\(id).outputs.result}}",
        "the reporter's env has \(id)'s result")
    }
  }

  @Test("Builds the grader in one job before the first lesson's step, in the Swift image")
  func oneJob() throws {
    let jobs = text.split(separator: "\n").drop { $0 != "jobs:" }.dropFirst()
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":") }
    #expect(jobs.count == 1, "every step in one job, so the build is shared")
    #expect(text.contains("    container: swift:6.3\n"))
    let build = try #require(steps.firstIndex { $0["run"]?.contains("swift build") == true })
    let first = try #require(steps.firstIndex { $0["uses"] == Self.graderAction })
    #expect(build < first)
    #expect(steps[build]["run"]?.contains("swift build --product check-lesson") == true)
  }

  @Test("Runs none of the maintainers' checks, and CI runs only in the workshop's own repository")
  func keepsChecksApart() throws {
    for check in [".ci/run", "verify", "WORKSHOP_SOLUTIONS", "swift test"] {
      #expect(!text.contains(check), "classroom.yml runs \(check)")
    }
    let ci = try String(
      contentsOf: Self.root.appending(path: ".github/workflows/ci.yml"), encoding: .utf8)
    #expect(!ci.contains("autograding") && !ci.contains("check-lesson all"), "ci.yml grades")
    let jobs = ci.split(separator: "\n").drop { $0 != "jobs:" }.dropFirst()
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":") }
    let guards = ci.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("if: github.event.repository.is_template")
    }
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
