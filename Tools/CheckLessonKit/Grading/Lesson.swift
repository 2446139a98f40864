import Foundation

/// One lesson of the workshop, found as a folder such as `Lessons/03-DefaultImplementations`.
public struct Lesson: Sendable, Equatable, Hashable, Codable {
  public var number: Int
  /// The folder name, such as `03-DefaultImplementations`.
  public var folder: String
  /// The title from the README's first heading, such as "Default implementations".
  public var title: String

  public init(number: Int, folder: String, title: String) {
    self.number = number
    self.folder = folder
    self.title = title
  }

  /// The lesson's number as two digits, such as `03`.
  public var paddedNumber: String { Self.padded(number) }

  /// `number` as two digits, as lesson folders start: `3` is `03`.
  static func padded(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
  /// The name after the number, such as `DefaultImplementations`.
  public var name: String { String(folder.drop { $0 != "-" }.dropFirst()) }
  /// The module built from the lesson, such as `Lesson03DefaultImplementations`.
  public var module: String { "Lesson\(paddedNumber)\(name)" }
  /// The module of the lesson's suite, such as `Lesson03DefaultImplementationsTests`.
  var testModule: String { "\(module)Tests" }
  /// The module of the tests a learner writes in the lesson's `YourTests` folder.
  var learnerTestModule: String { "\(module)YourTests" }
  /// The heading the grader prints, such as "Lesson 03: Default implementations".
  public var heading: String { "Lesson \(paddedNumber): \(title)" }

  /// Whether the file at `path`, relative to the workshop, belongs to the lesson: to its
  /// starter, its reference solution or its suite.
  func owns(_ path: String) -> Bool {
    ["Lessons/\(folder)/", "Solutions/\(folder)/", "Tests/\(folder)Tests/"].contains {
      path.hasPrefix($0)
    }
  }

  /// The lesson's number, when `folder` is named like `03-DefaultImplementations`.
  static func number(ofFolder folder: String) -> Int? {
    let parts = folder.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, parts[0].count == 2, !parts[1].isEmpty else { return nil }
    return Int(parts[0])
  }
}

/// Where a lesson's code comes from when it is checked.
public enum LessonSource: String, Sendable, Codable {
  /// The learner's code in `Lessons/`.
  case lesson
  /// The reference solution in `Solutions/`.
  case solution
}
