import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live market API: `GET <api>/markets/<slug>` over HTTP.
public struct LiveMarketPrices: MarketPrices {
  /// The base URL as the user gave it, or nil when none was.
  public let api: String?

  public init(api: String?) {
    self.api = api
  }

  public func price(for slug: String) async throws(MarketPricesError) -> Double {
    guard let api, !api.isEmpty else { throw .notConfigured }
    let base = api.hasSuffix("/") ? String(api.dropLast()) : api
    guard let url = URL(string: "\(base)/markets/\(slug)") else {
      throw .unreachable(api: api)
    }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await URLSession.shared.data(from: url)
    } catch {
      throw .unreachable(api: api)
    }
    guard let status = (response as? HTTPURLResponse)?.statusCode else {
      throw .unreachable(api: api)
    }
    guard status == 200 else { throw .answered(status: status) }
    guard let quote = try? JSONDecoder().decode(Quote.self, from: data) else {
      throw .noPrice
    }
    return quote.price
  }

  /// The part of the API's answer that is read.
  private struct Quote: Decodable {
    let price: Double
  }
}
