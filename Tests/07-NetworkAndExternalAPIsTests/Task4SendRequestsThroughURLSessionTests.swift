import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import Lesson07NetworkAndExternalAPIs

extension NetworkAndExternalAPIsTests {
  /// Every test here runs a real `URLSession` against a `StubServer`: no request leaves the process.
  @Suite("Task 4: Send requests through URLSession")
  struct SendRequestsThroughURLSession {
    @Test("Returns the body and the status the server sent", arguments: [200, 201, 204])
    func returnsBodyAndStatus(status: Int) async throws {
      // A 204 has no body: an empty body is an answer too, not a transport error.
      let sent = status == 204 ? Data() : Fixture.serverSettingsJSON
      let server = try StubServer(status: status, body: sent)
      defer { server.stop() }
      let adapter = URLSessionHTTPClient(session: server.session)
      let request = URLRequest(url: server.url(path: "v1/settings"))

      let answer = await expectSuccess(
        "send(_:) should return the server's \(status) answer\(sent.isEmpty ? ", empty body and all," : ""), sent through the session passed to init(session:)"
      ) {
        try await adapter.send(request)
      }
      guard let (body, response) = answer else { return }
      #expect(
        body == sent,
        "send(_:) should return the body the server sent, byte for byte")
      #expect(response.statusCode == status, "send(_:) should return the server's HTTPURLResponse")
    }

