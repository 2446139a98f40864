/// Runs `operation` with the current dependencies changed by `change`, for that operation only.
///
/// The change is seen by `operation` and by the child tasks it starts. It ends when
/// `operation` returns or throws, and other tasks never see it.
func withDependencies<R>(
  _ change: (inout Dependencies) throws -> Void,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> R {
  // TODO: Task 1. Keep the dependencies in a task local.
  try change(&Dependencies.current)
  return try await operation()
}
