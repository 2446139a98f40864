import Testing

/// A test trait that runs each test, or each test of a suite, with its own changed dependencies.
struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  /// The change to make to the dependencies for each test.
  let change: @Sendable (inout Dependencies) -> Void

  // TODO: Task 3. Scope dependencies to a test with a trait.

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await function()
  }
}

extension Trait where Self == DependenciesTrait {
  /// Runs the test (or each test of the suite) with the dependencies changed by `change`.
  static func dependencies(_ change: @escaping @Sendable (inout Dependencies) -> Void) -> Self {
    DependenciesTrait(change: change)
  }
}
