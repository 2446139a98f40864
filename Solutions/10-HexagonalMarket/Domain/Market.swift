import Foundation

/// A market: a named place that starts as a draft and opens when it is published.
///
/// Its memberwise initializer, `init(id:name:slug:status:)`, is internal on purpose: other
/// modules make markets only with `create(id:name:slug:)` and `published()`, so they cannot
/// skip the rules. Tests reach it with `@testable import`.
public struct Market: Codable, Equatable, Identifiable, Sendable {
  /// Tells this market apart from every other one.
  public let id: UUID
  /// The name people see; never blank.
  public let name: String
  /// The unique, address-friendly name of the market, such as `fresh-fruit`.
  public let slug: String
  /// Whether the market is still a draft or already open.
  public let status: MarketStatus
}
