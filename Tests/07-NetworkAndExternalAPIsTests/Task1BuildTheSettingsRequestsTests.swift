import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import Lesson07NetworkAndExternalAPIs

extension NetworkAndExternalAPIsTests {
  @Suite("Task 1: Build the settings requests")
  struct BuildTheSettingsRequests {
    /// A base URL the app may be configured with, and where the settings live below it.
    struct BaseURLCase: Sendable, CustomTestStringConvertible {
      let base: String
      let expected: String

      var testDescription: String { base }

      static let all = [
        BaseURLCase(base: "https://api.example.test", expected: Fixture.settingsURLText),
        BaseURLCase(base: "https://api.example.test/", expected: Fixture.settingsURLText),
        BaseURLCase(
          base: "https://api.example.test/tenants/42",
          expected: "https://api.example.test/tenants/42/v1/settings"),
      ]
    }

    @Test("fetchSettings() sends one GET to /v1/settings")
    func fetchSendsOneGet() async throws {
      let spy = SpyHTTPClient()

      _ = try? await Fixture.client(spy).fetchSettings()

      try #require(
        spy.requests.count == 1,
        "fetchSettings() should send exactly one request through the HTTPClient it was given")
      let request = spy.requests[0]
      #expect(request.httpMethod == "GET", "fetchSettings() should use the method GET")
      #expect(
        request.url?.absoluteString == Fixture.settingsURLText,
        "fetchSettings() should ask for {baseURL}/v1/settings")
      #expect(
        request.httpBody == nil,
        "A GET request should carry no body: leave its httpBody nil, not an empty Data")
      #expect(
        request.value(forHTTPHeaderField: "Content-Type") == nil,
        "A GET request has no body, so it should carry no Content-Type header: set it on the PUT only"
      )
    }

    @Test("updateSettings(_:) sends one PUT to /v1/settings")
    func updateSendsOnePut() async throws {
      let spy = SpyHTTPClient()

      try? await Fixture.client(spy).updateSettings(Fixture.newSettings)

      try #require(
        spy.requests.count == 1,
        "updateSettings(_:) should send exactly one request through the HTTPClient it was given")
      let request = spy.requests[0]
      #expect(
        request.httpMethod == "PUT",
        "updateSettings(_:) should use the method PUT (it replaces the saved settings), not POST or GET"
      )
      #expect(
        request.url?.absoluteString == Fixture.settingsURLText,
        "updateSettings(_:) should send to {baseURL}/v1/settings")
    }

    @Test("updateSettings(_:) sends the settings as a JSON body")
    func updateSendsJSONBody() async throws {
      let spy = SpyHTTPClient()

      try? await Fixture.client(spy).updateSettings(Fixture.newSettings)

      let request = try #require(
        spy.requests.first, "updateSettings(_:) should send a request through the HTTPClient")
      #expect(
        request.value(forHTTPHeaderField: "Content-Type") == "application/json",
        "updateSettings(_:) should set the header Content-Type: application/json")
      let body = try #require(
        request.httpBody, "updateSettings(_:) should put the settings in the request's httpBody")
      let decoded = try? JSONDecoder().decode(Settings.self, from: body)
      let sent = try #require(
        decoded,
        "The body should be the settings encoded with JSONEncoder")
      #expect(
        sent == Fixture.newSettings,
        "The body should hold the settings passed to updateSettings(_:)")
    }

    @Test(
      "Every request carries the token and asks for JSON", arguments: SettingsOperation.allCases)
    func everyRequestCarriesTheToken(operation: SettingsOperation) async throws {
      let spy = SpyHTTPClient()

      try? await operation.run(on: Fixture.client(spy))

      let request = try #require(
        spy.requests.first, "\(operation) should send a request through the HTTPClient")
      #expect(
        request.value(forHTTPHeaderField: "Authorization") == "Bearer \(Fixture.token)",
        "\(operation) should send the header Authorization: Bearer <token>, with the token given to init"
      )
      #expect(
        request.value(forHTTPHeaderField: "Accept") == "application/json",
        "\(operation) should send the header Accept: application/json")
    }

    @Test(
      "Builds the URL below the base URL",
      arguments: BaseURLCase.all, SettingsOperation.allCases)
    func buildsTheURLBelowTheBase(
      baseURL: BaseURLCase, operation: SettingsOperation
    ) async throws {
      let spy = SpyHTTPClient()

      try? await operation.run(on: Fixture.client(spy, baseURL: baseURL.base))

      let request = try #require(
        spy.requests.first, "\(operation) should send a request through the HTTPClient")
      #expect(
        request.url?.absoluteString == baseURL.expected,
        "With the base URL \(baseURL.base), \(operation) should send to \(baseURL.expected): append the path to the base URL, keeping its own path"
      )
    }
  }
}
