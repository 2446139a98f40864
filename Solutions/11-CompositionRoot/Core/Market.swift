import Foundation

/// A market: a named place to sell, a draft until it is published.
///
/// Its fields are constants: code outside it makes a new market, or an active copy with
/// `published()`, and never changes one in place.
public struct Market: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public let name: String
  /// The market's name in lowercase words joined by hyphens, unique in the store.
  public let slug: String
  public let status: MarketStatus
  public let createdAt: Date

  public init(id: UUID, name: String, slug: String, status: MarketStatus, createdAt: Date) {
    self.id = id
    self.name = name
    self.slug = slug
    self.status = status
    self.createdAt = createdAt
  }

  /// Returns this market, active: the same ID, name, slug and creation time.
  public func published() -> Market {
    Market(id: id, name: name, slug: slug, status: .active, createdAt: createdAt)
  }
}
