@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Checking lessons together")
struct TogetherTests {
  let files: InMemoryFileSystem = {
    let files = Fixtures.files()
    files["/workshop/Lessons/02-FocusedProtocols/README.md"] = "# Lesson 02: Focused protocols\n"
    files["/workshop/Lessons/02-FocusedProtocols/Store.swift"] = "protocol Store {}"
    files["/workshop/Tests/02-FocusedProtocolsTests/StoreTests.swift"] = "import Testing"
    return files
  }()

  var lessons: [Lesson] { Fixtures.workshop(files).lessons }

  func checker(
    _ runner: ScriptedProcessRunner, clock: ImmediateClock = ImmediateClock(),
    together: Bool = true
  ) -> LessonChecker {
    var checker = LessonChecker(
      workshop: Fixtures.workshop(files), files: files, runner: runner, clock: clock,
      environment: [:], testTimeout: .seconds(5))
    checker.checksLessonsTogether = together
    return checker
  }

  // MARK: - Event streams

  /// The module of the suite of the lesson numbered `number` in the fixture workshop.
  static let modules = [
    "0": "Lesson00WarmUpTests", "1": "Lesson01TightCouplingTests",
    "2": "Lesson02FocusedProtocolsTests",
  ]

  /// A finished run of the suite of each lesson in `runs`, by number, in one event stream:
  /// the fixture runs, their tests in the lesson's module.
  static func stream(_ runs: [(lesson: String, run: String)]) -> String {
    let whole = [Fixtures.event("runStarted"), Fixtures.event("runEnded")]
    let lines = runs.flatMap { lesson, run in
      run.split(separator: "\n").map(String.init).filter { !whole.contains($0) }.map {
        $0.replacingOccurrences(of: #""T."#, with: #""\#(modules[lesson]!)."#)
      }
    }
    return ([whole[0]] + lines + [whole[1]]).joined(separator: "\n")
  }

  /// A runner whose `swift test` of the lessons `WORKSHOP_LESSON` names plays `script`.
  func runner(_ script: @escaping @Sendable (String) -> ScriptedProcessRunner.Script)
    -> ScriptedProcessRunner
  {
    ScriptedProcessRunner(files: files) { command in
      let events = command.arguments[
        command.arguments.firstIndex(of: "--event-stream-output-path")! + 1]
      var step = script(command.environment["WORKSHOP_LESSON"] ?? "")
      step.writes = step.writes.reduce(into: [:]) { writes, file in
        let path = file.key == "events" ? events : command.outputFile.path
        writes[path] = file.value
      }
      return step
    }
  }

  /// What `runner` ran, as the lists of lessons of its runs.
  func runs(_ runner: ScriptedProcessRunner) -> [String] {
    runner.commands.compactMap { $0.environment["WORKSHOP_LESSON"] }
  }

  // MARK: - Runs together

  @Test("Runs the suites of lessons that build in one run, in a scratch path of its own")
  func oneRun() async throws {
    let runner = runner { _ in
      .init(
        writes: [
          "events": Self.stream([
            ("0", Fixtures.passingRun), ("1", Fixtures.halfPassingRun), ("2", Fixtures.passingRun),
          ])
        ], exit: .exited(1))
    }
    let results = try await checker(runner).checkSuites(of: lessons, source: .lesson)
    #expect(runs(runner) == ["0,1,2"])
    let command = try #require(runner.commands.first)
    let scratch = try #require(command.arguments.firstIndex(of: "--scratch-path"))
    #expect(command.arguments[scratch + 1] == "/workshop/.build/check-lesson/together")
    #expect(command.environment["HOME"] == "/workshop/.build/check-lesson/together/home")
    #expect(results.map(\.lesson.number) == [0, 1, 2])
    #expect(results.map(\.outcome) == [.ran, .ran, .ran])
    #expect(results.map(\.passedCount) == [2, 1, 2])
    #expect(results.allSatisfy { $0.tests.count == 2 })
  }

  @Test("Gives each lesson the result a run of it alone gives")
  func sameAsAlone() async throws {
    let stream = Self.stream([
      ("0", Fixtures.passingRun), ("1", Fixtures.halfPassingRun), ("2", Fixtures.passingRun),
    ])
    let together = try await checker(runner { _ in .init(writes: ["events": stream]) })
      .checkSuites(of: lessons, source: .lesson)
    let alone = try await checker(
      runner { lesson in
        .init(
          writes: [
            "events": Self.stream([
              (lesson, lesson == "1" ? Fixtures.halfPassingRun : Fixtures.passingRun)
            ])
          ], exit: .exited(lesson == "1" ? 1 : 0))
      }, together: false
    ).checkSuites(of: lessons, source: .lesson)
    #expect(together == alone)
  }

  @Test("Checks each lesson alone when told not to run them together")
  func aloneWhenTold() async throws {
    let runner = runner { lesson in
      .init(writes: ["events": Self.stream([(lesson, Fixtures.passingRun)])], exit: .exited(0))
    }
    let results = try await checker(runner, together: false).checkSuites(
      of: lessons, source: .lesson)
    #expect(runs(runner) == ["0", "1", "2"])
    #expect(results.allSatisfy { $0.allPassed })
  }

  @Test("An issue outside every test goes to the lesson whose file recorded it")
  func issueOutsideTests() async throws {
    let outside =
      #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"sourceLocation":{"_filePath":"/workshop/Tests/01-TightCouplingTests/StoreTests.swift","fileID":"T/StoreTests.swift","line":3}},"messages":[{"symbol":"fail","text":"Setup failed"}]},"version":0}"#
    let stream = Self.stream([
      ("0", Fixtures.passingRun), ("1", Fixtures.passingRun + "\n" + outside),
    ])
    let runner = runner { _ in .init(writes: ["events": stream], exit: .exited(1)) }
    let results = try await checker(runner).checkSuites(
      of: Array(lessons.prefix(2)), source: .lesson)
    #expect(runs(runner) == ["0,1"])
    #expect(results[0].suiteFailures.isEmpty)
    #expect(results[1].suiteFailures.map(\.message) == ["Setup failed"])
  }

  @Test("Gives each lesson the compiler's warnings in its own files")
  func warnings() async throws {
    let output =
      "/workshop/Lessons/01-TightCoupling/SettingsStore.swift:2:7: warning: variable 'x' was never used"
    let stream = Self.stream([("0", Fixtures.passingRun), ("1", Fixtures.passingRun)])
    let runner = runner { _ in
      .init(writes: ["events": stream, "output": output], exit: .exited(0))
    }
    let results = try await checker(runner).checkSuites(
      of: Array(lessons.prefix(2)), source: .lesson)
    #expect(results[0].warnings.isEmpty)
    #expect(results[1].warnings.map(\.file) == ["Lessons/01-TightCoupling/SettingsStore.swift"])
  }

  // MARK: - Build errors

  @Test(
    "A lesson named by a build error is checked alone, the others together again",
    arguments: [
      "/workshop/Lessons/01-TightCoupling/SettingsStore.swift:3:9: error: cannot find 'x' in scope",
      "/workshop/Tests/01-TightCouplingTests/StoreTests.swift:3:9: error: cannot find 'x' in scope",
      "error: Target Lesson01TightCoupling imports another target (Lesson00WarmUp) in the package without declaring it a dependency.",
    ])
  func brokenLesson(error: String) async throws {
    let runner = runner { lessons in
      switch lessons {
      case "0,1,2", "1":
        return .init(writes: ["output": error], exit: .exited(1))
      default:
        return .init(
          writes: [
            "events": Self.stream([("0", Fixtures.passingRun), ("2", Fixtures.passingRun)])
          ],
          exit: .exited(0))
      }
    }
    let results = try await checker(runner).checkSuites(of: lessons, source: .lesson)
    #expect(runs(runner) == ["0,1,2", "0,2", "1"])
    #expect(results.map(\.lesson.number) == [0, 1, 2])
    #expect(results[0].allPassed && results[2].allPassed)
    guard case .didNotCompile(let errors) = results[1].outcome else {
      Issue.record("lesson 01 should not compile, but: \(results[1].outcome)")
      return
    }
    #expect(errors.count == 1)
  }

  @Test(
    "A lesson that imports a module it does not declare is checked alone although its tests ran")
  func undeclaredImportThatRan() async throws {
    let output =
      "error: Target Lesson01TightCoupling imports another target (Lesson00WarmUp) in the package without declaring it a dependency."
    let stream = Self.stream([("0", Fixtures.passingRun), ("1", Fixtures.passingRun)])
    let runner = runner { _ in
      .init(writes: ["events": stream, "output": output], exit: .exited(0))
    }
    let results = try await checker(runner).checkSuites(
      of: Array(lessons.prefix(2)), source: .lesson)
    #expect(runs(runner) == ["0,1", "1"])
    #expect(results[0].allPassed)
    #expect(!results[1].allPassed)
  }

  // MARK: - Falling back

  @Test(
    "A run together that no lesson's files explain checks every lesson alone",
    arguments: [
      "error: link command failed with exit code 1",
      "/workshop/.build/check-lesson/together/Generated.swift:1:1: error: oops",
    ])
  func unexplainedBuildFailure(output: String) async throws {
    let runner = runner { lessons in
      lessons.contains(",")
        ? .init(writes: ["output": output], exit: .exited(1))
        : .init(writes: ["events": Self.stream([(lessons, Fixtures.passingRun)])], exit: .exited(0))
    }
    let results = try await checker(runner).checkSuites(of: lessons, source: .lesson)
    #expect(runs(runner) == ["0,1,2", "0", "1", "2"])
    #expect(results.allSatisfy { $0.allPassed })
  }

  @Test("A crash of the run together checks every lesson alone")
  func crash() async throws {
    let crashed = Self.stream([("0", Fixtures.passingRun), ("1", Fixtures.crashedRun)])
      .split(separator: "\n").dropLast().joined(separator: "\n")
    let runner = runner { lessons in
      lessons.contains(",")
        ? .init(writes: ["events": crashed], exit: .signaled(4))
        : .init(writes: ["events": Self.stream([(lessons, Fixtures.passingRun)])], exit: .exited(0))
    }
    let results = try await checker(runner).checkSuites(
      of: Array(lessons.prefix(2)), source: .lesson)
    #expect(runs(runner) == ["0,1", "0", "1"])
    #expect(results.allSatisfy { $0.allPassed })
  }

  @Test("A run together that left a process running checks every lesson alone")
  func processLeftRunning() async throws {
    let sleeper = LeftProcess(pid: 4242, command: "sleep 300")
    let runner = runner { lessons in
      .init(
        writes: [
          "events": Self.stream(
            lessons.split(separator: ",").map { (String($0), Fixtures.passingRun) })
        ],
        exit: .exited(0), left: lessons == "1" || lessons.contains(",") ? [sleeper] : [])
    }
    let results = try await checker(runner).checkSuites(
      of: Array(lessons.prefix(2)), source: .lesson)
    #expect(runs(runner) == ["0,1", "0", "1"])
    #expect(results.map(\.leftRunning) == [[], [sleeper]])
  }

  @Test(
    "A time-out of the run together, after the lessons' time limits added up, checks each alone")
  func timeOut() async throws {
    let clock = ImmediateClock()
    let runner = runner { lessons in
      lessons.contains(",")
        ? .init(writes: ["events": Fixtures.event("runStarted")], exit: nil)
        : .init(writes: ["events": Self.stream([(lessons, Fixtures.passingRun)])], exit: .exited(0))
    }
    let results = try await checker(runner, clock: clock).checkSuites(
      of: lessons, source: .lesson)
    #expect(runs(runner) == ["0,1,2", "0", "1", "2"])
    #expect(results.allSatisfy { $0.allPassed })
    #expect(
      clock.now.offset >= .seconds(15), "three lessons of 5 seconds each have 15 seconds together")
  }

