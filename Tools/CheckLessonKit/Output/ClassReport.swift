import Foundation

/// The report of `check-lesson all --json`, for autograding. Its shape is stable: fields
/// are only ever added, and `version` changes if one is removed or changes meaning.
struct ClassReport: Encodable {
  /// One lesson's result.
  struct LessonEntry: Encodable {
    var number: Int
    var folder: String
    var title: String
    /// `passed`, `failing`, `didNotCompile`, `crashed`, `timedOut` or `noTests`.
    var status: String
    var passed: Int
    var total: Int
    var tests: [TestEntry]
    /// The compiler's errors, when `status` is `didNotCompile`.
    var compileErrors: [CompilerError]
    /// How the tests the learner wrote fared, in a lesson with a test-writing task.
    var testWriting: TestWritingEntry?
  }

  /// The grade of a test-writing task.
  struct TestWritingEntry: Encodable {
    struct LearnerTests: Encodable {
      var count: Int
      var failingOnWheats: Int
    }

    struct PlantedBugs: Encodable {
      var caught: Int
      var total: Int
    }

    var task: Int?
    var learnerTests: LearnerTests
    var plantedBugs: PlantedBugs
  }

  /// One test's result.
  struct TestEntry: Encodable {
    var name: String
    /// The number of the README task the test belongs to, or nil.
    var task: Int?
    /// `passed`, `failed`, `skipped`, `unfinished` or `notRun`.
    var status: String
    var failures: [TestFailure]
  }

  var version = 1
  var allPassed: Bool
  var lessons: [LessonEntry]

  init(results: [CheckResult]) {
    allPassed = results.allSatisfy(\.allPassed)
    lessons = results.map { result in
      var compileErrors: [CompilerError] = []
      let status: String
      switch result.outcome {
      case .ran: status = result.allPassed ? "passed" : "failing"
      case .didNotCompile(let errors):
        status = "didNotCompile"
        compileErrors = errors
      case .crashed: status = "crashed"
      case .timedOut: status = "timedOut"
      case .noTests: status = "noTests"
      }
      return LessonEntry(
        number: result.lesson.number, folder: result.lesson.folder, title: result.lesson.title,
        status: status, passed: result.passedCount, total: result.tests.count,
        tests: result.tests.map {
          TestEntry(
            name: $0.displayName, task: $0.task?.number, status: $0.status.rawValue,
            failures: $0.failures)
        },
        compileErrors: compileErrors,
        testWriting: result.learnerTests.map {
          TestWritingEntry(
            task: $0.task,
            learnerTests: .init(count: $0.count, failingOnWheats: $0.failingOnWheats),
            plantedBugs: .init(caught: $0.caught, total: $0.total))
        })
    }
  }

  /// The report as pretty-printed JSON with sorted keys, ending with a newline.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
