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
    guard let equals = line.firstIndex(of: "=") else { return nil }
    let key = line[..<equals].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    guard !key.isEmpty, !value.isEmpty else { return nil }
    self.init(key: key, value: value)
  }
}
