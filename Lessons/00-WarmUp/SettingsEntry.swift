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
    // TODO: Task 2. Find the first "=" in the line; return nil when there is none.
    // TODO: Task 2. The key is the text before it, the value the text after it.
    // TODO: Task 2. Trim the spaces and tabs around both; return nil when either is empty.
    // TODO: Task 2. When you have both parts, finish with: self.init(key: key, value: value)
    return nil
  }
}
