import CheckLessonKit
import Testing

@Suite("Reading the command line")
struct InvocationTests {
  @Test("No arguments shows the progress table")
  func noArguments() throws {
    #expect(try Invocation(arguments: []).command == .status)
  }

  @Test(
    "A lesson with options",
    arguments: [
      (["3"], Invocation.Command.check("3", .lesson), nil as Duration?),
      (["03", "--solution"], .check("03", .solution), nil),
      (["--timeout", "5", "1"], .check("1", .lesson), .seconds(5)),
      (["1", "--timeout=7"], .check("1", .lesson), .seconds(7)),
      (["hint", "2"], .hint("2"), nil),
      (["verify"], .verify(nil), nil),
      (["verify", "3"], .verify("3"), nil),
      (["verify", "--curriculum"], .verify(nil, curriculumOnly: true), nil),
      (["mutate"], .mutate(nil, .sweep), nil),
      (["mutate", "3", "--list"], .mutate("3", .list), nil),
      (["mutate", "3", "--survivors"], .mutate("3", .survivors), nil),
      (["attack", "3", "attacks/03"], .attack("3", folder: "attacks/03"), nil),
      (["all"], .all(.text), nil),
      (["watch"], .watch(nil), nil),
      (["watch", "2"], .watch("2"), nil),
      (["all", "--json"], .all(.json), nil),
      (["all", "--from", "r.json"], .all(.text, from: "r.json"), nil),
      (["all", "--json", "--from=r.json"], .all(.json, from: "r.json"), nil),
      (["all", "--format", "junit"], .all(.junit), nil),
      (["all", "--format=json", "--json"], .all(.json), nil),
      (["all", "--from", "r.json", "--format", "junit"], .all(.junit, from: "r.json"), nil),
      (["all", "--format", "classroom50"], .all(.classroom50), nil),
      (["all", "--from=r.json", "--format=classroom50"], .all(.classroom50, from: "r.json"), nil),
      (["compare", "3"], .compare("3"), nil),
      (["reset", "3"], .reset("3", confirmed: false), nil),
      (["reset", "--yes", "3"], .reset("3", confirmed: true), nil),
      (["class", "reports"], .classSummary(reports: ["reports"], starter: nil, output: nil), nil),
      (
        ["class", "a.json", "b/", "--output", "out.html", "--starter=s.json"],
        .classSummary(reports: ["a.json", "b/"], starter: "s.json", output: "out.html"), nil
      ),
      (
        ["class", "r", "--csv", "grades.csv", "--roster=roster.txt"],
        .classSummary(
          reports: ["r"], starter: nil, output: nil, csv: "grades.csv", roster: "roster.txt"),
        nil
      ),
      (["help"], .help, nil),
      (["--help"], .help, nil),
    ])
  func readsCommands(arguments: [String], command: Invocation.Command, timeout: Duration?) throws {
    let invocation = try Invocation(arguments: arguments)
    #expect(invocation.command == command)
    #expect(invocation.timeout == timeout)
  }

  @Test(
    "Rejects what it does not understand",
    arguments: [
      ["--bogus"], ["hint"], ["1", "2"], ["--timeout"], ["--timeout", "0"], ["--timeout", "x"],
      ["verify", "--solution"], ["--json", "1"], ["compare"], ["reset", "1", "--json"], ["--yes"],
      ["--solution"], ["all", "--verbose"], ["hint", "1", "--verbose"],
      ["all", "--learner", "Ada"], ["1", "--learner", "Ada"], ["all", "--json", "--learner"],
      ["all", "--json", "--learner="], ["all", "--json", "--learner", "A", "--learner", "B"],
      ["class"], ["class", "r", "--output"], ["1", "--output", "x.html"],
      ["all", "--starter", "s"], ["all", "--csv", "g.csv"], ["1", "--roster", "r.txt"],
      ["class", "r", "--csv"], ["class", "r", "--roster="],
      ["class", "r", "--csv", "a", "--csv=b"],
      ["class", "r", "--output", "a", "--output", "b"], ["class", "r", "--json"],
      ["1", "--list"], ["verify", "--survivors"], ["mutate", "3", "--list", "--survivors"],
      ["attack", "3"], ["attack"], ["1", "--curriculum"],
      ["all", "--from"], ["all", "--from="], ["1", "--from", "r.json"],
      ["all", "--from", "a.json", "--from", "b.json"],
      ["all", "--json", "--from", "r.json", "--learner", "Ada"],
      ["all", "--format"], ["all", "--format", "xml"], ["all", "--format="],
      ["1", "--format", "junit"], ["all", "--json", "--format", "junit"],
      ["all", "--format", "junit", "--learner", "Ada"], ["all", "--format", "classroom"],
      ["all", "--format", "classroom50", "--learner", "Ada"],
    ])
  func rejects(arguments: [String]) {
    #expect(throws: UsageError.self) { try Invocation(arguments: arguments) }
  }

  @Test("The help lists the class command and its options")
  func helpListsClass() {
    #expect(Invocation.usage.contains("check-lesson class <report or folder>..."))
    #expect(Invocation.help.contains("  class <reports>   For instructors"))
    #expect(Invocation.help.contains("--starter <file>"))
    #expect(Invocation.help.contains("--output <file>"))
    #expect(Invocation.help.contains("--csv <file>      With class: also write a gradebook"))
    #expect(Invocation.help.contains("--roster <file>   With class: the learners"))
    #expect(
      Invocation.usage.contains("[--csv <file>]") && Invocation.usage.contains("[--roster <file>]"))
  }

  @Test("The help lists the formats of all and the saved report it can print")
  func helpListsFormats() {
    #expect(
      Invocation.usage.contains(
        "check-lesson all [--format text|json|junit|gradescope|classroom50] [--from <report>]"))
    #expect(Invocation.help.contains("--format <name>   With all: print the report as text"))
    #expect(Invocation.help.contains("--from <file>"))
  }

  @Test(
    "Takes the learner's name for all --json",
    arguments: [
      ["all", "--json", "--learner", "Ada Lovelace"], ["all", "--learner=Ada Lovelace", "--json"],
    ])
  func learner(arguments: [String]) throws {
    let invocation = try Invocation(arguments: arguments)
    #expect(invocation.command == .all(.json))
    #expect(invocation.learner == "Ada Lovelace")
  }
}
