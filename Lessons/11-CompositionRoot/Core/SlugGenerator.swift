// TODO: Task 3. Remove the slug protocol and its mock.

/// Makes slugs from names; a protocol, so that a mock can stand in for it.
public protocol SlugGenerating: Sendable {
  /// The slug for `name`.
  func slug(for name: String) -> String
}

/// Makes a slug from a market's name: lowercase letters and digits, words joined by hyphens.
public struct SlugGenerator: SlugGenerating, Sendable {
  public init() {}

  /// The slug for `name`, such as `fresh-fish-friday` for "Fresh Fish Friday!".
  public func slug(for name: String) -> String {
    let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
    return words.joined(separator: "-")
  }
}
