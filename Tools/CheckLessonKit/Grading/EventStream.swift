import Foundation

/// One line of Swift Testing's JSON event stream (version 0), reduced to what the
/// grader reads.
struct EventRecord: Decodable {
  let kind: String
  let payload: Payload

  struct Payload: Decodable {
    // Present when `kind` is "test": a test or suite that the run knows about.
    let id: String?
    let kind: String?
    let name: String?
    let displayName: String?
    // Present when `kind` is "event": something that happened during the run.
    let testID: String?
    let issue: Issue?
    let messages: [Message]?
    let _comments: [String]?
  }

  struct Issue: Decodable {
    let isKnown: Bool
    let sourceLocation: SourceLocation?
  }

  struct SourceLocation: Decodable {
    let _filePath: String?
    let fileID: String
    let line: Int
  }

  struct Message: Decodable {
    let symbol: String
    let text: String
  }
}

/// What one run of a lesson's suite did, read from its event stream.
struct EventStreamSummary: Equatable {
  /// The tests (functions, not suites), by task, then in the order the run declared them.
  var tests: [TestResult] = []
  /// Whether the run reached its end (`runEnded`).
  var finished = false
  /// Failures recorded against a suite rather than a test.
  var suiteFailures: [TestFailure] = []

  /// Reads the JSON lines of an event stream; lines that do not decode are skipped.
  init(jsonLines: String, pathMapper: (EventRecord.SourceLocation) -> String = { $0.fileID }) {
    let decoder = JSONDecoder()
    var suites: [String: String] = [:]
    var index: [String: Int] = [:]
    var started: Set<String> = []
    var ended: Set<String> = []
    var skipped: Set<String> = []

    for line in jsonLines.split(whereSeparator: \.isNewline) {
      guard let record = try? decoder.decode(EventRecord.self, from: Data(line.utf8)) else {
        continue
      }
      let payload = record.payload
      if record.kind == "test", let id = payload.id {
        let displayName = payload.displayName ?? payload.name ?? id
        if payload.kind == "suite" {
          suites[id] = displayName
        } else if index[id] == nil {
          index[id] = tests.count
          tests.append(TestResult(id: id, displayName: displayName, status: .notRun))
        }
        continue
      }
      guard record.kind == "event" else { continue }
      switch payload.kind {
      case "runEnded":
        finished = true
      case "testStarted":
        if let id = payload.testID { started.insert(id) }
      case "testEnded":
        if let id = payload.testID { ended.insert(id) }
      case "testSkipped":
        if let id = payload.testID { skipped.insert(id) }
      case "issueRecorded":
        guard let issue = payload.issue, !issue.isKnown else { continue }
        let failure = TestFailure(
          message: payload.messages?.first?.text ?? "Issue recorded",
          comments: payload._comments ?? [],
          location: issue.sourceLocation.map { "\(pathMapper($0)):\($0.line)" })
        if let id = payload.testID, let position = index[id] {
          tests[position].failures.append(failure)
        } else {
          suiteFailures.append(failure)
        }
      default:
        continue
      }
    }

    defer {
      // Group the tests by task, keeping the suite's order within each task.
      tests = tests.enumerated().sorted {
        ($0.element.task?.number ?? .max, $0.offset) < ($1.element.task?.number ?? .max, $1.offset)
      }.map(\.element)
    }
    for position in tests.indices {
      let id = tests[position].id
      tests[position].task = Self.task(of: id, suites: suites)
      tests[position].status =
        if skipped.contains(id) {
          .skipped
        } else if !tests[position].failures.isEmpty {
          .failed
        } else if ended.contains(id) {
          .passed
        } else if started.contains(id) {
          .unfinished
        } else {
          .notRun
        }
    }
  }

  /// The nearest enclosing suite whose display name reads "Task N: …".
  private static func task(of testID: String, suites: [String: String]) -> LessonTask? {
    var parts = testID.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while !parts.isEmpty {
      parts.removeLast()
      if let name = suites[parts.joined(separator: "/")], let task = LessonTask(suiteName: name) {
        return task
      }
    }
    return nil
  }
}
