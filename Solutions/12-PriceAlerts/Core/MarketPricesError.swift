/// Why the market API gave no price.
public enum MarketPricesError: Error, Equatable {
  /// No API was given to ask.
  case notConfigured
  /// The API at `api`, as the user gave it, could not be reached.
  case unreachable(api: String)
  /// The API answered with a status other than 200.
  case answered(status: Int)
  /// The API answered 200, but with no number `price` in a JSON object.
  case noPrice
}
