import Synchronization

@testable import Lesson12PriceAlertsCore

/// Alerts in memory, behind a `Mutex`; loads and saves throw the errors you give it.
final class InMemoryAlertStore: AlertStore {
  private struct State {
    var alerts: [Alert]
    var saveCount = 0
  }

  private let state: Mutex<State>
  private let loadError: AlertStoreError?
  private let saveError: AlertStoreError?

  /// A store that starts with `alerts`, as if an earlier run had saved them.
  init(
    _ alerts: [Alert] = [], loadError: AlertStoreError? = nil, saveError: AlertStoreError? = nil
  ) {
    state = Mutex(State(alerts: alerts))
    self.loadError = loadError
    self.saveError = saveError
  }

  /// The alerts kept now.
  var alerts: [Alert] { state.withLock { $0.alerts } }

  /// How many saves worked.
  var saveCount: Int { state.withLock { $0.saveCount } }

  func load() throws(AlertStoreError) -> [Alert] {
    if let loadError { throw loadError }
    return alerts
  }

  func save(_ alerts: [Alert]) throws(AlertStoreError) {
    if let saveError { throw saveError }
    state.withLock {
      $0.alerts = alerts
      $0.saveCount += 1
    }
  }
}
