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

  /// The lesson folders of the fixture workshop, by number.
  static let folders = ["0": "00-WarmUp", "1": "01-TightCoupling"]

  /// A one-line change of the reference file of a fixture lesson.
  static func patch(_ description: String, lesson: String, to line: String) -> String {
    let (file, old) =
      lesson == "00-WarmUp"
      ? ("Greeting.swift", "func greet() {}") : ("SettingsStore.swift", "struct SettingsStore {}")
    return """
      \(description)

      --- a/\(file)
      +++ b/\(file)
      @@ -1 +1 @@
      -\(old)
      \\ No newline at end of file
      +\(line)
      \\ No newline at end of file

      """
  }

  /// A fixture workshop whose lessons each have `wheats` wheats and `chaffs` chaffs; a
  /// chaff's code holds the word `bug`.
  static func files(wheats: Int = 2, chaffs: Int = 8) -> InMemoryFileSystem {
    let files = Fixtures.files()
    for lesson in folders.values {
      files["/workshop/Lessons/\(lesson)/README.md"] = Fixtures.readme.replacing(
        "check-lesson hint 1", with: "check-lesson hint \(Int(lesson.prefix(2)) ?? 1)")
      files["/workshop/Tests/Hints/\(lesson).md"] = Fixtures.hints
      let variants = "/workshop/Tests/Variants/\(lesson)"
      for index in 0..<wheats {
        files["\(variants)/wheats/style-\(index).patch"] = patch(
          "Another style \(index).", lesson: lesson, to: "// style \(index)")
      }
      for index in 0..<chaffs {
        files["\(variants)/chaffs/mistake-\(index).patch"] = patch(
          "Mistake \(index).", lesson: lesson, to: "// bug \(index)")
      }
    }
    return files
  }

  /// Writes, for each lesson of the fixture workshop, the record of a mutation sweep that
  /// matches it (its fingerprint, and its mutants as killed), and the fingerprints of its
  /// suite and starter as shipped.
  static func recordSweeps(in files: InMemoryFileSystem) {
    let workshop = Workshop(root: URL(filePath: "/workshop"), files: files)
    let sweep = MutationSweep(
      workshop: workshop, checker: LessonChecker(workshop: workshop, files: files), files: files)
    for lesson in workshop.lessons {
      for kind in FingerprintedFiles.allCases {
        files[workshop.shippedFingerprintFile(kind, of: lesson).path] =
          workshop.fingerprint(kind, of: lesson, files: files) + "\n"
      }
      let entries = sweep.mutants(of: lesson).map {
        MutationRecord.Entry(outcome: .killed, line: $0.line, key: $0.key)
      }
      let record = MutationRecord(
        fingerprint: workshop.mutationFingerprint(of: lesson, files: files), entries: entries)
      files["/workshop/Tests/Variants/\(lesson.folder)/mutants"] = record.text
    }
  }

  /// Verifies a fixture workshop whose starters fail `starterFailing` tests, whose reference
  /// solutions and wheats fail `solutionFailing`, and whose chaffs (code with `bug` in it)
  /// fail one. Code with `does not compile` in it does not compile; code with `race` in it
  /// fails one test from its second run on.
  ///
  /// Unless told not to, it first writes each lesson's record of a mutation sweep that
  /// matches the lesson as it stands.
  func verify(
    starterFailing: Int, solutionFailing: Int, files: InMemoryFileSystem = Self.files(),
    arguments: [String] = ["verify"], recordingSweeps: Bool = true,
    reviewRules: [ReviewRule] = []
  ) async -> (status: Int32, output: String, runner: ScriptedProcessRunner) {
    if recordingSweeps { Self.recordSweeps(in: files) }
    let console = RecordingConsole()
    let runner = ScriptedProcessRunner(files: files) { command in
      let environment = command.environment
      // Anything but a test run, such as git asking for the commit, fails.
      guard let eventsOption = command.arguments.firstIndex(of: "--event-stream-output-path")
      else { return .init(writes: [:], exit: .exited(1)) }
      let events = command.arguments[eventsOption + 1]
      guard environment["WORKSHOP_SOLUTIONS"] == "1" else {
        return .init(writes: [events: Self.run(failing: starterFailing)])
      }
      var failing = solutionFailing
      if let root = environment["WORKSHOP_CODE"], let lesson = environment["WORKSHOP_LESSON"] {
        let folder = URL(filePath: "/workshop/\(root)/\(Self.folders[lesson]!)")
        let code = files.files(under: folder).compactMap {
          files.text(of: folder.appending(path: $0))
        }
        .joined()
        if code.contains("does not compile") {
          return .init(
            writes: [command.outputFile.path: "\(folder.path)/Greeting.swift:1:1: error: oops\n"],
            exit: .exited(1))
        }
        if code.contains("bug") { failing = max(failing, 1) }
        if code.contains("race") {
          let ranBefore = files.text(of: URL(filePath: "/raced")) != nil
          return .init(
            writes: [
              events: Self.run(failing: ranBefore ? 1 : failing),
              command.outputFile.path: Fixtures.buildOutput(of: command, files: files),
              "/raced": "yes",
            ])
        }
      }
      return .init(
        writes: [
          events: Self.run(failing: failing),
          command.outputFile.path: Fixtures.buildOutput(of: command, files: files),
        ])
    }
    let grader = Fixtures.grader(
      files, runner: runner, console: console, reviewRules: reviewRules)
    return (await grader.run(arguments), console.output, runner)
  }

  @Test("Passes when every starter fails, and the reference and wheats pass, and chaffs fail")
  func inOrder() async {
    let result = await verify(starterFailing: 2, solutionFailing: 0)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains(
        "✔ Lesson 01: starter 4/6, reference 6/6, 2 wheats pass, 8 of 8 chaffs caught"))
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

  @Test("Fails, naming the chaff and its mistake, when no test catches it")
  func survivingChaff() async {
    let files = Self.files()
    files["/workshop/Tests/Variants/01-TightCoupling/chaffs/sneaky.patch"] = Self.patch(
      "Records the date too early.", lesson: "01-TightCoupling", to: "// looks fine")
    let result = await verify(starterFailing: 2, solutionFailing: 0, files: files)
    #expect(result.status == 1)
    #expect(result.output.contains("8 of 9 chaffs caught"), "\(result.output)")
    #expect(
      result.output.contains(
        "chaff sneaky survives: Records the date too early. No test failed in two runs."))
  }

  @Test(
    "A chaff that survives one run is run again, and counts as caught if the second run catches it")
  func chaffCaughtOnSecondRun() async {
    let files = Self.files()
    files["/workshop/Tests/Variants/01-TightCoupling/chaffs/racy.patch"] = Self.patch(
      "Loses a count now and then.", lesson: "01-TightCoupling", to: "// race")
    let result = await verify(
      starterFailing: 2, solutionFailing: 0, files: files, arguments: ["verify", "1"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains(#"✔ chaff racy: fails "Test 0", on a second run"#))
    #expect(result.output.contains("9 of 9 chaffs caught"))
    let variantRuns = result.runner.commands.count { $0.environment["WORKSHOP_CODE"] != nil }
    #expect(variantRuns == 13, "the reference, 2 wheats, 9 chaffs and 1 second run")
  }

  @Test("Fails, naming the tests that reject it, when a wheat does not pass")
  func failingWheat() async {
    let files = Self.files()
    files["/workshop/Tests/Variants/00-WarmUp/wheats/pinned.patch"] = Self.patch(
      "A class instead of a struct.", lesson: "00-WarmUp", to: "// a bug the suite should allow")
    let result = await verify(starterFailing: 2, solutionFailing: 0, files: files)
    #expect(result.status == 1)
    #expect(result.output.contains("2 of 3 wheats pass"), "\(result.output)")
    #expect(
      result.output.contains(
        #"wheat pinned (A class instead of a struct.) is correct but the suite rejects it: fails "Test 0""#
      ))
  }

  @Test("Fails when a chaff does not compile or no longer applies to the reference")
  func brokenChaffs() async {
    let files = Self.files()
    let chaffs = "/workshop/Tests/Variants/00-WarmUp/chaffs"
    files["\(chaffs)/typo.patch"] = Self.patch(
      "Has a typo.", lesson: "00-WarmUp", to: "// bug that does not compile")
    files["\(chaffs)/stale.patch"] = Self.patch(
      "Was made for an older reference.", lesson: "01-TightCoupling", to: "// bug")
    let result = await verify(starterFailing: 2, solutionFailing: 0, files: files)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "chaff typo (Has a typo.) does not compile: .build/check-lesson/variants-code/00-WarmUp/Greeting.swift:1: oops"
      ), "\(result.output)")
    #expect(
      result.output.contains(
        "Tests/Variants/00-WarmUp/chaffs/stale.patch cannot be applied to the reference: it changes SettingsStore.swift, which the reference does not have"
      ))
  }

  @Test("Fails when a lesson has too few wheats or chaffs")
  func tooFew() async {
    let result = await verify(
      starterFailing: 2, solutionFailing: 0, files: Self.files(wheats: 1, chaffs: 7))
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "7 chaffs in Tests/Variants/01-TightCoupling/chaffs; a lesson with 2 tasks needs at least 8"
      ))
    #expect(
      result.output.contains(
        "1 wheat in Tests/Variants/01-TightCoupling/wheats; a lesson needs at least 2"))
  }

  @Test("A lesson with five tasks or more needs twelve chaffs")
  func minimumChaffs() {
    #expect(Verifier.minimumChaffs(taskCount: 4) == 8)
    #expect(Verifier.minimumChaffs(taskCount: 5) == 12)
  }

  @Test("Builds the versions of a lesson in a scratch path per job, from folders outside Lessons/")
  func scratchPathPerJob() async {
    let result = await verify(starterFailing: 2, solutionFailing: 0, arguments: ["verify", "1"])
    let variantRuns = result.runner.commands.filter { $0.environment["WORKSHOP_CODE"] != nil }
    #expect(variantRuns.count == 1 + 2 + 8, "the reference, two wheats and eight chaffs")
    let jobs = (0..<Verifier.lessonsAtOnce).map { $0 == 0 ? "" : "-\($0)" }
    let scratchPaths = Set(
      variantRuns.map { $0.arguments[$0.arguments.firstIndex(of: "--scratch-path")! + 1] })
    #expect(
      scratchPaths.isSubset(
        of: jobs.map { "/workshop/.build/check-lesson/01-TightCoupling-variants\($0)" }))
    #expect(
      Set(variantRuns.compactMap { $0.environment["WORKSHOP_CODE"] })
        .isSubset(of: jobs.map { ".build/check-lesson/variants-code\($0)" }))
  }

  @Test("Checks only what builds nothing with --curriculum, and names a stale sweep")
  func curriculumOnly() async {
    let files = Self.files()
    Self.recordSweeps(in: files)
    files["/workshop/Tests/Variants/01-TightCoupling/mutants"] = "fingerprint 0\n"
    let result = await verify(
      starterFailing: 2, solutionFailing: 0, files: files,
      arguments: ["verify", "--curriculum"], recordingSweeps: false)
    #expect(result.status == 1)
    #expect(result.runner.commands.allSatisfy { $0.environment["WORKSHOP_LESSON"] == nil })
    #expect(
      result.output.contains(
        "Tests/Variants/01-TightCoupling/mutants is out of date: the reference, the starter, the suite or the operators changed; run: swift run check-lesson mutate 1"
      ), "\(result.output)")
    #expect(result.output.contains("✔ Lesson 00"))
  }

  @Test("Names a stale fingerprint of a suite or a starter, and the command that rewrites it")
  func staleShippedFingerprints() async throws {
    let files = Self.files()
    Self.recordSweeps(in: files)
    files["/workshop/Tests/01-TightCouplingTests/StoreTests.swift"] = "import Testing // edited"
    files["/workshop/Tests/Variants/00-WarmUp/starter.fingerprint"] = nil
    let result = await verify(
      starterFailing: 2, solutionFailing: 0, files: files,
      arguments: ["verify", "--curriculum"], recordingSweeps: false)
    #expect(result.status == 1)
    let workshop = Fixtures.workshop(files)
    let suite = workshop.fingerprint(.suite, of: workshop.lessons[1], files: files)
    #expect(
      result.output.contains(
        "Tests/Variants/01-TightCoupling/suite.fingerprint is out of date: the suite changed; fix it with: echo \(suite) > Tests/Variants/01-TightCoupling/suite.fingerprint"
      ), "\(result.output)")
    let starter = workshop.fingerprint(.code, of: workshop.lessons[0], files: files)
    #expect(
      result.output.contains(
        "Tests/Variants/00-WarmUp/starter.fingerprint is missing; fix it with: echo \(starter) > Tests/Variants/00-WarmUp/starter.fingerprint"
      ))
    #expect(!result.output.contains("01-TightCoupling/starter.fingerprint"))
  }

  @Test("Fails when a mutant survives unexplained, or an equivalent one names no reason")
  func survivingMutant() async {
    let files = Self.files()
    Self.recordSweeps(in: files)
    let file = "/workshop/Tests/Variants/01-TightCoupling/mutants"
    files[file] = files[file]! + "survived   L3 SettingsStore.swift: try?: `try a()` → `try? a()`\n"
    files["/workshop/Tests/Variants/01-TightCoupling/equivalent-mutants"] =
      "SettingsStore.swift: delete: `gone()`\n"
    let result = await verify(
      starterFailing: 2, solutionFailing: 0, files: files,
      arguments: ["verify", "--curriculum"], recordingSweeps: false)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "mutant survives at line 3: SettingsStore.swift: try?: `try a()` → `try? a()`"))
    #expect(result.output.contains("gives no reason for: SettingsStore.swift: delete: `gone()`"))
  }

  @Test("Verifying one lesson names the tests that catch each chaff")
  func oneLesson() async {
    let result = await verify(starterFailing: 2, solutionFailing: 0, arguments: ["verify", "01"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("Verifying 1 lesson\n"))
    #expect(!result.output.contains("Lesson 00"))
    #expect(result.output.contains(#"✔ chaff mistake-3: fails "Test 0""#))
    #expect(result.output.contains("✔ wheat style-1: passes all 6 tests"))
  }

  @Test("Counts a crash or a time-out as caught, and a build that never ends as broken")
  func verdicts() {
    let lesson = Lesson(number: 1, folder: "01-TightCoupling", title: "Tight coupling")
    let unfinished = TestResult(id: "t", displayName: "Writes", status: .unfinished)
    func verdict(_ outcome: CheckResult.Outcome, _ tests: [TestResult] = [unfinished])
      -> Verdict
    {
      Verdict(
        of: CheckResult(lesson: lesson, source: .solution, outcome: outcome, tests: tests))
    }
    #expect(verdict(.crashed) == .caught(#"crashes the test run in "Writes""#))
    #expect(verdict(.timedOut(whileBuilding: false)) == .caught(#"makes "Writes" time out"#))
    #expect(verdict(.timedOut(whileBuilding: true)) == .broken("did not finish building in time"))
    #expect(verdict(.noTests, []) == .broken("ran no test"))
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
      "# Lesson 01: X\n## Goal\n## Tasks\n### 1. Name the hidden dependencies\n### 3. Do more\n"
    files["/workshop/Tests/Hints/01-TightCoupling.md"] =
      "# Hints\n## 1. Name the hidden dependencies\n- Look.\n## 3. Do it\n- Try.\n- Again.\n"
    let problems = verifier.structureProblems(of: Fixtures.workshop(files).lessons[1])
    #expect(problems.contains("the README has no '## Background' section"))
    #expect(problems.contains("task 1 has fewer than 2 hints in Tests/Hints/01-TightCoupling.md"))
    #expect(
      problems.contains(
        "Tests/Hints/01-TightCoupling.md: '## 3. Do it' should repeat task 3's heading, 'Do more'"))
    #expect(problems.contains("task 1 should end with: Stuck? `swift run check-lesson hint 1`"))
  }

  @Test("Fails when hints are in the README, or missing from their file")
  func hintsInTheReadme() async {
    let files = Fixtures.files()
    let verifier = Self.verifier(files)
    let lesson = Fixtures.workshop(files).lessons[1]
    #expect(verifier.structureProblems(of: lesson).isEmpty)

    files["/workshop/Lessons/01-TightCoupling/README.md"] = Fixtures.readme.replacing(
      "## Out of scope", with: "## Hints\n- Look for\n  `FileManager`.\n## Out of scope")
    let problems = verifier.structureProblems(of: lesson)
    #expect(
      problems.contains(
        "the README has a '## Hints' section: hints belong in Tests/Hints/01-TightCoupling.md"))
    #expect(problems.contains("the README gives hint 1 of task 1 away: Look for `FileManager`."))

    files["/workshop/Tests/Hints/01-TightCoupling.md"] = nil
    #expect(
      verifier.structureProblems(of: lesson).contains("Tests/Hints/01-TightCoupling.md is missing"))
  }

  @Test("Fails when a README from lesson 02 on hands over a line of the reference")
  func answerLeakage() async {
    let readme = """
      ```swift
      let store = SettingsStore(fileSystem: stub)
      return try JSONDecoder().decode(Settings.self, from: data)
      ```
      Then call `try fileAccessor.write(data, to: url)`, named `write(_:to:)` in the port.
      """
    let leaked = AnswerLeakage.lines(
      ofReadme: readme,
      starter: ["Store.swift": "struct Store {\n  // TODO\n}", "Given.swift": "let x = 1"],
      reference: [
        "Store.swift": """
        struct Store {
          func load() throws -> Settings {
            return try JSONDecoder().decode(Settings.self, from: data)
          }
          func save() throws { try fileAccessor.write(data, to: url) }
        }
        """,
        "Given.swift": "let x = 1",
        "YourTests/StoreTests.swift": "let store = SettingsStore(fileSystem: stub)",
      ],
      suite: "")
    #expect(
      leaked == [
        "return try JSONDecoder().decode(Settings.self, from: data)",
        "try fileAccessor.write(data, to: url)",
      ])
    let givenBySuite = AnswerLeakage.lines(
      ofReadme: readme, starter: [:],
      reference: ["Store.swift": "func save() throws { try fileAccessor.write(data, to: url) }"],
      suite: "try fileAccessor.write(data, to: url)")
    #expect(givenBySuite.isEmpty, "a line the suite already shows hands nothing over")
  }

  @Test("Fails when a lesson uses a name the glossary retired")
  func retiredNames() async {
    let glossary = """
      # Contributing
      ## Glossary

      | concept | name | retired |
      | --- | --- | --- |
      | the sync error | `SyncError` | `StorageError`, `SyncFailure` |
      | the stub | `StubFileSystem` | |
      | a use case | the action (`CreateMarket`, `ListMarkets`) | `CreateMarketUseCase`, `ListMarketsUseCase` |
      ## Next
      | a | `B` | `C` |
      """
    #expect(
      Verifier.retiredNames(inGlossary: glossary) == [
        .init(name: "StorageError", replacement: "SyncError"),
        .init(name: "SyncFailure", replacement: "SyncError"),
        .init(name: "CreateMarketUseCase", replacement: "CreateMarket"),
        .init(name: "ListMarketsUseCase", replacement: "ListMarkets"),
      ])
    let files = Fixtures.files()
    files["/workshop/CONTRIBUTING.md"] = glossary
    let verifier = Self.verifier(files)
    let lesson = Fixtures.workshop(files).lessons[1]
    #expect(verifier.structureProblems(of: lesson).isEmpty)
    files["/workshop/Tests/Variants/01-TightCoupling/chaffs/x.patch"] = "throw StorageError.gone"
    #expect(
      verifier.structureProblems(of: lesson) == [
        "Tests/Variants/01-TightCoupling/chaffs/x.patch says StorageError, a name the glossary retired: say SyncError"
      ])
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
