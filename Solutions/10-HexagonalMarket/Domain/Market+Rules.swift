import Foundation

extension Market {
  /// How many characters a slug may have.
  public static let slugLengths = 3...40

  /// Makes a new draft market, or throws the first rule that the name or the slug breaks.
  public static func create(id: UUID, name: String, slug: String) throws(MarketError) -> Market {
    let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmedName.isEmpty else {
      throw .blankName
    }
    guard isValidSlug(slug) else {
      throw .invalidSlug(slug)
    }
    return Market(id: id, name: trimmedName, slug: slug, status: .draft)
  }

  /// Returns this market opened to the public, or throws when it is not a draft.
  public func published() throws(MarketError) -> Market {
    guard status == .draft else {
      throw .alreadyPublished(slug)
    }
    return Market(id: id, name: name, slug: slug, status: .active)
  }

  /// Whether `slug` is 3 to 40 characters of a–z, 0–9 and single hyphens, with no hyphen
  /// at either end.
  public static func isValidSlug(_ slug: String) -> Bool {
    guard slugLengths.contains(slug.count) else {
      return false
    }
    guard slug.first != "-", slug.last != "-", !slug.contains("--") else {
      return false
    }
    return slug.allSatisfy { character in
      character == "-" || (character.isASCII && (character.isLowercase || character.isNumber))
    }
  }
}
