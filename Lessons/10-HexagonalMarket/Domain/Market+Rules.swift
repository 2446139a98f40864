import Foundation

extension Market {
  /// How many characters a slug may have.
  public static let slugLengths = 3...40

  /// Makes a new draft market, or throws the first rule that the name or the slug breaks.
  public static func create(id: UUID, name: String, slug: String) throws(MarketError) -> Market {
    // TODO: Task 1. Throw MarketError.blankName when the name is empty or only whitespace,
    // and keep the name without the whitespace around it.
    // TODO: Task 1. Throw MarketError.invalidSlug(slug) when isValidSlug(slug) is false.
    return Market(id: id, name: name, slug: slug, status: .draft)
  }

  /// Returns this market opened to the public, or throws when it is not a draft.
  public func published() throws(MarketError) -> Market {
    // TODO: Task 2. Throw MarketError.alreadyPublished(slug) unless this market is a draft.
    return Market(id: id, name: name, slug: slug, status: .active)
  }

  /// Whether `slug` is 3 to 40 characters of a–z, 0–9 and single hyphens, with no hyphen
  /// at either end.
  public static func isValidSlug(_ slug: String) -> Bool {
    // TODO: Task 1. Check the length, the characters and the hyphens.
    return true
  }
}
