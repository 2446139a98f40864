@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Checking a lesson")
struct LessonCheckerTests {
  let files = Fixtures.files()

  func checker(_ runner: ScriptedProcessRunner, environment: [String: String] = [:])
    -> LessonChecker
  {
    LessonChecker(
      workshop: Fixtures.workshop(files), files: files, runner: runner, clock: ImmediateClock(),
      environment: environment, testTimeout: .seconds(5))
  }

  var lesson: Lesson { Fixtures.workshop(files).lessons[1] }

  @Test("Passes on no WORKSHOP_ variable of its own environment, only those the build needs")
  func workshopVariables() async throws {
    let runner = Fixtures.runner(files, events: Fixtures.passingRun, exit: .exited(0))
    let environment = ["WORKSHOP_CI": "true", "WORKSHOP_CODE": "elsewhere", "PATH": "/bin"]
    _ = try await checker(runner, environment: environment).check(lesson)
    let command = try #require(runner.commands.first)
    #expect(command.environment.keys.filter { $0.hasPrefix("WORKSHOP_") } == ["WORKSHOP_LESSON"])
  }

  @Test(
    "A run that goes on after its tests ended is stopped, and graded as it ended, not timed out")
  func runEndedButProcessLeft() async throws {
    let runner = Fixtures.runner(files, events: Fixtures.passingRun, exit: nil)
    let result = try await checker(runner).check(lesson)
    #expect(result.outcome == .ran)
    #expect(result.passedCount == result.tests.count)
    #expect(runner.kills.withLock { $0 } > 0)
  }

  @Test("The processes a run left running are in its result, once, even after it was stopped")
  func processesLeftRunning() async throws {
    let sleeper = LeftProcess(pid: 4242, command: "sleep 300")
    let runner = ScriptedProcessRunner(files: files) { command in
      let events = command.arguments[
        command.arguments.firstIndex(of: "--event-stream-output-path")! + 1]
      return .init(writes: [events: Fixtures.passingRun], exit: nil, left: [sleeper])
    }
    let result = try await checker(runner).check(lesson)
    #expect(result.outcome == .ran)
    #expect(result.leftRunning == [sleeper])
  }

  @Test("What a build that never reached the tests left running is not the tests' doing")
  func buildLeftProcess() async throws {
    let runner = ScriptedProcessRunner(files: files) { command in
      .init(
        writes: [command.outputFile.path: Fixtures.syntaxError], exit: .exited(1),
        left: [LeftProcess(pid: 4242, command: "swift-frontend")])
    }
    let result = try await checker(runner).check(lesson)
    #expect(result.leftRunning.isEmpty)
  }

