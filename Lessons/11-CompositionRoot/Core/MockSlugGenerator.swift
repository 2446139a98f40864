/// A slug generator that gives every name the same slug, for predictable debug builds.
public struct MockSlugGenerator: SlugGenerating {
  /// The slug every name gets.
  public var slug: String

  public init(slug: String = "market") {
    self.slug = slug
  }

  public func slug(for name: String) -> String {
    slug
  }
}
