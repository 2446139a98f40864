@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Printing a saved report with all --from")
struct SavedReportTests {
  /// Where the tests save a report: in the folder the grader is started in.
  static let path = "report.json"

  /// A harness whose files hold, at `path`, the report `all --json` printed in another.
  func harness(holding text: String? = nil) async throws -> GraderHarness {
    var report = text
    if report == nil {
      let maker = GraderHarness()
      _ = await maker.run("all", "--json")
      report = maker.console.output
    }
    let harness = GraderHarness()
    try harness.files.write(
      Data((report ?? "").utf8), to: Fixtures.currentFolder.appending(path: Self.path))
    return harness
  }

  @Test("Prints the table all prints, dated by the report, and checks nothing")
  func table() async throws {
    let checked = GraderHarness()
    #expect(await checked.run("all") == 1)
    let saved = try await harness()
    #expect(await saved.run("all", "--from", Self.path) == 0, "printing it is a success")
    #expect(saved.lessonRuns.isEmpty)
    let lines = saved.console.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Every lesson, as checked at \(Fixtures.now.formatted(.iso8601))")
    let table = checked.console.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(table.first == "Every lesson, checked now")
    #expect(lines.dropFirst() == table.dropFirst())
  }

  @Test("With --json, prints the report as it was saved")
  func json() async throws {
    let maker = GraderHarness(git: AllReportTests.git)
    _ = await maker.run("all", "--json")
    let saved = try await harness(holding: maker.console.output)
    #expect(await saved.run("all", "--from=\(Self.path)", "--json") == 0)
    #expect(saved.console.output == maker.console.output)
  }

  @Test(
    "Refuses a file that is not a report, saying why, with the usage error's status",
    arguments: [
      (nil, "there is no such file"), ("", "it is empty"), ("{", "it is not valid JSON"),
      (#"{"version": 2}"#, "it is a version 2 report"),
      (#"{"version": 1}"#, "it is not a check-lesson all --json report"),
    ] as [(String?, String)])
  func refuses(contents: String?, reason: String) async throws {
    let harness = contents == nil ? GraderHarness() : try await harness(holding: contents)
    #expect(await harness.run("all", "--from", Self.path) == 64)
    #expect(harness.console.errors.hasPrefix("Error: --from report.json cannot be used: \(reason)"))
    #expect(harness.console.output.isEmpty)
  }
}
