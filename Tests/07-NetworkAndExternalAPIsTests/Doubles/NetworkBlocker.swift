import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fails every request made with `URLSession.shared`, so code that ignores the injected
/// session fails at once instead of going out to the network.
///
/// `URLProtocol.registerClass` affects the shared session only; the stub servers' sessions
/// list `URLProtocolStub` in their own configuration.
final class NetworkBlocker: URLProtocol {
  private static let isInstalled = URLProtocol.registerClass(NetworkBlocker.self)

  /// Registers the blocker, once per test process.
  static func install() {
    _ = isInstalled
  }

  override class func canInit(with request: URLRequest) -> Bool {
    true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    let error = URLError(
      .notConnectedToInternet,
      userInfo: [
        NSLocalizedDescriptionKey:
          "The suite blocks URLSession.shared: send through the session given to URLSessionHTTPClient(session:)"
      ])
    client?.urlProtocol(self, didFailWithError: error)
  }

  override func stopLoading() {}
}
