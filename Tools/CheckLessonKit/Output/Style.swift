/// Colours and marks for the grader's output; plain when colour is off.
public struct Style: Sendable {
  public let usesColor: Bool

  /// Colour only on a terminal, and never when `NO_COLOR` is set (no-color.org).
  public init(isTerminal: Bool, environment: [String: String]) {
    usesColor =
      isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      && environment["TERM"] != "dumb"
  }

  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  public func bold(_ text: String) -> String { paint(text, "1") }
  public func dim(_ text: String) -> String { paint(text, "2") }
  public func green(_ text: String) -> String { paint(text, "32") }
  public func red(_ text: String) -> String { paint(text, "31") }
  public func yellow(_ text: String) -> String { paint(text, "33") }

  public var pass: String { green("✔") }
  public var fail: String { red("✘") }

  private func paint(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