  @Test("Runs only this lesson, in a scratch path of its own")
  func command() async throws {
    let runner = Fixtures.runner(files, events: Fixtures.passingRun, exit: .exited(0))
    _ = try await checker(runner, environment: ["WORKSHOP_SOLUTIONS": "1", "PATH": "/bin"]).check(
      lesson)
    let command = try #require(runner.commands.first)
    #expect(command.environment["WORKSHOP_LESSON"] == "1")
    #expect(
      command.environment["WORKSHOP_SOLUTIONS"] == nil,
      "a check of the learner's code must not build the solution")
    #expect(command.environment["PATH"] == "/bin")
    let home = "/workshop/.build/check-lesson/01-TightCoupling/home"
    #expect(command.environment["HOME"] == home, "tests must not reach the learner's home folder")
    #expect(command.environment["XDG_DATA_HOME"] == "\(home)/.local/share")
    #expect(
      command.environment["TMPDIR"] == "/workshop/.build/check-lesson/01-TightCoupling/tmp",
      "what the compiler and the tests leave behind must not pile up in the system's /tmp")
    #expect(command.arguments.starts(with: ["swift", "test"]))
    #expect(
      command.arguments.contains("--no-parallel"), "one test at a time, so a crash names its test")
    let scratch = try #require(command.arguments.firstIndex(of: "--scratch-path"))
    #expect(command.arguments[scratch + 1] == "/workshop/.build/check-lesson/01-TightCoupling")
  }

  @Test("Starts every run with an empty stand-in home folder and temporary folder")
  func freshHome() async throws {
    files["/workshop/.build/check-lesson/01-TightCoupling/home/.local/share/App/settings.json"] =
      "{}"
    files["/workshop/.build/check-lesson/01-TightCoupling/tmp/TemporaryDirectory.x1/keep"] = ""
    files["/workshop/.build/check-lesson/01-TightCoupling/tmp/scratch.lock"] = ""
    let runner = Fixtures.runner(files, events: Fixtures.passingRun, exit: .exited(0))
    _ = try await checker(runner).check(lesson)
    #expect(
      !files.fileExists(at: URL(filePath: "/workshop/.build/check-lesson/01-TightCoupling/home")))
    #expect(
      files.entries(of: URL(filePath: "/workshop/.build/check-lesson/01-TightCoupling/tmp"))
        == ["scratch.lock"], "SwiftPM's lock on the scratch path stays")
  }

  @Test("Checks the solution in another scratch path")
  func solutionCommand() async throws {
    let runner = Fixtures.runner(files, events: Fixtures.passingRun, exit: .exited(0))
    _ = try await checker(runner).check(lesson, source: .solution)
    let command = try #require(runner.commands.first)
    #expect(command.environment["WORKSHOP_SOLUTIONS"] == "1")
    #expect(command.arguments.contains("/workshop/.build/check-lesson/01-TightCoupling-solution"))
  }

  @Test("A run where every test passes is a pass")
  func passing() async throws {
    let result = try await checker(
      Fixtures.runner(files, events: Fixtures.passingRun, exit: .exited(0))
    ).check(lesson)
    #expect(result.outcome == .ran)
    #expect(result.allPassed)
  }

  @Test("A run with a failing test is not a pass")
  func failing() async throws {
    let result = try await checker(Fixtures.runner(files, events: Fixtures.halfPassingRun)).check(
      lesson)
    #expect(result.outcome == .ran)
    #expect(result.passedCount == 1)
    #expect(!result.allPassed)
    #expect(result.firstUnfinishedTask?.number == 2)
    #expect(
      result.tests[1].failures.first?.location == "Tests/01-TightCouplingTests/StoreTests.swift:12")
  }

  @Test("Does not trust an old event stream from an earlier run")
  func staleEvents() async throws {
    files["/workshop/.build/check-lesson/01-TightCoupling/events.jsonl"] = Fixtures.passingRun
    let output =
      "/workshop/Lessons/01-TightCoupling/SettingsStore.swift:3:9: error: cannot find 'x' in scope"
    let result = try await checker(Fixtures.runner(files, events: nil, output: output)).check(
      lesson)
    #expect(!result.allPassed)
  }

  @Test("A build error is reported with its file, relative to the workshop")
  func compileError() async throws {
    let output = """
      Building for debugging...
      /workshop/Lessons/01-TightCoupling/SettingsStore.swift:3:9: error: cannot find 'x' in scope
      /workshop/Lessons/01-TightCoupling/SettingsStore.swift:3:9: error: cannot find 'x' in scope
      error: fatalError
      """
    let result = try await checker(Fixtures.runner(files, events: nil, output: output)).check(
      lesson)
    #expect(
      result.outcome
        == .didNotCompile([
          CompilerError(
            file: "Lessons/01-TightCoupling/SettingsStore.swift", line: 3,
            message: "cannot find 'x' in scope")
        ]))
    #expect(!result.allPassed)
  }

  @Test("A build error inside a macro's expansion is placed where the macro is used")
  func compileErrorInAMacro() async throws {
    let output = """
      macro expansion #expect:1:22: error: errors thrown from here are not handled
      `- /workshop/Tests/01-TightCouplingTests/StoreTests.swift:56:10: note: expanded code originates here
      """
    let result = try await checker(Fixtures.runner(files, events: nil, output: output)).check(
      lesson)
    #expect(
      result.outcome
        == .didNotCompile([
          CompilerError(
            file: "Tests/01-TightCouplingTests/StoreTests.swift", line: 56,
            message: "errors thrown from here are not handled")
        ]))
  }

  @Test("An import of a module the manifest does not declare is a build error")
  func undeclaredImport() async throws {
    let output =
      "error: Target Lesson01TightCoupling imports another target (Other) in the package without declaring it a dependency."
    let result = try await checker(
      Fixtures.runner(files, events: Fixtures.passingRun, output: output)
    ).check(lesson)
    guard case .didNotCompile(let errors) = result.outcome else {
      Issue.record("expected a build error, got \(result.outcome)")
      return
    }
    #expect(errors.first?.file == "Lessons/01-TightCoupling")
    #expect(
      errors.first?.message.hasPrefix("Target Lesson01TightCoupling imports another target") == true
    )
    #expect(!result.allPassed)
  }

  @Test("An import that makes a circle of modules is named before the errors it causes")
  func importCycle() async throws {
    let output = """
      error: Target Lesson01TightCoupling imports another target (Other) in the package without declaring it a dependency.
      <unknown>:0: error: circular dependency between modules 'Lesson01TightCoupling' and 'Other'
      """
    let result = try await checker(Fixtures.runner(files, events: nil, output: output)).check(
      lesson)
    guard case .didNotCompile(let errors) = result.outcome else {
      Issue.record("expected a build error, got \(result.outcome)")
      return
    }
    #expect(errors.first?.message.contains("imports another target (Other)") == true)
  }

  @Test("A crash names the test it happened in")
  func crash() async throws {
    let output = "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
    let result = try await checker(
      Fixtures.runner(files, events: Fixtures.crashedRun, output: output, exit: .signaled(4))
    ).check(lesson)
    #expect(result.outcome == .crashed)
    #expect(
      result.tests.filter { $0.status == .unfinished }.map(\.displayName) == [
        "Saves into the folder it was given"
      ])
    #expect(result.outputExcerpt == [output])
    #expect(!result.allPassed)
  }

  @Test("A test that never ends is stopped at the time limit and its processes killed")
  func hang() async throws {
    let runner = Fixtures.runner(files, events: Fixtures.crashedRun, exit: nil)
    let result = try await checker(runner).check(lesson)
    #expect(result.outcome == .timedOut(whileBuilding: false))
    #expect(result.tests.contains { $0.status == .unfinished })
    #expect(runner.kills.withLock { $0 } >= 1)
  }

  @Test("A version of the code whose build compiled none of it is built and run again")
  func staleVersion() async throws {
    let runner = Fixtures.runner(
      files, events: Fixtures.passingRun, exit: .exited(0), compilesVersions: false)
    _ = try await checker(runner).check(lesson, code: ["Store.swift": "struct Store {}"])
    #expect(
      runner.commands.count == 2,
      "a build that compiled nothing after the code changed may be stale: its verdict must not count"
    )
  }

  @Test("A version of the code whose build compiled only the learner's tests is run again")
  func onlyLearnerTestsCompiled() async throws {
    let runner = Fixtures.runner(
      files, events: Fixtures.passingRun,
      output: "[4/6] Compiling Lesson01TightCouplingYourTests StoreTests.swift\n",
      exit: .exited(0), compilesVersions: false)
    _ = try await checker(runner).check(lesson, code: ["Store.swift": "struct Store {}"])
    #expect(runner.commands.count == 2, "the lesson's own module must compile after a change")
  }

  @Test("A version of the code whose build compiled another file than the one changed is run again")
  func changedFileNotCompiled() async throws {
    let runner = Fixtures.runner(
      files, events: Fixtures.passingRun,
      output: "[3/5] Compiling Lesson01TightCoupling Other.swift\n", exit: .exited(0),
      compilesVersions: false)
    _ = try await checker(runner).check(lesson, code: ["Store.swift": "struct Store {}"])
    #expect(runner.commands.count == 2, "Store.swift changed, so it must compile")
  }

  @Test("A version of the code is run once when its build compiled it")
  func compiledVersion() async throws {
    let runner = Fixtures.runner(files, events: Fixtures.passingRun, exit: .exited(0))
    _ = try await checker(runner).check(lesson, code: ["Store.swift": "struct Store {}"])
    _ = try await checker(runner).check(lesson, code: ["Store.swift": "struct Store {}"])
    #expect(
      runner.commands.count == 2,
      "one run per check: the second check changed nothing, so compiling nothing is right")
  }

  @Test("A version of the code that did not build is built once more before it counts")
  func versionThatDidNotBuild() async throws {
    let output =
      "/workshop/.build/check-lesson/variants-code/01-TightCoupling/Store.swift:1:1: error: oops"
    let runner = Fixtures.runner(files, events: nil, output: output)
    let result = try await checker(runner).check(lesson, code: ["Store.swift": "struct"])
    #expect(runner.commands.count == 2)
    #expect(result.outcome != .ran)
  }

  @Test("A run that executed no test is not a pass")
  func noTests() async throws {
    let empty = [Fixtures.event("runStarted"), Fixtures.event("runEnded")].joined(separator: "\n")
    let result = try await checker(Fixtures.runner(files, events: empty, exit: .exited(0))).check(
      lesson)
    #expect(result.outcome == .noTests)
    #expect(!result.allPassed)
  }

  @Test("A run whose tests were all skipped is not a pass")
  func allSkipped() async throws {
    let run = [
      Fixtures.test("T.a()", "A"), Fixtures.event("runStarted"),
      Fixtures.event("testSkipped", "T.a()"), Fixtures.event("runEnded"),
    ].joined(separator: "\n")
    let result = try await checker(Fixtures.runner(files, events: run, exit: .exited(0))).check(
      lesson)
    #expect(result.outcome == .noTests)
    #expect(!result.allPassed)
  }
}
