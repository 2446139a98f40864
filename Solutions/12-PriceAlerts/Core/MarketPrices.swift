/// The port that asks the market API for prices.
public protocol MarketPrices: Sendable {
  /// The market `slug`'s price now, from 0 to 1.
  func price(for slug: String) async throws(MarketPricesError) -> Double
}
