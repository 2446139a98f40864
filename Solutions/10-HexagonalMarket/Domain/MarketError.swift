/// A market rule that a request broke, in the words of the domain.
public enum MarketError: Error, Equatable, Sendable {
  /// The name is empty, or only whitespace.
  case blankName
  /// The slug breaks the slug rules; it carries the slug as it was given.
  case invalidSlug(String)
  /// Another market already has this slug.
  case slugTaken(String)
  /// The market with this slug is not a draft, so it cannot be published.
  case alreadyPublished(String)
  /// No market has this slug.
  case notFound(String)
}
