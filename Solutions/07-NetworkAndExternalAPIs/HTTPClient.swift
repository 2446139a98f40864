import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The port to the network: sends one HTTP request and returns what the server answered.
protocol HTTPClient: Sendable {
  /// Returns the body and the response, whatever the status code (a 500 is an answer too).
  /// Throws only when no HTTP response arrived: offline, timed out, host not found.
  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
