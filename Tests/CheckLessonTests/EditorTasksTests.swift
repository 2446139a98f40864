import Foundation
import Testing

/// `.vscode/tasks.json`, read as VS Code reads it: its tasks and their problem matchers.
private struct TasksFile: Decodable {
  struct Task: Decodable {
    let label: String
    let args: [String]
    let isBackground: Bool?
    let problemMatcher: [Matcher]
  }

  struct Matcher: Decodable {
    let owner: String
    let fileLocation: [String]
    let severity: String?
    let pattern: [Pattern]
    let background: Background?
  }

  struct Pattern: Decodable {
    let regexp: String
    let file: Int?
    let line: Int?
    let message: Int?
    let severity: Int?
  }

  struct Background: Decodable {
    let beginsPattern: String
    let endsPattern: String
  }

  let tasks: [Task]

  static func load() throws -> TasksFile {
    let url = EditorTasksTests.root.appending(path: ".vscode/tasks.json")
    return try JSONDecoder().decode(TasksFile.self, from: Data(contentsOf: url))
  }

  func task(_ label: String) throws -> Task {
    try #require(tasks.first { $0.label == label }, "tasks.json should have a task \"\(label)\"")
  }
}

/// An entry of VS Code's Problems panel.
private struct Problem: Equatable, CustomStringConvertible {
  let file: String
  let line: Int
  let severity: String
  let message: String

  var description: String { "\(file):\(line) \(severity): \(message)" }
}

extension TasksFile.Matcher {
  /// What VS Code shows for `output`: a multi-line pattern matches as many lines in a row as
  /// it has regular expressions, tried at every line.
  fileprivate func problems(in output: String) throws -> [Problem] {
    let lines = outputLines(output)
    let regexes = try pattern.map { try Regex($0.regexp) }
    var found: [Problem] = []
    for start in lines.indices where start + regexes.count <= lines.count {
      var captures: [String: String] = [:]
      var matched = true
      for (offset, (regex, part)) in zip(regexes, pattern).enumerated() {
        guard let match = try regex.firstMatch(in: lines[start + offset]) else {
          matched = false
          break
        }
        func group(_ index: Int?) -> String? {
          index.flatMap { match.output[$0].substring.map(String.init) }
        }
        for (key, value) in [
          ("file", group(part.file)), ("line", group(part.line)),
          ("message", group(part.message)), ("severity", group(part.severity)),
        ] {
          if let value { captures[key] = value }
        }
      }
      guard matched, let file = captures["file"], let line = captures["line"].flatMap(Int.init)
      else { continue }
      found.append(
        Problem(
          file: file, line: line, severity: captures["severity"] ?? severity ?? "error",
          message: captures["message"] ?? ""))
    }
    return found
  }
}

/// The lines of `output` as VS Code reads them: split at each `\n`, also in `\r\n` (which
/// Swift counts as one character), without the `\r` before it.
private func outputLines(_ output: String) -> [String] {
  output.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
    let line = String(String.UnicodeScalarView($0))
    return line.hasSuffix("\r") ? String(line.dropLast()) : line
  }
}

@Suite("Editor tasks")
struct EditorTasksTests {
  /// The workshop's root folder, where VS Code's `${workspaceFolder}` points.
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("Offers checking the open file's lesson, a picked lesson, and watch mode")
  func tasks() throws {
    let file = try TasksFile.load()
    #expect(
      try file.task("Check current lesson").args == [
        "run", "check-lesson", "${relativeFileDirname}",
      ])
    #expect(try file.task("Check a lesson").args == ["run", "check-lesson", "${input:lesson}"])
    let watch = try file.task("Watch")
    #expect(watch.args == ["run", "check-lesson", "watch", "${input:lesson}"])
    #expect(watch.isBackground == true)
    for task in file.tasks {
      #expect(
        task.problemMatcher.count == 2, "\(task.label): one matcher for tests, one for builds")
      for matcher in task.problemMatcher {
        #expect(matcher.fileLocation == ["relative", "${workspaceFolder}"])
      }
    }
  }

  @Test("Turns each failing expectation into a problem at its test's line")
  func failures() throws {
    for task in try TasksFile.load().tasks {
      let problems = try task.problemMatcher.flatMap { try $0.problems(in: Recorded.failingReport) }
      #expect(problems == Recorded.failures, "\(task.label)")
    }
    for problem in Recorded.failures {
      let file = Self.root.appending(path: problem.file)
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").count
      #expect(problem.line <= lines, "\(problem.file) should have line \(problem.line)")
    }
  }

  @Test("Turns each compile error into a problem at its line in the learner's file")
  func compileErrors() throws {
    for task in try TasksFile.load().tasks {
      let problems = try task.problemMatcher.flatMap { try $0.problems(in: Recorded.compileReport) }
      #expect(problems == Recorded.compileErrors, "\(task.label)")
    }
  }

  @Test("Watch mode's problems start with each check's progress bar and end with its last line")
  func watch() throws {
    let lines = outputLines(Recorded.watchTranscript)
    for matcher in try TasksFile.load().task("Watch").problemMatcher {
      let background = try #require(matcher.background, "\(matcher.owner) needs background")
      let begins = try Regex(background.beginsPattern)
      let ends = try Regex(background.endsPattern)
      let beginLines = try lines.indices.filter { try begins.firstMatch(in: lines[$0]) != nil }
      let endLines = try lines.indices.filter { try ends.firstMatch(in: lines[$0]) != nil }
      #expect(beginLines.count == 2, "two checks: the first one, then one after a save")
      #expect(endLines.count == 2)
      #expect(zip(beginLines, endLines).allSatisfy { $0 < $1 })
      let failureLines = try lines.indices.filter {
        try Regex(#"^\s+at "#).firstMatch(in: lines[$0]) != nil
      }
      #expect(
        failureLines.allSatisfy { line in
          zip(beginLines, endLines).contains { $0 < line && line < $1 }
        })
    }
    let problems = try TasksFile.load().task("Watch").problemMatcher.flatMap {
      try $0.problems(in: Recorded.watchTranscript)
    }
    #expect(problems == Recorded.failures + Recorded.failures)
  }
}

