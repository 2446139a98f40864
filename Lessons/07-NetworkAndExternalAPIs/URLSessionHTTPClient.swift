import Foundation

// On Linux, URLSession, URLRequest and HTTPURLResponse live in FoundationNetworking.
// On Apple platforms that module does not exist, and Foundation has them.
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `HTTPClient`: sends each request with a `URLSession`.
struct URLSessionHTTPClient: HTTPClient {
  private let session: URLSession

  /// Production passes nothing and gets `URLSession.shared`; tests pass a session of their own.
  init(session: URLSession = .shared) {
    self.session = session
  }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    // TODO: Task 4. Send the request through the injected session, and return the body and
    // the HTTP response, whatever the status. Throw when the response is not HTTP.
    throw URLError(.unsupportedURL)
  }
}
