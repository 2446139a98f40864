import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A pretend server for one test: a `URLSession` whose requests go to `respond` in the process.
///
/// ```swift
/// let server = try StubServer(status: 200, body: json)
/// defer { server.stop() }
/// let adapter = URLSessionHTTPClient(session: server.session)
/// ```
final class StubServer: Sendable {
  /// Thrown when the server cannot be set up; a fault in the test, not in your code.
  struct SetupFailed: Error {}

  /// `https://<a host of its own>.api.example.test`; the `.test` domain never exists online.
  let baseURL: URL
  /// Give this to `URLSessionHTTPClient(session:)`.
  let session: URLSession
  private let host: String
  private let log = RequestLog()

  init(respond: @escaping URLProtocolStub.Responder) throws {
    NetworkBlocker.install()
    host = "stub-\(UUID().uuidString.lowercased()).api.example.test"
    guard let baseURL = URL(string: "https://\(host)") else {
      throw SetupFailed()
    }
    self.baseURL = baseURL
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [URLProtocolStub.self]
    session = URLSession(configuration: configuration)
    URLProtocolStub.register(
      { [log] request in
        log.append(request)
        return try respond(request)
      }, forHost: host)
  }

  /// A server that answers every request with `status` and `body`.
  convenience init(status: Int, body: Data) throws {
    try self.init { request in
      (try HTTPURLResponse.stub(for: request.url, status: status), body)
    }
  }

  /// Forgets the responder and closes the session; call it with `defer` right after `init`,
  /// which also keeps the server alive until the test ends.
  func stop() {
    URLProtocolStub.unregister(host: host)
    session.invalidateAndCancel()
  }

  /// The requests that reached the server, oldest first.
  var requests: [URLRequest] {
    log.requests
  }

  /// The `taskIdentifier` of the task that carried each request, oldest first: requests sent
  /// with this server's `session` all have different ones.
  var taskIdentifiers: [Int] {
    URLProtocolStub.taskIdentifiers(forHost: host)
  }

  /// A URL on this server.
  func url(path: String) -> URL {
    baseURL.appending(path: path)
  }
}

/// The requests a `StubServer` received, kept apart from the server so that its responder can
/// hold on to them without holding on to the server.
final class RequestLog: Sendable {
  private let received = Mutex<[URLRequest]>([])

  var requests: [URLRequest] {
    received.withLock { $0 }
  }

  func append(_ request: URLRequest) {
    received.withLock { $0.append(request) }
  }
}
