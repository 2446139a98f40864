import Foundation

@testable import Lesson10HexagonalMarketDomain

/// Markets for the tests, built with the internal initializer so that they do not depend on
/// the rules you write in tasks 1 and 2.
enum Fixtures {
  /// A market with this slug, a name made from it unless you give one, and a fresh ID unless
  /// you give one.
  static func market(
    _ slug: String, status: MarketStatus = .draft, id: UUID = UUID(), name: String? = nil
  ) -> Market {
    Market(id: id, name: name ?? "Market \(slug)", slug: slug, status: status)
  }
}
