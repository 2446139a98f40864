import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a stubbed `HTTPClient` answers: a status with a body, or a transport error.
enum CannedReply: Sendable {
  case status(Int, body: Data)
  case failure(any Error)

  /// A 200 whose body is the settings the server has saved.
  static let savedSettings = CannedReply.status(200, body: Fixture.serverSettingsJSON)

  /// Answers `request` the way this reply says, as `HTTPClient.send(_:)` would.
  func answer(to request: URLRequest) throws -> (Data, HTTPURLResponse) {
    switch self {
    case .status(let status, let body):
      return (body, try HTTPURLResponse.stub(for: request.url, status: status))
    case .failure(let error):
      throw error
    }
  }
}

extension HTTPURLResponse {
  /// Thrown when Foundation refuses to build a response; a fault in the test, not in your code.
  struct CannotBuild: Error {}

  /// A JSON response with `status` for `url`.
  static func stub(for url: URL?, status: Int) throws -> HTTPURLResponse {
    guard
      let url,
      let response = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Type": "application/json"])
    else {
      throw CannotBuild()
    }
    return response
  }
}
