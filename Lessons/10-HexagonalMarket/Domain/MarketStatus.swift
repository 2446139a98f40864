/// Where a market is in its life: a draft is being prepared, an active market is open.
public enum MarketStatus: String, Codable, Sendable, CaseIterable {
  case draft
  case active
}
