/// The port that keeps the alerts between runs.
public protocol AlertStore: Sendable {
  /// Every alert, in the order they were added; none when nothing was saved yet.
  func load() throws(AlertStoreError) -> [Alert]

  /// Replaces every alert kept with `alerts`.
  func save(_ alerts: [Alert]) throws(AlertStoreError)
}
