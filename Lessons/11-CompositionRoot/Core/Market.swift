import Foundation

/// A market: a named place to sell, a draft until it is published.
public struct Market: Codable, Equatable, Identifiable, Sendable {
  public var id: UUID
  public var name: String
  /// The market's name in lowercase words joined by hyphens, unique in the store.
  public var slug: String
  public var status: MarketStatus
  public var createdAt: Date

  public init(id: UUID, name: String, slug: String, status: MarketStatus, createdAt: Date) {
    self.id = id
    self.name = name
    self.slug = slug
    self.status = status
    self.createdAt = createdAt
  }
}