    @Test("Returns an error status as a response, not as an error", arguments: [404, 500, 503])
    func returnsErrorStatus(status: Int) async throws {
      let body = Data(#"{"error":"nope"}"#.utf8)
      let server = try StubServer(status: status, body: body)
      defer { server.stop() }
      let adapter = URLSessionHTTPClient(session: server.session)

      let answer = await expectSuccess(
        "send(_:) should not throw for a \(status): the server answered, and the client decides what a status means"
      ) {
        try await adapter.send(URLRequest(url: server.url(path: "v1/settings")))
      }
      guard let (received, response) = answer else { return }
      #expect(response.statusCode == status, "send(_:) should return the \(status) response")
      #expect(received == body, "send(_:) should return the body of an error response too")
    }

    @Test("Sends the request it is given, unchanged")
    func sendsTheRequestUnchanged() async throws {
      let server = try StubServer(status: 204, body: Data())
      defer { server.stop() }
      let adapter = URLSessionHTTPClient(session: server.session)
      let body = Data(#"{"theme":"light","fontSize":22,"syncEnabled":false}"#.utf8)
      var request = URLRequest(url: server.url(path: "v1/settings"))
      request.httpMethod = "PUT"
      request.setValue("Bearer \(Fixture.token)", forHTTPHeaderField: "Authorization")
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = body

      _ = try? await adapter.send(request)

      try #require(
        server.requests.count == 1,
        "send(_:) should send exactly one request, through the session passed to init(session:), not URLSession.shared"
      )
      let received = server.requests[0]
      #expect(
        received.httpMethod == "PUT",
        "send(_:) should keep the request's method: pass the whole URLRequest to the session, not only its URL"
      )
      #expect(
        received.url == request.url, "send(_:) should send the request to its own URL")
      #expect(
        received.value(forHTTPHeaderField: "Authorization") == "Bearer \(Fixture.token)",
        "send(_:) should keep the request's headers")
      #expect(received.httpBody == body, "send(_:) should keep the request's body")
    }

    @Test("Sends every request with the session it was given")
    func sendsWithTheGivenSession() async throws {
      let server = try StubServer(status: 200, body: Fixture.serverSettingsJSON)
      defer { server.stop() }
      let adapter = URLSessionHTTPClient(session: server.session)
      let request = URLRequest(url: server.url(path: "v1/settings"))

      // One request sent with the session itself, then two through the adapter.
      _ = try await server.session.data(for: request)
      _ = try? await adapter.send(request)
      _ = try? await adapter.send(request)

      try #require(
        server.taskIdentifiers.count == 3,
        "Two calls of send(_:) should send two requests, with the session passed to init(session:)"
      )
      #expect(
        Set(server.taskIdentifiers).count == 3,
        "send(_:) should send every request with the session passed to init(session:), not with a URLSession of its own made from its configuration: a session numbers its tasks, and these requests came in tasks numbered \(server.taskIdentifiers)"
      )
    }

    /// How a session fails when no response arrives.
    enum SessionFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case offline, otherDomain

      var testDescription: String { rawValue }

      /// What the stub server fails the request with: a `URLError`, or an error of another
      /// domain, which a session may also throw.
      var error: any Error {
        switch self {
        case .offline: URLError(.notConnectedToInternet)
        case .otherDomain: NSError(domain: "TLSHandshake", code: 7)
        }
      }

      /// The error in the learner's terms.
      var name: String {
        switch self {
        case .offline: "URLError(.notConnectedToInternet)"
        case .otherDomain: "an NSError of domain TLSHandshake, code 7"
        }
      }
    }

    // The session hands the stub's error on; Darwin may add entries to its userInfo, so the test
    // compares its domain and code.
    @Test("Throws when no response arrives", arguments: SessionFailure.allCases)
    func throwsWithoutAResponse(failure: SessionFailure) async throws {
      let server = try StubServer { _ in throw failure.error }
      defer { server.stop() }
      let adapter = URLSessionHTTPClient(session: server.session)

      let error = await #expect(
        throws: (any Error).self,
        "send(_:) should throw the session's error when no response arrives, never make up a response"
      ) {
        try await adapter.send(URLRequest(url: server.url(path: "v1/settings")))
      }
      if let error {
        let (thrown, expected) = (error as NSError, failure.error as NSError)
        #expect(
          thrown.domain == expected.domain && thrown.code == expected.code,
          "send(_:) should let the session's error out as it is, whatever its type: \(failure.name) here, not \(error); the client maps it, not the adapter"
        )
      }
      #expect(
        server.requests.count == 1,
        "send(_:) should send the request once and let the session's error out, not send it again")
    }

    @Test("Throws for a response that is not HTTP")
    func throwsForNonHTTPResponse() async throws {
      let server = try StubServer { request in
        let url = request.url ?? URL(filePath: "/")
        let response = URLResponse(
          url: url, mimeType: "text/plain", expectedContentLength: 2, textEncodingName: nil)
        return (response, Data("hi".utf8))
      }
      defer { server.stop() }
      let adapter = URLSessionHTTPClient(session: server.session)

      let error = await #expect(
        throws: URLError.self,
        "send(_:) should throw a URLError when the response is not an HTTPURLResponse: cast with as? and throw, never as!"
      ) {
        try await adapter.send(URLRequest(url: server.url(path: "v1/settings")))
      }
      #expect(
        error?.code == .badServerResponse,
        "For a response that is not HTTP, send(_:) should throw URLError(.badServerResponse)")
    }

    @Test("Fetches settings through URLSession, end to end")
    func fetchesEndToEnd() async throws {
      // A server that keeps to the API: GET /v1/settings with the bearer token, or an error.
      let server = try StubServer { request in
        let status: Int
        if request.value(forHTTPHeaderField: "Authorization") != "Bearer \(Fixture.token)" {
          status = 401
        } else if request.httpMethod != "GET" || request.url?.path() != "/v1/settings" {
          status = 404
        } else {
          status = 200
        }
        let body = status == 200 ? Fixture.serverSettingsJSON : Data()
        return (try HTTPURLResponse.stub(for: request.url, status: status), body)
      }
      defer { server.stop() }
      let client = RemoteSettingsClient(
        baseURL: server.baseURL, token: Fixture.token,
        httpClient: URLSessionHTTPClient(session: server.session))

      let settings = await expectSuccess(
        "fetchSettings() over URLSessionHTTPClient should get the settings (this needs tasks 1 to 3 as well)"
      ) {
        try await client.fetchSettings()
      }
      guard let settings else { return }
      #expect(
        settings == Fixture.serverSettings,
        "The client and the adapter together should return the settings the server sent")
    }

    @Test("Reports a 503 as server(status: 503), end to end")
    func reportsServerErrorEndToEnd() async throws {
      let server = try StubServer(status: 503, body: Data("Service Unavailable".utf8))
      defer { server.stop() }
      let client = RemoteSettingsClient(
        baseURL: server.baseURL, token: Fixture.token,
        httpClient: URLSessionHTTPClient(session: server.session))

      await #expect(
        throws: RemoteSettingsError.server(status: 503),
        "updateSettings(_:) over URLSessionHTTPClient should throw server(status: 503): the adapter returns the 503, the client maps it"
      ) {
        try await client.updateSettings(Fixture.newSettings)
      }
    }
  }
}
