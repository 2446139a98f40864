/// Whether a market is still being prepared or open to the public.
public enum MarketStatus: String, Codable, Sendable {
  case draft
  case active
}
