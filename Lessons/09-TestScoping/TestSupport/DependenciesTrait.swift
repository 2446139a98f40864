import Testing

/// A test trait that runs each test, or each test of a suite, with its own changed dependencies.
struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  /// The change to make to the dependencies for each test.
  let change: @Sendable (inout Dependencies) -> Void

  // TODO: Task 3. On a suite, a trait runs its scope once around all the suite's tests, so
  // they share whatever `change` builds. Add `var isRecursive: Bool { true }` so that each
  // test gets a scope of its own.

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    // TODO: Task 3. This runs the test with the dependencies unchanged. Run it inside
    // `withDependencies(change) { … }` instead.
    try await function()
  }
}

extension Trait where Self == DependenciesTrait {
  /// Runs the test (or each test of the suite) with the dependencies changed by `change`.
  static func dependencies(_ change: @escaping @Sendable (inout Dependencies) -> Void) -> Self {
    DependenciesTrait(change: change)
  }
}
