import Testing
@testable import Lesson03DefaultImplementations

/// Every file accessor that must meet the file accessor contract.
///
/// The contract tests in Task 1 run once per case, each with a new instance. A later fake joins
/// the contract by adding a case here: it must then behave like the real disk.
enum FileAccessorSubject: CaseIterable, Sendable, CustomTestStringConvertible {
  /// Your production adapter, on the real disk in a temporary folder.
  case defaultFileAccessor
  /// The suite's own in-memory fake, which must behave the same way.
  case inMemoryFileAccessor

  func make() -> any FileAccessorProviding {
    switch self {
    case .defaultFileAccessor: DefaultFileAccessor()
    case .inMemoryFileAccessor: InMemoryFileAccessor()
    }
  }

  var testDescription: String {
    switch self {
    case .defaultFileAccessor: "DefaultFileAccessor"
    case .inMemoryFileAccessor: "InMemoryFileAccessor (the suite's fake)"
    }
  }
}
