import Foundation

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
    let (data, response) = try await session.data(for: request)
    guard let httpResponse = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    return (data, httpResponse)
  }
}
