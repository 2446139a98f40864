import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A canned answer of the stub market API: an HTTP status and a body.
struct StubAnswer: Sendable {
  var status: Int
  var body: String

  /// A `200` whose body is the market's JSON, such as `{"slug": "rain", "price": 0.64}`.
  static func price(_ price: Double, for slug: String) -> StubAnswer {
    StubAnswer(status: 200, body: #"{"slug": "\#(slug)", "price": \#(price)}"#)
  }

  /// The answer to a path the server has no market for.
  static let notFound = StubAnswer(status: 404, body: #"{"error": "no such market"}"#)
}

/// One request the stub server received: its method and its path.
struct StubRequest: Sendable, Equatable, CustomStringConvertible {
  var method: String
  var path: String

  /// A `GET` of the market `slug`, the only request the app should make.
  static func market(_ slug: String, under prefix: String = "") -> StubRequest {
    StubRequest(method: "GET", path: "\(prefix)/markets/\(slug)")
  }

  var description: String { "\(method) \(path)" }
}

/// A tiny HTTP/1.1 server on 127.0.0.1 that stands in for the market API.
///
/// The kernel picks its port. It answers each path with a canned answer (`404` for a path
/// it does not know), one request per connection with `Connection: close`, and records every
/// request in the order it came. It serves on a thread of its own until `stop()`.
final class StubMarketServer: Sendable {
  /// The port the server listens on.
  let port: UInt16
  /// The canned answers, by path, such as `/markets/rain`.
  private let answers: [String: StubAnswer]
  /// The listening socket; only the serving thread closes it, when it ends.
  private let listener: Int32
  private let state = Mutex(State())
  /// Signalled by the serving thread when it has ended.
  private let ended = DispatchSemaphore(value: 0)

  private struct State {
    var requests: [StubRequest] = []
    var stopping = false
  }

  /// The base URL to give the app as `ALERTS_API`, such as `http://127.0.0.1:49152`.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The requests received so far, in the order they came.
  var requests: [StubRequest] { state.withLock { $0.requests } }

  /// Starts a server that answers `/markets/<slug>` with the price `prices[slug]`, and any
  /// path of `answers` (which wins) with its answer.
  static func start(
    prices: [String: Double] = [:], answers: [String: StubAnswer] = [:]
  ) throws -> StubMarketServer {
    var all: [String: StubAnswer] = [:]
    for (slug, price) in prices { all["/markets/\(slug)"] = .price(price, for: slug) }
    all.merge(answers) { _, answer in answer }
    let (listener, port) = try Socket.openListener()
    let server = StubMarketServer(listener: listener, port: port, answers: all)
    let thread = Thread { server.serve() }
    thread.name = "StubMarketServer \(port)"
    thread.start()
    return server
  }

  private init(listener: Int32, port: UInt16, answers: [String: StubAnswer]) {
    self.listener = listener
    self.port = port
    self.answers = answers
  }

  /// A base URL where nothing listens: a port that was bound, then closed.
  static func unreachableBaseURL() throws -> String {
    let (socket, port) = try Socket.openListener()
    _ = close(socket)
    return "http://127.0.0.1:\(port)"
  }

  /// Stops serving and waits for the serving thread to end; calling it again does nothing.
  func stop() {
    let wasServing = state.withLock { state in
      defer { state.stopping = true }
      return !state.stopping
    }
    if wasServing { ended.wait() }
  }

  /// Accepts connections until `stop()`, one at a time.
  private func serve() {
    defer {
      _ = close(listener)
      ended.signal()
    }
    while !state.withLock({ $0.stopping }) {
      var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 20) > 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      answer(connection)
      _ = close(connection)
    }
  }

  /// Reads one request from `connection`, records it and sends its canned answer.
  private func answer(_ connection: Int32) {
    Socket.prepare(connection)
    guard let head = Socket.readHead(connection) else { return }
    let requestLine = head.split(whereSeparator: \.isNewline).first ?? ""
    let words = requestLine.split(separator: " ").map(String.init)
    guard words.count >= 2 else { return }
    let request = StubRequest(method: words[0], path: words[1])
    state.withLock { $0.requests.append(request) }
    let answer = answers[request.path] ?? .notFound
    let body = Array(answer.body.utf8)
    let response =
      "HTTP/1.1 \(answer.status) \(Self.reason(for: answer.status))\r\n"
      + "Content-Type: application/json\r\n"
      + "Content-Length: \(body.count)\r\n"
      + "Connection: close\r\n\r\n"
    Socket.sendAll(Array(response.utf8) + body, to: connection)
    _ = shutdown(connection, Int32(SHUT_WR))
  }

  private static func reason(for status: Int) -> String {
    switch status {
    case 200: "OK"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}

/// The POSIX socket calls the stub server makes.
private enum Socket {
  struct Failure: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  #if canImport(Darwin)
    static let stream = SOCK_STREAM
  #else
    static let stream = Int32(SOCK_STREAM.rawValue)
  #endif

  /// A socket listening on 127.0.0.1, on a port the kernel picks, and that port.
  static func openListener() throws -> (socket: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound, listen(descriptor, 16) == 0 else {
      let code = errno
      _ = close(descriptor)
      throw Failure(call: "bind or listen", code: code)
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Gives `connection` a receive time limit, and no SIGPIPE on macOS.
  static func prepare(_ connection: Int32) {
    var limit = timeval(tv_sec: 5, tv_usec: 0)
    _ = setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// The request line and headers, up to the blank line, or nil when the client sent none.
  static func readHead(_ connection: Int32) -> String? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let blankLine: [UInt8] = [13, 10, 13, 10]
    while received.count < 65_536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received += buffer[0..<count]
      if received.count >= 4,
        received.indices.dropLast(3).contains(where: {
          Array(received[$0..<$0 + 4]) == blankLine
        })
      {
        break
      }
    }
    return received.isEmpty ? nil : String(decoding: received, as: UTF8.self)
  }

  /// Sends all of `bytes`, giving up if the client has gone.
  static func sendAll(_ bytes: [UInt8], to connection: Int32) {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { rest in
        send(connection, rest.baseAddress, rest.count, flags)
      }
      guard count > 0 else { return }
      sent += count
    }
  }
}
