import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `alerts` command: add, list and check price alerts on prediction markets.
///
/// It works, and it has no tests. It reads the command line, the environment, the disk,
/// the network and the clock itself, prints, and ends the process wherever it likes.
public enum AlertsCommand {
  static let usage =
    "usage: alerts [--now <date>] add <slug> above|below <price> [--for <days>] | list | check"

  /// Runs the command the process was started with, then exits.
  public static func main() {
    let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
    guard let command = arguments.first else {
      fail("no command given", code: 64)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "add": add(rest)
    case "list": list(rest)
    case "check": check(rest)
    default: fail("unknown command '\(command)'", code: 64)
    }
    exit(0)
  }

  // MARK: - add

  static func add(_ arguments: [String]) {
    guard arguments.count == 3 else {
      fail("add needs a slug, above or below, and a price", code: 64)
    }
    let slug = arguments[0]
    let validCharacters = slug.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")
    }
    guard validCharacters, slug.count >= 1, slug.count <= 64 else {
      fail("'\(slug)' is not a market slug", code: 64)
    }
    guard let direction = Alert.Direction(rawValue: arguments[1]) else {
      fail("say above or below, not '\(arguments[1])'", code: 64)
    }
    let text = arguments[2]
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let price = Double(text), price <= 1
    else {
      fail("'\(text)' is not a price from 0 to 1", code: 64)
    }
    var alerts = loadAlerts()
    let alert = Alert(
      id: UUID(), slug: slug, direction: direction, price: price, createdAt: Date())
    alerts.append(alert)
    saveAlerts(alerts)
    print("Added \(alert.id.uuidString): \(slug) \(direction.rawValue) \(price)")
  }

  // MARK: - list

  static func list(_ arguments: [String]) {
    guard arguments.isEmpty else { fail("list takes no arguments", code: 64) }
    let alerts = loadAlerts()
    if alerts.isEmpty {
      print("No alerts.")
      return
    }
    for alert in alerts {
      var state = "waiting"
      if let firedAt = alert.firedAt {
        state = "fired \(firedAt.formatted(.iso8601))"
      }
      print(
        "\(alert.id.uuidString)  \(alert.slug)  \(alert.direction.rawValue) \(alert.price)  \(state)"
      )
    }
  }

  // MARK: - check

  static func check(_ arguments: [String]) {
    guard arguments.isEmpty else { fail("check takes no arguments", code: 64) }
    var alerts = loadAlerts()
    let waiting = alerts.indices.filter { alerts[$0].firedAt == nil }
    if waiting.isEmpty {
      print("No alerts to check.")
      return
    }
    guard let api = ProcessInfo.processInfo.environment["ALERTS_API"], !api.isEmpty else {
      fail("set ALERTS_API to the market API's base URL", code: 78)
    }
    var prices: [String: Double] = [:]
    for index in waiting {
      let slug = alerts[index].slug
      if prices[slug] == nil {
        prices[slug] = fetchPrice(of: slug, from: api)
      }
    }
    var lines: [String] = []
    for index in waiting {
      let alert = alerts[index]
      guard let price = prices[alert.slug], alert.fires(at: price) else { continue }
      alerts[index].firedAt = Date()
      lines.append(
        "Fired \(alert.id.uuidString): \(alert.slug) at \(price) (\(alert.direction.rawValue) \(alert.price))"
      )
    }
    if lines.isEmpty {
      print("Checked \(waiting.count) \(waiting.count == 1 ? "alert" : "alerts"): none fired.")
      return
    }
    saveAlerts(alerts)
    for line in lines { print(line) }
  }

  /// What the market API answered: its status code and its body.
  final class Answer: Sendable {
    let value = Mutex<(status: Int?, body: Data?)>((nil, nil))
  }

  static func fetchPrice(of slug: String, from api: String) -> Double {
    let base = api.hasSuffix("/") ? String(api.dropLast()) : api
    guard let url = URL(string: "\(base)/markets/\(slug)") else {
      fail("cannot reach the market API at \(api)", code: 69)
    }
    let answer = Answer()
    let semaphore = DispatchSemaphore(value: 0)
    let task = URLSession.shared.dataTask(with: url) { data, response, _ in
      let status = (response as? HTTPURLResponse)?.statusCode
      answer.value.withLock { $0 = (status, data) }
      semaphore.signal()
    }
    task.resume()
    semaphore.wait()
    let (status, body) = answer.value.withLock { $0 }
    guard let status else {
      fail("cannot reach the market API at \(api)", code: 69)
    }
    guard status == 200 else {
      fail("the market API answered \(status) for \(slug)", code: 69)
    }
    guard let body, let quote = try? JSONDecoder().decode(Quote.self, from: body) else {
      fail("the market API sent no price for \(slug)", code: 65)
    }
    return quote.price
  }

  /// The part of the market API's answer that the command reads.
  struct Quote: Decodable {
    let price: Double
  }

  // MARK: - the file

  static var alertsFile: URL {
    let environment = ProcessInfo.processInfo.environment
    var folder = FileManager.default.homeDirectoryForCurrentUser.appending(path: ".price-alerts")
    if let home = environment["HOME"], !home.isEmpty {
      folder = URL(filePath: home, directoryHint: .isDirectory).appending(path: ".price-alerts")
    }
    if let data = environment["ALERTS_DATA"], !data.isEmpty {
      folder = URL(filePath: data, directoryHint: .isDirectory)
    }
    return folder.appending(path: "alerts.json")
  }

  static func loadAlerts() -> [Alert] {
    let path = alertsFile.path(percentEncoded: false)
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      return try decoder.decode([Alert].self, from: Data(contentsOf: alertsFile))
    } catch {
      fail("cannot read \(path)", code: 74)
    }
  }

  static func saveAlerts(_ alerts: [Alert]) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileManager.default.createDirectory(
        at: alertsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try encoder.encode(alerts).write(to: alertsFile, options: .atomic)
    } catch {
      fail("cannot write \(alertsFile.path(percentEncoded: false))", code: 74)
    }
  }

  // MARK: - errors

  /// Writes `error: <message>` (and the usage, for a usage error) to standard error, and
  /// ends the process with `code`.
  static func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    if code == 64 {
      FileHandle.standardError.write(Data("\(usage)\n".utf8))
    }
    exit(code)
  }
}
