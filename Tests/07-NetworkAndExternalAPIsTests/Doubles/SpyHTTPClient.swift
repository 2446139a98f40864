import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import Lesson07NetworkAndExternalAPIs

/// A spy: records every request it is sent, then answers with a canned reply.
final class SpyHTTPClient: HTTPClient {
  private let reply: CannedReply
  private let recorded = Mutex<[URLRequest]>([])

  init(reply: CannedReply = .savedSettings) {
    self.reply = reply
  }

  /// The requests sent so far, oldest first.
  var requests: [URLRequest] {
    recorded.withLock { $0 }
  }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    recorded.withLock { $0.append(request) }
    return try reply.answer(to: request)
  }
}
