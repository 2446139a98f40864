@testable import CheckLessonKit
import Foundation

/// A small workshop in an in-memory file system, and event streams to play back.
enum Fixtures {
  static let root = URL(filePath: "/workshop")
  /// The folder the graders of the tests are started in.
  static let currentFolder = URL(filePath: "/class", directoryHint: .isDirectory)

  static let readme = """
    # Lesson 01: Tight coupling

    Intro.

    ## Goal
    Name the hidden dependencies.
    ## Background
    Some background.
    ## Tasks
    ### 1. Name the hidden dependencies
    Fill in `SettingsStore.hiddenDependencies` in `HiddenDependencies.swift`.

    Stuck? `swift run check-lesson hint 1`
    ### 2. Pass the folder in
    Give `SettingsStore` an `init(directory:)`.

    Stuck? `swift run check-lesson hint 1`
    ## Out of scope
    Protocols.
    """

  /// The hints of the README's tasks, as `Tests/Hints/NN-Name.md` holds them.
  static let hints = """
    # Hints for lesson 01: Tight coupling

    Shown one at a time.

    ## 1. Name the hidden dependencies
    - Look for `FileManager`.
    - And for `Date()`,
      which reads the clock.
    ## 2. Pass the folder in
    - Store the URL.
    - Keep it in a `let`.
    """

  /// A build error in task 1's file of lesson 01, as the compiler prints it.
  static let syntaxError =
    "/workshop/Lessons/01-TightCoupling/HiddenDependencies.swift:4:1: error: expected declaration"

  /// A file system holding lessons 00 and 01, with READMEs, solutions, suites and a manifest.
  static func files() -> InMemoryFileSystem {
    InMemoryFileSystem([
      "/workshop/Package.swift": """
      let lessons = [
        Lesson(0, "WarmUp"),
        Lesson(1, "TightCoupling"),
      ]
      """,
      "/workshop/Lessons/00-WarmUp/README.md": "# Lesson 00: Warm-up\n",
      "/workshop/Lessons/00-WarmUp/Greeting.swift": "func greet() {}",
      "/workshop/Solutions/00-WarmUp/Greeting.swift": "func greet() {}",
      "/workshop/Tests/00-WarmUpTests/GreetingTests.swift": "import Testing",
      "/workshop/Lessons/01-TightCoupling/README.md": readme,
      "/workshop/Tests/Hints/01-TightCoupling.md": hints,
      "/workshop/Lessons/01-TightCoupling/SettingsStore.swift": "struct SettingsStore {}",
      "/workshop/Solutions/01-TightCoupling/SettingsStore.swift": "struct SettingsStore {}",
      "/workshop/Tests/01-TightCouplingTests/StoreTests.swift": "import Testing",
    ])
  }

  static func workshop(_ files: InMemoryFileSystem) -> Workshop {
    Workshop(root: root, files: files)
  }

  /// The time the graders of the tests take as now.
  static let now = Date(timeIntervalSince1970: 1_795_000_000)

  /// A grader of the workshop in `files` that runs its commands through `runner`, with no
  /// environment of the machine's and a fixed time.
  static func grader(
    _ files: InMemoryFileSystem, runner: ScriptedProcessRunner,
    console: RecordingConsole = RecordingConsole(), keyboard: ManualKeyboard = ManualKeyboard(),
    style: Style = Style(usesColor: false), reviewRules: [ReviewRule] = [],
    environment: [String: String] = [:]
  ) -> Grader {
    let workshop = workshop(files)
    var grader = Grader(
      workshop: workshop,
      // An immediate clock lets the watchdog race through its time limit while a scripted
      // run ends: a limit of an hour keeps a busy machine from losing that race.
      checker: LessonChecker(
        workshop: workshop, files: files, runner: runner, clock: ImmediateClock(),
        environment: [:], testTimeout: .seconds(3600)),
      files: files, runner: runner, console: console, keyboard: keyboard, style: style,
      now: { now }, environment: environment)
    // The workshop's own rules name its chaffs: a test of the reviewer gives its own.
    grader.reviewRules = reviewRules
    return grader
  }

  // MARK: - Event streams

  static func suite(_ id: String, _ name: String) -> String {
    #"{"kind":"test","payload":{"id":"\#(id)","kind":"suite","name":"S","displayName":"\#(name)"},"version":0}"#
  }

  static func test(_ id: String, _ name: String) -> String {
    #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"f()","displayName":"\#(name)"},"version":0}"#
  }

