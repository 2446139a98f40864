import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers a `URLSession`'s requests in the process, so no request reaches the network.
///
/// A session uses it when its configuration lists it in `protocolClasses`. Each `StubServer`
/// registers a responder under a host of its own, so tests running side by side never mix.
final class URLProtocolStub: URLProtocol {
  /// Answers one request with a response and a body, or throws to fail it as a transport error.
  typealias Responder = @Sendable (URLRequest) throws -> (URLResponse, Data)

  private static let responders = Mutex<[String: Responder]>([:])

  /// By host, the `taskIdentifier` of the task that carried each request, oldest first.
  private static let taskIdentifiers = Mutex<[String: [Int]]>([:])

  static func register(_ responder: @escaping Responder, forHost host: String) {
    responders.withLock { $0[host] = responder }
  }

  static func unregister(host: String) {
    _ = responders.withLock { $0.removeValue(forKey: host) }
    _ = taskIdentifiers.withLock { $0.removeValue(forKey: host) }
  }

  /// The identifiers of the tasks that carried the requests to `host`. A session numbers the
  /// tasks it makes, so two requests sent with one session never share an identifier.
  static func taskIdentifiers(forHost host: String) -> [Int] {
    taskIdentifiers.withLock { $0[host] ?? [] }
  }

  override class func canInit(with request: URLRequest) -> Bool {
    true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    let request = Self.withBodyRead(request)
    guard
      let host = request.url?.host(),
      let responder = Self.responders.withLock({ $0[host] })
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    if let task {
      Self.taskIdentifiers.withLock { $0[host, default: []].append(task.taskIdentifier) }
    }
    do {
      let (response, body) = try responder(request)
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: body)
      client?.urlProtocolDidFinishLoading(self)
    } catch {
      client?.urlProtocol(self, didFailWithError: error)
    }
  }

  override func stopLoading() {}

  /// On Apple platforms a protocol sees the body as a stream; read it back into `httpBody`.
  private static func withBodyRead(_ request: URLRequest) -> URLRequest {
    guard request.httpBody == nil, let stream = request.httpBodyStream else {
      return request
    }
    var body = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    stream.open()
    defer { stream.close() }
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      body.append(contentsOf: buffer[..<count])
    }
    var copy = request
    copy.httpBody = body
    return copy
  }
}