  @Test("A lesson the run together holds no test of is checked alone")
  func lessonWithoutTests() async throws {
    let runner = runner { lessons in
      .init(
        writes: [
          "events": Self.stream(
            lessons == "1" ? [("1", Fixtures.passingRun)] : [("0", Fixtures.passingRun)])
        ],
        exit: .exited(0))
    }
    let results = try await checker(runner).checkSuites(
      of: Array(lessons.prefix(2)), source: .lesson)
    #expect(runs(runner) == ["0,1", "1"])
    #expect(results.allSatisfy { $0.allPassed })
  }

  // MARK: - Commands

  @Test("all checks every lesson in one run and remembers each result")
  func allCommand() async throws {
    let stream = Self.stream([
      ("0", Fixtures.passingRun), ("1", Fixtures.halfPassingRun), ("2", Fixtures.passingRun),
    ])
    let runner = runner { _ in .init(writes: ["events": stream], exit: .exited(1)) }
    let console = RecordingConsole()
    let status = await Fixtures.grader(files, runner: runner, console: console).run(["all"])
    #expect(status == 1)
    #expect(runs(runner) == ["0,1,2"])
    #expect(console.output.contains("2 of 3 lessons passing."))
    let state = GraderState.load(
      from: URL(filePath: "/workshop/.build/check-lesson/state.json"), files: files)
    #expect(state.results.keys.sorted() == lessons.map(\.folder))
    #expect(state.results["01-TightCoupling"]?.passed == 1)
  }
}
