import Testing

/// Runs `body` and returns its value; when it throws, records `comment` and the error as a
/// failure of the running test, and returns nil.
@discardableResult
func expectSuccess<Value>(
  _ comment: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Value
) async -> Value? {
  do {
    return try await body()
  } catch {
    Issue.record("\(comment), but it threw \(error)", sourceLocation: sourceLocation)
    return nil
  }
}
