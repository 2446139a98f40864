import Foundation
import Testing

@testable import Lesson07NetworkAndExternalAPIs

extension NetworkAndExternalAPIsTests {
  @Suite("Task 2: Accept only 2xx responses")
  struct AcceptOnly2xxResponses {
    /// The body of an error response, which the client must not try to read as settings.
    enum ErrorPage: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case html, empty, jsonError

      var testDescription: String { rawValue }

      var body: Data {
        switch self {
        case .html: Data("<html><body><h1>502 Bad Gateway</h1></body></html>".utf8)
        case .empty: Data()
        case .jsonError: Data(#"{"error":"maintenance"}"#.utf8)
        }
      }
    }

    @Test(
      "A status outside 200...299 throws server(status:)",
      arguments: SettingsOperation.allCases, [100, 300, 301, 304, 400, 401, 404, 500, 503])
    func errorStatusThrowsServer(operation: SettingsOperation, status: Int) async throws {
      // The body is valid settings, so only the status says that something went wrong.
      let client = try Fixture.client(
        StubHTTPClient(reply: .status(status, body: Fixture.serverSettingsJSON)))

      await #expect(
        throws: RemoteSettingsError.server(status: status),
        "\(operation) should throw RemoteSettingsError.server(status: \(status)) for a \(status) response, even when its body decodes"
      ) {
        try await operation.run(on: client)
      }
    }

    @Test(
      "An error status is a server error, whatever its body", arguments: [500, 502, 404],
      ErrorPage.allCases)
    func errorStatusWinsOverTheBody(status: Int, page: ErrorPage) async throws {
      let client = try Fixture.client(StubHTTPClient(reply: .status(status, body: page.body)))

      await #expect(
        throws: RemoteSettingsError.server(status: status),
        "fetchSettings() should check the status before decoding: a \(status) whose body is \(page) is server(status: \(status)), not malformedBody"
      ) {
        _ = try await client.fetchSettings()
      }
    }

    @Test(
      "fetchSettings() returns the settings of a 2xx response", arguments: [200, 201, 203, 299])
    func fetchReturnsTheSettings(status: Int) async throws {
      let client = try Fixture.client(
        StubHTTPClient(reply: .status(status, body: Fixture.serverSettingsJSON)))

      let settings = await expectSuccess(
        "fetchSettings() should not throw for a \(status) with valid settings JSON: every status in 200...299 is a success, not only 200"
      ) {
        try await client.fetchSettings()
      }
      guard let settings else { return }
      #expect(
        settings == Fixture.serverSettings,
        "fetchSettings() should return the settings decoded from the response body")
    }

    @Test(
      "updateSettings(_:) accepts every 2xx status, with or without a body",
      arguments: [200, 201, 202, 204, 299])
    func updateAcceptsEvery2xx(status: Int) async throws {
      let client = try Fixture.client(StubHTTPClient(reply: .status(status, body: Data())))

      await expectSuccess(
        "updateSettings(_:) should succeed for a \(status): every status in 200...299 is a success, and the API sends no body back"
      ) {
        try await client.updateSettings(Fixture.newSettings)
      }
    }
  }
}
