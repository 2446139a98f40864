import Foundation

/// The `alerts` command: adds, lists and checks price alerts, through the ports it is given.
public struct AlertsCommand: Sendable {
  private let store: any AlertStore
  private let prices: any MarketPrices
  private let terminal: any Terminal
  private let now: @Sendable () -> Date
  private let makeID: @Sendable () -> UUID

  /// A command that keeps alerts in `store`, asks `prices` for prices, writes to `terminal`,
  /// acts at the time `now` returns unless told another, and gives new alerts `makeID()`.
  public init(
    store: any AlertStore, prices: any MarketPrices, terminal: any Terminal,
    now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> UUID
  ) {
    self.store = store
    self.prices = prices
    self.terminal = terminal
    self.now = now
    self.makeID = makeID
  }

  /// Runs the command line `arguments` (without the program's name), and returns the exit
  /// code: 0 when it worked.
  ///
  /// The output is written only once the command has worked, so a failure writes nothing to
  /// standard output and leaves the alerts as they were.
  public func run(_ arguments: [String]) async -> Int32 {
    do throws(AlertsFailure) {
      let lines = try await perform(arguments)
      for line in lines { terminal.write(line) }
      return 0
    } catch {
      for line in error.lines { terminal.writeError(line) }
      return error.exitCode
    }
  }

  private func perform(_ arguments: [String]) async throws(AlertsFailure) -> [String] {
    let invocation = try Invocation(arguments: arguments)
    let date = invocation.now ?? now()
    switch invocation.command {
    case .add(let slug, let direction, let price, let days):
      return try add(slug: slug, direction: direction, price: price, days: days, at: date)
    case .list:
      let alerts = try load()
      return alerts.isEmpty ? ["No alerts."] : alerts.map(Self.line(for:))
    case .check:
      return try await check(at: date)
    }
  }

  private func add(
    slug: String, direction: Alert.Direction, price: Double, days: Int?, at date: Date
  ) throws(AlertsFailure) -> [String] {
    var alerts = try load()
    let alert = Alert(
      id: makeID(), slug: slug, direction: direction, price: price, createdAt: date,
      expiresAt: days.map { date.addingTimeInterval(TimeInterval($0) * Self.day) })
    alerts.append(alert)
    try save(alerts)
    return ["Added \(alert.id.uuidString): \(slug) \(direction.rawValue) \(price)"]
  }

  private func check(at date: Date) async throws(AlertsFailure) -> [String] {
    let loaded = try load()
    let expired = loaded.filter { $0.hasExpired(at: date) }
    var alerts = loaded.filter { !$0.hasExpired(at: date) }
    let waiting = alerts.indices.filter { alerts[$0].firedAt == nil }
    var latest: [String: Double] = [:]
    for index in waiting where latest[alerts[index].slug] == nil {
      let slug = alerts[index].slug
      latest[slug] = try await price(for: slug)
    }
    var lines = expired.map { "Expired \($0.id.uuidString): \($0.slug)" }
    for index in waiting {
      let alert = alerts[index]
      guard let price = latest[alert.slug], alert.fires(at: price) else { continue }
      alerts[index].firedAt = date
      lines.append(
        "Fired \(alert.id.uuidString): \(alert.slug) at \(price) "
          + "(\(alert.direction.rawValue) \(alert.price))")
    }
    if waiting.isEmpty {
      lines.append("No alerts to check.")
    } else if lines.count == expired.count {
      let noun = waiting.count == 1 ? "alert" : "alerts"
      lines.append("Checked \(waiting.count) \(noun): none fired.")
    }
    if alerts != loaded { try save(alerts) }
    return lines
  }

  /// One line of `list`: ID, slug, direction and price, and state, two spaces apart.
  private static func line(for alert: Alert) -> String {
    var state = "waiting"
    if let firedAt = alert.firedAt {
      state = "fired \(firedAt.formatted(.iso8601))"
    } else if let expiresAt = alert.expiresAt {
      state = "waiting until \(expiresAt.formatted(.iso8601))"
    }
    return [alert.id.uuidString, alert.slug, "\(alert.direction.rawValue) \(alert.price)", state]
      .joined(separator: "  ")
  }

  /// Seconds in a day of `--for`.
  private static let day: TimeInterval = 86_400

  private func load() throws(AlertsFailure) -> [Alert] {
    do { return try store.load() } catch { throw .store(error) }
  }

  private func save(_ alerts: [Alert]) throws(AlertsFailure) {
    do { try store.save(alerts) } catch { throw .store(error) }
  }

  private func price(for slug: String) async throws(AlertsFailure) -> Double {
    do { return try await prices.price(for: slug) } catch { throw .prices(error, slug: slug) }
  }
}
