import Foundation

@testable import Lesson12PriceAlertsCore

/// A command wired to doubles only: the fixed time `Harness.now`, IDs from
/// `SequentialIDs`, and the store and prices a test gives it.
struct Harness {
  /// The clock's time: 2026-11-27T09:00:00Z.
  static let now = Date(timeIntervalSince1970: 1_795_770_000)
  /// The path the failing stores name.
  static let path = "/dev/null/alerts/alerts.json"

  let store: InMemoryAlertStore
  let prices: StubMarketPrices
  let terminal = RecordingTerminal()

  init(store: InMemoryAlertStore = InMemoryAlertStore(), prices: StubMarketPrices = .init()) {
    self.store = store
    self.prices = prices
  }

  /// Runs `arguments` on a new command, and returns the exit code.
  func run(_ arguments: String...) async -> Int32 {
    let ids = SequentialIDs(first: 101)
    let command = AlertsCommand(
      store: store, prices: prices, terminal: terminal, now: { Self.now },
      makeID: { ids.next() })
    return await command.run(arguments)
  }

  /// A waiting alert with the `n`th ID, created a day before `now`.
  static func alert(
    _ n: Int, _ slug: String, _ direction: Alert.Direction, _ price: Double,
    expiresAt: Date? = nil, firedAt: Date? = nil
  ) -> Alert {
    Alert(
      id: SequentialIDs.id(n), slug: slug, direction: direction, price: price,
      createdAt: now.addingTimeInterval(-86_400), expiresAt: expiresAt, firedAt: firedAt)
  }

  /// The date `text`, in ISO 8601.
  static func date(_ text: String) -> Date {
    (try? Date(text, strategy: .iso8601)) ?? .distantPast
  }
}
