import Foundation

/// The result of one test of a lesson's suite.
public struct TestResult: Sendable, Equatable, Codable {
  /// How a test ended.
  public enum Status: String, Sendable, Codable {
    case passed, failed, skipped
    /// It started but never ended: the run crashed or was stopped during it.
    case unfinished
    /// The run ended before it started.
    case notRun
  }

  /// Swift Testing's identifier of the test.
  public var id: String
  /// The test's display name, such as "Loads settings written by save()".
  public var displayName: String
  public var status: Status
  /// The README task the test belongs to, from its enclosing `Task N:` suite.
  public var task: LessonTask?
  public var failures: [TestFailure] = []

  public init(
    id: String, displayName: String, status: Status, task: LessonTask? = nil,
    failures: [TestFailure] = []
  ) {
    self.id = id
    self.displayName = displayName
    self.status = status
    self.task = task
    self.failures = failures
  }
}

/// One failed expectation, thrown error or recorded issue.
public struct TestFailure: Sendable, Equatable, Codable {
  /// What failed, such as "Expectation failed: (loaded → nil) == saved".
  public var message: String
  /// The comments the test attached to the expectation.
  public var comments: [String]
  /// Where it failed, as `path:line` relative to the workshop.
  public var location: String?

  public init(message: String, comments: [String] = [], location: String? = nil) {
    self.message = message
    self.comments = comments
    self.location = location
  }
}

/// A numbered task of a lesson's README, such as "Task 2: Pass the folder in".
public struct LessonTask: Sendable, Equatable, Hashable, Codable {
  public var number: Int
  public var title: String

  public init(number: Int, title: String) {
    self.number = number
    self.title = title
  }

  /// Reads a suite display name of the form "Task 2: Pass the folder in".
  public init?(suiteName: String) {
    guard suiteName.hasPrefix("Task ") else { return nil }
    let rest = suiteName.dropFirst("Task ".count)
    guard let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) else {
      return nil
    }
    self.number = number
    self.title = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }
}
