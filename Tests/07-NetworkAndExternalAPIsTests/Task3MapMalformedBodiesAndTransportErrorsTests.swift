import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import Lesson07NetworkAndExternalAPIs

extension NetworkAndExternalAPIsTests {
  @Suite("Task 3: Map malformed bodies and transport errors")
  struct MapMalformedBodiesAndTransportErrors {
    /// A 2xx body that does not decode as `Settings`.
    enum MalformedBody: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case empty, noContent, html, truncated, missingKey, snakeCaseKeys
      case unknownTheme, wrongType, array

      var testDescription: String { rawValue }

      /// The status it comes with: a 204 for `noContent`, else a 200.
      var status: Int { self == .noContent ? 204 : 200 }

      var data: Data {
        switch self {
        case .empty, .noContent: Data()
        case .html: Data("<html><body>Welcome to the hotel Wi-Fi</body></html>".utf8)
        case .truncated: Data(#"{"theme":"dark","fontSi"#.utf8)
        case .missingKey: Data(#"{"theme":"dark","fontSize":18}"#.utf8)
        case .snakeCaseKeys: Data(#"{"theme":"dark","font_size":18,"sync_enabled":true}"#.utf8)
        case .unknownTheme: Data(#"{"theme":"sepia","fontSize":18,"syncEnabled":true}"#.utf8)
        case .wrongType: Data(#"{"theme":"dark","fontSize":"large","syncEnabled":true}"#.utf8)
        case .array: Data(#"[{"theme":"dark","fontSize":18,"syncEnabled":true}]"#.utf8)
        }
      }
    }

    /// A way for a request to get no response at all.
    enum TransportFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case offline, timedOut, hostNotFound, connectionLost, notHTTP, cancelled, taskCancelled
      case otherError

      var testDescription: String { rawValue }

      var error: any Error {
        switch self {
        case .offline: URLError(.notConnectedToInternet)
        case .timedOut: URLError(.timedOut)
        case .hostNotFound: URLError(.cannotFindHost)
        case .connectionLost: URLError(.networkConnectionLost)
        // What the live adapter throws for an answer that is not HTTP.
        case .notHTTP: URLError(.badServerResponse)
        case .cancelled: URLError(.cancelled)
        case .taskCancelled: CancellationError()
        case .otherError: HandshakeGlitch()
        }
      }

      /// Whether the call runs in a task that is already cancelled, as a cancelled request does.
      var inCancelledTask: Bool { self == .cancelled || self == .taskCancelled }
    }

    /// A call that fails, which the client reports after its one request; a body that does not
    /// decode fails only `fetchSettings()`, since `updateSettings(_:)` does not read it.
    enum FailedCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
      case connectionLost, timedOut, serviceUnavailable, malformedBody

      var testDescription: String { rawValue }

      var reply: CannedReply {
        switch self {
        case .connectionLost: .failure(URLError(.networkConnectionLost))
        case .timedOut: .failure(URLError(.timedOut))
        case .serviceUnavailable: .status(503, body: Data(#"{"error":"maintenance"}"#.utf8))
        case .malformedBody: .status(200, body: Data(#"{"theme":"dark","fontSi"#.utf8))
        }
      }
    }

    /// An error that is not a `URLError`, as another `HTTPClient` might throw.
    struct HandshakeGlitch: Error {}

    @Test("A body that does not decode throws malformedBody", arguments: MalformedBody.allCases)
    func malformedBodyThrows(body: MalformedBody) async throws {
      let client = try Fixture.client(
        StubHTTPClient(reply: .status(body.status, body: body.data)))

      await #expect(
        throws: RemoteSettingsError.malformedBody,
        "fetchSettings() should throw RemoteSettingsError.malformedBody for a \(body.status) whose body is \(body), not let the DecodingError out, nor call a 2xx a server error"
      ) {
        _ = try await client.fetchSettings()
      }
    }

    @Test(
      "A transport error throws transport",
      arguments: SettingsOperation.allCases, TransportFailure.allCases)
    func transportErrorThrows(operation: SettingsOperation, failure: TransportFailure) async throws
    {
      let stub = StubHTTPClient(reply: .failure(failure.error))

      await #expect(
        throws: RemoteSettingsError.transport,
        "\(operation) should throw RemoteSettingsError.transport when send(_:) throws (\(failure))\(failure.inCancelledTask ? " in a cancelled task, never CancellationError" : ""), whatever the error's type"
      ) {
        if failure.inCancelledTask {
          try await operation.runInCancelledTask(over: stub)
        } else {
          try await operation.run(on: Fixture.client(stub))
        }
      }
    }

    @Test(
      "A call in a cancelled task throws only transport, also after an answer arrived",
      arguments: SettingsOperation.allCases)
    func cancelledTaskThrowsOnlyTransport(operation: SettingsOperation) async throws {
      // The stub answers 200 with the saved settings, cancelled or not, as a server may.
      let stub = StubHTTPClient(reply: .savedSettings)

      do {
        try await operation.runInCancelledTask(over: stub)
      } catch {
        #expect(
          error as? RemoteSettingsError == .transport,
          "\(operation) in a cancelled task should use the answer that arrived or throw RemoteSettingsError.transport, never let \(error) out"
        )
      }
    }

    @Test(
      "Each call sends its request once, also when it fails",
      arguments: SettingsOperation.allCases, FailedCall.allCases)
    func failedCallIsNotRetried(operation: SettingsOperation, failure: FailedCall) async throws {
      let spy = SpyHTTPClient(reply: failure.reply)

      try? await operation.run(on: Fixture.client(spy))

      #expect(
        spy.requests.count == 1,
        "\(operation) should send its request once and report the failure (\(failure)) at once, not send it again"
      )
    }
  }
}
