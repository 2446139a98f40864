import Synchronization
import Testing

@testable import Lesson12PriceAlertsCore

/// Fixed answers per slug, behind a `Mutex`; it records the slugs it is asked for, and fails
/// the test when asked for a slug it has no answer for.
final class StubMarketPrices: MarketPrices {
  private let answers: [String: Result<Double, MarketPricesError>]
  private let asked = Mutex<[String]>([])

  /// Prices that answer `prices`, and throw `errors`, by slug.
  init(_ prices: [String: Double] = [:], errors: [String: MarketPricesError] = [:]) {
    answers = prices.mapValues { .success($0) }.merging(errors.mapValues { .failure($0) }) { $1 }
  }

  /// The slugs asked for, in order.
  var askedSlugs: [String] { asked.withLock { $0 } }

  func price(for slug: String) async throws(MarketPricesError) -> Double {
    asked.withLock { $0.append(slug) }
    switch answers[slug] {
    case .success(let price): return price
    case .failure(let error): throw error
    case nil:
      Issue.record("the command asked for the price of \(slug), which no test expects")
      throw .noPrice
    }
  }
}
