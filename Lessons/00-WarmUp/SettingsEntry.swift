import Foundation

/// One `key = value` line of a settings file, with the spaces around both parts removed.
struct SettingsEntry: Equatable, Sendable {
  var key: String
  var value: String
}

extension SettingsEntry {
  /// Reads a line such as `"theme = dark"`; `nil` when the line has no `=`, no key or
  /// no value.
  init?(parsing line: String) {
    // TODO: Task 2. Split the line at its first "=", trim the spaces and tabs around
    // the key and the value, and return nil when either one is empty.
    // When you have both parts, finish with: self.init(key: key, value: value)
    return nil
  }
}
