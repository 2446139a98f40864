/// What the learner asked for on the command line.
public struct Invocation: Sendable, Equatable {
  /// The grader's commands.
  public enum Command: Sendable, Equatable {
    /// The progress table of every lesson.
    case status
    /// Check one lesson, named as the learner typed it.
    case check(String, LessonSource)
    /// Show one more hint of a lesson.
    case hint(String)
    /// Check a lesson again on every save (the next lesson to do when none is named).
    case watch(String?)
    /// Check every lesson and print the report in `format`; or, given the file of an earlier
    /// `all --json` report (`from`), print that report in `format` and check nothing.
    case all(ReportFormat, from: String? = nil)
    /// Show how a passing lesson differs from the reference solution.
    case compare(String)
    /// Back up a lesson's files and restore its starter, after asking (unless `confirmed`).
    case reset(String, confirmed: Bool)
    /// The maintainers' check of the whole curriculum, or of one lesson when named; with
    /// `curriculumOnly`, only the checks that build nothing.
    case verify(String?, curriculumOnly: Bool = false)
    /// The maintainers' mutation sweep of every lesson, or of one when named: run its suite
    /// against every mutant of its reference and record what survives, or as `mode` says.
    case mutate(String?, MutateMode)
    /// Run a lesson's suite against each wrong answer in a folder of patches, as a blind
    /// attack's first try.
    case attack(String, folder: String)
    /// Sum up the `all --json` reports of a class, from files or folders of them, telling
    /// who has not started a lesson in an older report by the report of the starters when
    /// given; write the summary as a web page to `output` (`class-report.html` when nil), and
    /// as a gradebook to `csv` when given; list the learners of the `roster` file with no
    /// report.
    case classSummary(
      reports: [String], starter: String?, output: String?, csv: String? = nil,
      roster: String? = nil)
    case help
  }

