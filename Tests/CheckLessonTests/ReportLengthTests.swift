@testable import CheckLessonKit
import Testing

@Suite("A report fits a screen")
struct ReportLengthTests {
  static let lesson = Lesson(number: 1, folder: "01-TightCoupling", title: "Tight coupling")
  static let nameTask = LessonTask(number: 1, title: "Name the hidden dependencies")
  static let folderTask = LessonTask(number: 2, title: "Pass the folder in")

  /// A starter's result with many failures: task 1 has 15 failing tests of two failing
  /// expectations each, and task 2 fails too.
  static let result: CheckResult = {
    let failing = (1...15).map { number in
      TestResult(
        id: "T/names\(number)()", displayName: "Names dependency \(number)", status: .failed,
        task: nameTask,
        failures: [
          TestFailure(
            message: "Expectation failed: first \(number)", comments: ["should name it"],
            location: "Tests/01-TightCouplingTests/NameTests.swift:\(number * 10)"),
          TestFailure(
            message: "Expectation failed: second \(number)", comments: ["should name it once"],
            location: "Tests/01-TightCouplingTests/NameTests.swift:\(number * 10 + 5)"),
        ])
    }
    let passing = TestResult(
      id: "T/namesNothing()", displayName: "Names nothing else", status: .passed,
      task: nameTask)
    let later = (1...5).map { number in
      TestResult(
        id: "T/folder\(number)()", displayName: "Uses the folder \(number)", status: .failed,
        task: folderTask,
        failures: [TestFailure(message: "Expectation failed: folder \(number)")])
    }
    return CheckResult(
      lesson: lesson, source: .lesson, outcome: .ran, tests: [passing] + failing + later)
  }()

  static func report(verbose: Bool) -> String {
    let files = Fixtures.files()
    return CheckReport(
      result: result, readme: Readme(text: Fixtures.readme), workshop: Fixtures.workshop(files),
      style: Style(usesColor: false), verbose: verbose
    ).text
  }

  @Test("A report of many failures takes at most 40 lines")
  func fitsAScreen() {
    let text = Self.report(verbose: false)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= CheckReport.screenLines, "\(lines.count) lines:\n\(text)")
    #expect(CheckReport.screenLines == 40)
    #expect(text.contains("Expectation failed: first 1"), "the first failure is shown")
    #expect(text.contains("Expectation failed: second 1"), "the first failing test is whole")
    #expect(text.contains("✘ Names dependency 15"), "every test of the task in progress is named")
    #expect(
      text.contains("more tests are not shown: swift run check-lesson 1 --verbose"),
      "a line says that some failures are not shown, and how to see them")
    #expect(!text.contains("Uses the folder 1"), "a later task is one line")
  }

  @Test("With --verbose, a report shows every failure")
  func verboseShowsAll() {
    let text = Self.report(verbose: true)
    for number in 1...15 {
      #expect(text.contains("Expectation failed: first \(number)\n"))
      #expect(text.contains("Expectation failed: second \(number)\n"))
    }
    for number in 1...5 {
      #expect(text.contains("Expectation failed: folder \(number)\n"))
    }
    #expect(!text.contains("are not shown"))
  }

  @Test("A long value that the comment quotes already is printed once")
  func valueOnce() {
    let error = #"failure(Error Domain=NSCocoaErrorDomain Code=4 "The file doesn’t exist.")"#
    let message = "Expectation failed: (outcome → \(error)).value → nil"
    let comment = "record(_:) threw (\(error)): it should write through the file accessor"
    #expect(
      CheckReport.withoutRepeat(message, of: [comment])
        == "Expectation failed: (outcome → …).value → nil")
    #expect(
      CheckReport.withoutRepeat(
        "Expectation failed: (theme → .light) == .system",
        of: [
          "Settings.defaults should use the .system theme"
        ]) == "Expectation failed: (theme → .light) == .system", "a short shared stretch stays")
  }

  @Test("A Foundation error shows its sentence, domain, code and path, once")
  func foundationError() {
    let message =
      #"Caught error: Error Domain=NSCocoaErrorDomain Code=260 "The file doesn’t exist."UserInfo={NSURL=file:///tmp/my%20settings.json, NSFilePath=/tmp/my settings.json, NSUnderlyingError=Error Domain=NSPOSIXErrorDomain Code=2 "No such file or directory"}"#
    #expect(
      CheckReport.compactingFoundationErrors(message)
        == #"Caught error: "The file doesn’t exist." (NSCocoaErrorDomain 260, /tmp/my settings.json)"#
    )
  }
}
