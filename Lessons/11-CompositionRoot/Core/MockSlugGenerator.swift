// TODO: Task 3: delete this mock. It stands in for a type that has no outside dependency,
// so code that uses it is tested against the mock, not against the real slugs.

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
