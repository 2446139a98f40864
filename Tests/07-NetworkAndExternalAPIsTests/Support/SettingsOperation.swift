import Testing

@testable import Lesson07NetworkAndExternalAPIs

/// One of the client's two calls, for tests that run once per call.
enum SettingsOperation: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case fetch, update

  var testDescription: String {
    switch self {
    case .fetch: "fetchSettings()"
    case .update: "updateSettings(_:)"
    }
  }

  /// Makes the call; `update` uploads `Fixture.newSettings`.
  func run(on client: RemoteSettingsClient) async throws {
    switch self {
    case .fetch: _ = try await client.fetchSettings()
    case .update: try await client.updateSettings(Fixture.newSettings)
    }
  }

  /// Makes the call with a client over `httpClient`, in a task that is cancelled before the
  /// call starts, as when the user leaves the screen.
  func runInCancelledTask(over httpClient: any HTTPClient) async throws {
    try await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await run(on: Fixture.client(httpClient))
    }.value
  }
}