/// What `swift run check-lesson 2` printed, recorded on the starter of lesson 02 (with
/// `NO_COLOR=1`, as the tasks set it), cut to its first test.
private enum Recorded {
  static let failingReport = """
    Lesson 02: Focused protocols

      Task 1: Split the god protocol
        ✘ FileSystemProviding hands out the container for each purpose
            containerURL(for:) should be a requirement of FileSystemProviding, so a call through `any FileSystemProviding` reaches the double
            Expectation failed: (fileSystem.containerURL(for: .settings) → nil) == (Fixture.settingsContainer → file:///dev/null/testable-swift/Settings/)
            at Tests/02-FocusedProtocolsTests/SplitTheGodProtocolTests.swift:13
            containerURL(for: .sync) should return the double's sync folder
            Expectation failed: (fileSystem.containerURL(for: .sync) → nil) == (Fixture.syncContainer → file:///dev/null/testable-swift/CloudDrive/)
            at Tests/02-FocusedProtocolsTests/SplitTheGodProtocolTests.swift:17
      · Task 2: Give the store its ports — 1 of 8, after task 1
      · Task 3: Give the sync manager its ports — 0 of 7, after task 1
      ✔ Task 4: Test the plain values directly — 4 of 4

    5 of 22 tests passing.

    Next: task 1, "Split the god protocol", in Lessons/02-FocusedProtocols/README.md
    Stuck? swift run check-lesson hint 2
    """

  static let failures = [
    Problem(
      file: "Tests/02-FocusedProtocolsTests/SplitTheGodProtocolTests.swift", line: 13,
      severity: "error",
      message:
        "Expectation failed: (fileSystem.containerURL(for: .settings) → nil) == (Fixture.settingsContainer → file:///dev/null/testable-swift/Settings/)"
    ),
    Problem(
      file: "Tests/02-FocusedProtocolsTests/SplitTheGodProtocolTests.swift", line: 17,
      severity: "error",
      message:
        "Expectation failed: (fileSystem.containerURL(for: .sync) → nil) == (Fixture.syncContainer → file:///dev/null/testable-swift/CloudDrive/)"
    ),
  ]

  /// Recorded after adding a line to each of two starter files of lesson 02.
  static let compileReport = """
    Lesson 02: Focused protocols

    Your code does not compile yet.

      Lessons/02-FocusedProtocols/SettingsStore.swift:33
        error: cannot convert value of type 'String' to specified type 'Int'
      Lessons/02-FocusedProtocols/SyncManager.swift:30
        error: cannot find 'undefinedThing' in scope

    Next: fix the first error; task 1, "Split the god protocol", in Lessons/02-FocusedProtocols/README.md says what the tests expect.
    Then run swift run check-lesson 2 again.
    """

  static let compileErrors = [
    Problem(
      file: "Lessons/02-FocusedProtocols/SettingsStore.swift", line: 33, severity: "error",
      message: "cannot convert value of type 'String' to specified type 'Int'"),
    Problem(
      file: "Lessons/02-FocusedProtocols/SyncManager.swift", line: 30, severity: "error",
      message: "cannot find 'undefinedThing' in scope"),
  ]

  /// `swift run check-lesson watch 2` in a terminal: the first check, then one after a save.
  /// Each check clears the screen and writes its progress over one line, with `\r`.
  static let watchTranscript = [String](repeating: watchCycle, count: 2).joined()

  private static let watchCycle =
    "\u{1B}[2J\u{1B}[HBuilding and testing Lesson 02: Focused protocols…\r\u{1B}[K"
    + "[□□□□□□□□□□□□] 0 of 12 lessons passed\r\n\r\n"
    + failingReport.replacingOccurrences(of: "\n", with: "\r\n")
    + "\r\n\r\nChecked at 14:02:07 · watching Lessons/02-FocusedProtocols · h hint · n next lesson · r re-run · q quit\r\n"
}
