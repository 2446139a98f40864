/// Makes a slug from a market's name: lowercase letters and digits, words joined by hyphens.
public struct SlugGenerator: Sendable {
  public init() {}

  /// The slug for `name`, such as `fresh-fish-friday` for "Fresh Fish Friday!".
  public func slug(for name: String) -> String {
    let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
    return words.joined(separator: "-")
  }
}