  static func event(_ kind: String, _ id: String? = nil) -> String {
    let testID = id.map { #","testID":"\#($0)""# } ?? ""
    return #"{"kind":"event","payload":{"kind":"\#(kind)"\#(testID),"messages":[]},"version":0}"#
  }

  static func issue(_ id: String, _ message: String, comment: String? = nil, known: Bool = false)
    -> String
  {
    let comments = comment.map { #"["\#($0)"]"# } ?? "[]"
    return
      #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)","_comments":\#(comments),"issue":{"isKnown":\#(known),"sourceLocation":{"_filePath":"/workshop/Tests/01-TightCouplingTests/StoreTests.swift","fileID":"T/StoreTests.swift","line":12,"column":5}},"messages":[{"symbol":"fail","text":"\#(message)"}]},"version":0}"#
  }

  static let storeSuite = "T.TightCouplingTests/PassTheFolderIn"

  /// A finished run of lesson 01: one test passes, one fails.
  static let halfPassingRun = [
    suite("T.TightCouplingTests", "Lesson 01: Tight coupling"),
    suite(storeSuite, "Task 2: Pass the folder in"),
    test("\(storeSuite)/loads()", "Loads settings written by save()"),
    test("\(storeSuite)/usesFolder()", "Saves into the folder it was given"),
    event("runStarted"),
    event("testStarted", "\(storeSuite)/loads()"),
    event("testEnded", "\(storeSuite)/loads()"),
    event("testStarted", "\(storeSuite)/usesFolder()"),
    issue(
      "\(storeSuite)/usesFolder()", "Expectation failed: exists",
      comment: "save() should write into the folder"),
    event("testEnded", "\(storeSuite)/usesFolder()"),
    event("runEnded"),
  ].joined(separator: "\n")

  /// A finished run of lesson 01 in which both tests pass.
  static let passingRun = halfPassingRun.split(separator: "\n")
    .filter { !$0.contains("issueRecorded") }.joined(separator: "\n")

  /// A run of lesson 01 that stops in the middle of its second test.
  static let crashedRun = halfPassingRun.split(separator: "\n").prefix(8).joined(separator: "\n")

  /// What SwiftPM prints when a build of another version of a lesson's code (the grader's
  /// wheats and chaffs), written in `files`, compiles every file of it; nothing for any
  /// other command.
  static func buildOutput(of command: ProcessCommand, files: InMemoryFileSystem) -> String {
    guard command.environment["WORKSHOP_CODE"] != nil,
      let lesson = command.environment["WORKSHOP_LESSON"].flatMap({ Int($0) })
    else { return "" }
    let folder = VerifierTests.folders["\(lesson)"] ?? "\(lesson)-Name"
    let module = "Lesson\(folder.replacing("-", with: ""))"
    let root = "/workshop/\(command.environment["WORKSHOP_CODE"] ?? "")/\(folder)"
    let names = files.files(under: URL(filePath: root)).map { $0.split(separator: "/").last! }
    return names.map { "[3/5] Compiling \(module) \($0)\n" }.joined()
  }

  /// A runner that makes every `swift test` write `events` into its event stream file,
  /// `output` into its output file, and end with `exit`; every git command prints
  /// `gitStatus`, or fails when it is nil, unless `git` answers it: given the arguments
  /// after `git -C <root>`, what the command prints, or nil when it fails; `diff` prints
  /// `diff`. A build of another version of a lesson's code says it compiled it, unless
  /// `compilesVersions` is false.
  static func runner(
    _ files: InMemoryFileSystem, events: String?, output: String = "",
    exit: ProcessExit? = .exited(1),
    gitStatus: String? = nil, gitIsMissing: Bool = false, diff: String = "",
    git: (@Sendable ([String]) -> String?)? = nil, compilesVersions: Bool = true
  ) -> ScriptedProcessRunner {
    ScriptedProcessRunner(files: files) { command in
      if command.arguments.first == "diff" {
        return .init(writes: [command.outputFile.path: diff], exit: .exited(diff.isEmpty ? 0 : 1))
      }
      if command.arguments.first == "git", gitIsMissing {
        return .init(isMissing: true)
      }
      if command.arguments.first == "git" {
        let printed = git.map { $0(Array(command.arguments.dropFirst(3))) } ?? gitStatus
        return .init(
          writes: [command.outputFile.path: printed ?? ""],
          exit: .exited(printed == nil ? 128 : 0))
      }
      var writes = [
        command.outputFile.path: (compilesVersions ? buildOutput(of: command, files: files) : "")
          + output
      ]
      if let events, let flag = command.arguments.firstIndex(of: "--event-stream-output-path") {
        writes[command.arguments[flag + 1]] = events
      }
      return .init(writes: writes, exit: exit)
    }
  }
}