  /// How `all` prints its report.
  public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
    /// The table of every lesson, for people.
    case text
    /// The report for autograding, described in the README.
    case json
    /// JUnit XML, which CI servers and test reporters read.
    case junit
    /// Gradescope's `results.json`: a point per lesson and per test-writing task.
    case gradescope
    /// Classroom 50's `result.json`: the same points, and the submission its runner names.
    case classroom50
  }

  /// What `mutate` does.
  public enum MutateMode: Sendable, Equatable {
    /// Run every mutant and write the record.
    case sweep
    /// List the mutants, and run none.
    case list
    /// Run again only the mutants the record says survive, and write nothing.
    case survivors
  }

  public var command: Command
  /// The time limit for the tests, when given with `--timeout`.
  public var timeout: Duration?
  /// Whether a report shows every test of every task (`--verbose`).
  public var verbose: Bool
  /// The learner's name for the report of `all --json`, when given with `--learner`.
  public var learner: String?

  public init(
    command: Command, timeout: Duration? = nil, verbose: Bool = false, learner: String? = nil
  ) {
    self.command = command
    self.timeout = timeout
    self.verbose = verbose
    self.learner = learner
  }

  public static let usage = """
    Usage: swift run check-lesson [<lesson>] [--solution] [--verbose] [--timeout <seconds>]
           swift run check-lesson watch [<lesson>] [--verbose]
           swift run check-lesson hint <lesson>
           swift run check-lesson compare <lesson>
           swift run check-lesson reset <lesson> [--yes]
           swift run check-lesson all [--json [--learner <name>]] [--timeout <seconds>]
           swift run check-lesson all [--format text|json|junit|gradescope|classroom50] [--from <report>]
           swift run check-lesson class <report or folder>... [--output <file>] [--csv <file>]
                                    [--roster <file>] [--starter <report>]
           swift run check-lesson verify [<lesson>] [--curriculum] [--timeout <seconds>]
           swift run check-lesson mutate [<lesson>] [--list | --survivors] [--timeout <seconds>]
           swift run check-lesson attack <lesson> <folder>
           swift run check-lesson help
    """

  public static let help = """
    check-lesson grades the lessons of the Testable Swift workshop.

    \(usage)

    Commands:
      (none)            Show your progress in every lesson and the one to do next.
      <lesson>          Build and test one lesson: 3, 03 or 03-DefaultImplementations.
      watch [<lesson>]  Check a lesson again each time you save, with its hints a key
                        away: h hint, n next lesson, r re-run, q quit.
      hint <lesson>     Show the next hint for the task you are on.
      compare <lesson>  Once a lesson passes, show how your code differs from the
                        reference solution.
      reset <lesson>    Back up your files of a lesson, then restore its starter from git.
                        It asks first; --yes skips the question.
      all               Check every lesson. With --json, print a report for autograding;
                        with --format junit, gradescope or classroom50, JUnit XML for CI
                        servers, or Gradescope's or Classroom 50's results. With --from,
                        print a report all --json saved, and check nothing.
      class <reports>   For instructors: sum up the all --json reports of a class (files,
                        or folders of them; the latest of each learner): a table per lesson
                        of who passed, is failing, does not compile or has not started, the
                        tests that fail for the most learners on the task they are on, and
                        the reports to check (suites edited, another grader's version);
                        also written as a web page, class-report.html, with every learner.
      verify [<lesson>] For maintainers: every starter builds and fails its suite, the
                        reference solution and every wheat pass it, every chaff fails
                        it, and every lesson is complete. With a lesson: that lesson
                        alone, naming the tests that catch each chaff. With
                        --curriculum, only what shows without building (seconds).
      mutate [<lesson>] For maintainers: run each suite against every mutant of its
                        reference (an error swallowed, a statement deleted, a value
                        swapped, ...) and write what it finds to Tests/Variants/NN-Name/
                        mutants; a survivor needs a test, or a reason in equivalent-
                        mutants. With --list, list the mutants without running them;
                        with --survivors, run again only those the record says survive.
      attack <lesson> <folder>
                        For maintainers: run the lesson's suite against each wrong answer
                        in the folder (patches of the reference, like chaffs) and say
                        which it catches, as a blind attack's first try.
      help              Show this help.

    Options:
      --solution        Check the reference solution instead of your code.
      --verbose         Show every test of every task, not only the task you are on.
      --timeout <s>     Stop the tests after this many seconds (default: 30).
      --json            With all: print the report as JSON (see the README); the same as
                        --format json.
      --format <name>   With all: print the report as text (the table, the default), json,
                        junit (JUnit XML: a test suite per lesson, a test case per test),
                        gradescope (results.json: a point per lesson and test-writing task)
                        or classroom50 (result.json: the same points, and the submission
                        that CLASSROOM, ASSIGNMENT, SUBMISSION_TAG, COMMIT_URL, RELEASE_URL
                        and REVIEW_URL name).
      --learner <name>  With all --json: the learner's name in the report (default: git's
                        user.name).
      --from <file>     With all: the report to print, saved from all --json, in the format
                        --format names.
      --output <file>   With class: where to write the web page (default:
                        class-report.html in the current folder).
      --csv <file>      With class: also write a gradebook in CSV: each learner's state and
                        points in each lesson, the total, the report's date and commit.
      --roster <file>   With class: the learners, one name a line as --learner gave it;
                        the summary lists those with no report.
      --starter <file>  With class: the all --json report of the untouched workshop, to
                        tell exactly who has not started a lesson in reports of graders
                        before 1.3.0, which have no fingerprints (else it is estimated).
      --yes             With reset: do not ask.
      --list            With mutate: list the mutants, and run none.
      --survivors       With mutate: run only the survivors of the last sweep again (to try
                        a new test quickly); the record stays as it is.

    Colour is used on a terminal only, and never when NO_COLOR is set.
    Exit status: 0 when every test passes, 1 when not, 64 for a usage error. class exits 0
    once it has written the summary, and 64 when it finds no report it can read; all --from
    exits 0 once it has printed the report, and 64 when it cannot read it.
    """

  /// Reads the arguments after the program name.
  public init(arguments: [String]) throws(UsageError) {
    var words: [String] = []
    var solution = false
    var format: ReportFormat?
    var confirmed = false
    var mutateMode: MutateMode?
    var curriculumOnly = false
    var verbose = false
    var timeout: Duration?
    // The options that take a value, by name, such as "--learner".
    var values: [String: String] = [:]
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--solution":
        solution = true
      case "--json":
        try Self.keep(.json, as: &format)
      case "--format":
        guard let value = remaining.popFirst() else {
          throw UsageError("--format needs a format, such as '--format junit'")
        }
        try Self.keep(try Self.format(value), as: &format)
      case _ where argument.hasPrefix("--format="):
        try Self.keep(try Self.format(String(argument.dropFirst("--format=".count))), as: &format)
      case "--yes":
        confirmed = true
      case "--curriculum":
        curriculumOnly = true
      case "--list", "--survivors":
        let mode: MutateMode = argument == "--list" ? .list : .survivors
        guard mutateMode == nil || mutateMode == mode else {
          throw UsageError("--list and --survivors do not go together")
        }
        mutateMode = mode
      case "--verbose", "-v":
        verbose = true
      case "--timeout":
        guard let value = remaining.popFirst() else {
          throw UsageError("--timeout needs a number of seconds")
        }
        timeout = try Self.seconds(value)
      case _ where argument.hasPrefix("--timeout="):
        timeout = try Self.seconds(String(argument.dropFirst("--timeout=".count)))
      case _ where Self.valueOptions.contains(argument):
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw UsageError(
            "\(argument) needs a value, such as '\(argument) \(Self.example(argument))'")
        }
        try Self.set(argument, to: value, in: &values)
      case _ where Self.valueOptions.contains { argument.hasPrefix($0 + "=") }:
        let (option, value) = try Self.split(argument)
        try Self.set(option, to: value, in: &values)
      case "-h", "--help":
        words = ["help"]
        remaining = []
      case _ where argument.hasPrefix("-") && Int(argument) == nil:
        throw UsageError("unknown option '\(argument)'")
      default:
        words.append(argument)
      }
    }

    let (learner, from) = (values["--learner"], values["--from"])
    let classOptions = ["--output", "--csv", "--roster", "--starter"]
    switch words.first {
    case nil:
      command = .status
    case "help":
      command = .help
    case "verify":
      command = .verify(words.count > 1 ? words[1] : nil, curriculumOnly: curriculumOnly)
      if words.count > 1 { words.removeFirst() }
    case "mutate":
      command = .mutate(words.count > 1 ? words[1] : nil, mutateMode ?? .sweep)
      if words.count > 1 { words.removeFirst() }
    case "attack":
      guard words.count == 3 else {
        throw UsageError(
          "attack needs a lesson and a folder of patches, such as 'attack 3 attacks/03'")
      }
      command = .attack(words[1], folder: words[2])
      words = [words[0]]
    case "all":
      command = .all(format ?? .text, from: from)
    case "class":
      guard words.count > 1 else {
        throw UsageError("class needs the reports, such as 'class reports/' (files or folders)")
      }
      command = .classSummary(
        reports: Array(words.dropFirst()), starter: values["--starter"],
        output: values["--output"], csv: values["--csv"], roster: values["--roster"])
      words = [words[0]]
    case "watch":
      command = .watch(words.count > 1 ? words[1] : nil)
      if words.count > 1 { words.removeFirst() }
    case let name? where ["hint", "compare", "reset"].contains(name):
      guard words.count >= 2 else {
        throw UsageError("\(name) needs a lesson, such as '\(name) 1'")
      }
      let lesson = words[1]
      command =
        switch name {
        case "hint": .hint(lesson)
        case "compare": .compare(lesson)
        default: .reset(lesson, confirmed: confirmed)
        }
      words.removeFirst()
    case let lesson?:
      command = .check(lesson, solution ? .solution : .lesson)
    }
    if words.count > 1 {
      throw UsageError("unexpected argument '\(words[1])'")
    }
    if solution, case .check = command {
    } else if solution {
      throw UsageError("--solution goes with a lesson, such as '1 --solution'")
    }
    if format != nil, case .all = command {
    } else if format != nil {
      throw UsageError("--json and --format go with all: 'all --json', 'all --format junit'")
    }
    if learner != nil, case .all(.json, from: nil) = command {
    } else if learner != nil {
      throw UsageError("--learner goes with all --json: 'all --json --learner \"Ada Lovelace\"'")
    }
    if from != nil, case .all = command {
    } else if from != nil {
      throw UsageError("--from goes with all: 'all --from report.json'")
    }
    if case .classSummary = command {
    } else if let option = classOptions.first(where: { values[$0] != nil }) {
      throw UsageError(
        "\(option) goes with class: 'class reports/ \(option) \(Self.example(option))'")
    }
    if curriculumOnly, case .verify = command {
    } else if curriculumOnly {
      throw UsageError("--curriculum goes with verify: 'verify --curriculum'")
    }
    if mutateMode != nil, case .mutate = command {
    } else if let mutateMode {
      throw UsageError(
        "\(mutateMode == .list ? "--list" : "--survivors") goes with mutate: 'mutate 3 \(mutateMode == .list ? "--list" : "--survivors")'"
      )
    }
    if confirmed, case .reset = command {
    } else if confirmed {
      throw UsageError("--yes goes with reset: 'reset 1 --yes'")
    }
    switch command {
    case .check, .watch: break
    case _ where verbose:
      throw UsageError("--verbose goes with a lesson or watch, such as '1 --verbose'")
    default: break
    }
    self.timeout = timeout
    self.verbose = verbose
    self.learner = learner
  }

  /// The report format named `name`, such as `junit`.
  private static func format(_ name: String) throws(UsageError) -> ReportFormat {
    guard let format = ReportFormat(rawValue: name) else {
      let names = ReportFormat.allCases.map(\.rawValue)
      throw UsageError(
        "--format takes \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(name)'"
      )
    }
    return format
  }

  /// Keeps the report format; two different ones are an error.
  private static func keep(_ format: ReportFormat, as kept: inout ReportFormat?)
    throws(UsageError)
  {
    guard kept == nil || kept == format else {
      throw UsageError(
        "the report has one format, not \(kept?.rawValue ?? "") and \(format.rawValue)")
    }
    kept = format
  }

  /// The option and the value of an `--option=value` argument; the value must not be empty.
  private static func split(_ argument: String) throws(UsageError) -> (String, String) {
    let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let option = String(parts[0])
    guard parts.count == 2, !parts[1].isEmpty else {
      throw UsageError("\(option) needs a value, such as '\(option) \(example(option))'")
    }
    return (option, String(parts[1]))
  }

  /// The options that take a value.
  private static let valueOptions = [
    "--learner", "--output", "--starter", "--from", "--csv", "--roster",
  ]

  /// Keeps the value of an option that takes one; an option given twice is an error.
  private static func set(_ option: String, to value: String, in values: inout [String: String])
    throws(UsageError)
  {
    guard values[option] == nil else { throw UsageError("\(option) is given twice") }
    values[option] = value
  }

  /// An example value of an option, for a usage error.
  private static func example(_ option: String) -> String {
    switch option {
    case "--learner": "\"Ada Lovelace\""
    case "--output": "summary.html"
    case "--from": "report.json"
    case "--csv": "grades.csv"
    case "--roster": "roster.txt"
    default: "starter.json"
    }
  }

  private static func seconds(_ text: String) throws(UsageError) -> Duration {
    guard let seconds = Int(text), seconds > 0 else {
      throw UsageError("--timeout needs a whole number of seconds above 0, not '\(text)'")
    }
    return .seconds(seconds)
  }
}

/// A command line the grader does not understand.
public struct UsageError: Error, Equatable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  /// The error and then the usage, as printed on standard error.
  public var report: String { "Error: \(message)\n\(Invocation.usage)\n" }
}
