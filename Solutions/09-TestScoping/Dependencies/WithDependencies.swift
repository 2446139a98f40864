/// Runs `operation` with the current dependencies changed by `change`, for that operation only.
///
/// The change is seen by `operation` and by the child tasks it starts. It ends when
/// `operation` returns or throws, and other tasks never see it.
func withDependencies<R>(
  _ change: (inout Dependencies) throws -> Void,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> R {
  var dependencies = Dependencies.current
  try change(&dependencies)
  return try await Dependencies.$current.withValue(
    dependencies, operation: operation, isolation: isolation)
}
