/// What can go wrong with markets, in the app's own terms.
public enum MarketError: Error, Equatable, Sendable {
  /// The name has no letter or digit to make a slug from.
  case invalidName
  /// Another market already has this slug.
  case slugTaken(String)
  /// No market has this slug.
  case notFound(String)
  /// The market with this slug is active already.
  case alreadyPublished(String)
  /// The store could not be read or written.
  case storeUnavailable
}
