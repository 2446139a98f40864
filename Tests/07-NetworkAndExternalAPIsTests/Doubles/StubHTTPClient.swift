import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import Lesson07NetworkAndExternalAPIs

/// A stub: answers every request with the same canned reply, and remembers nothing.
struct StubHTTPClient: HTTPClient {
  let reply: CannedReply

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try reply.answer(to: request)
  }
}
