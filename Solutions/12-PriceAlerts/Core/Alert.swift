import Foundation

/// A price alert: it fires once, when a market's price reaches the level you chose.
public struct Alert: Codable, Equatable, Sendable {
  /// Which side of its price the market must reach for the alert to fire.
  public enum Direction: String, Codable, Sendable {
    case above
    case below
  }

  public let id: UUID
  public let slug: String
  public let direction: Direction
  public let price: Double
  public let createdAt: Date
  /// When a waiting alert stops waiting and is removed, or nil for never.
  public let expiresAt: Date?
  /// When the alert fired, or nil while it is waiting.
  public var firedAt: Date?

  /// An alert on the market `slug`, created at `createdAt`.
  public init(
    id: UUID, slug: String, direction: Direction, price: Double, createdAt: Date,
    expiresAt: Date? = nil, firedAt: Date? = nil
  ) {
    self.id = id
    self.slug = slug
    self.direction = direction
    self.price = price
    self.createdAt = createdAt
    self.expiresAt = expiresAt
    self.firedAt = firedAt
  }

  /// Whether the market price `marketPrice` sets this alert off.
  public func fires(at marketPrice: Double) -> Bool {
    switch direction {
    case .above: marketPrice >= price
    case .below: marketPrice <= price
    }
  }

  /// Whether the alert is still waiting at `date` but its time is up.
  public func hasExpired(at date: Date) -> Bool {
    guard firedAt == nil, let expiresAt else { return false }
    return expiresAt <= date
  }
}
