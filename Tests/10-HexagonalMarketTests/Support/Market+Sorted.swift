@testable import Lesson10HexagonalMarketDomain

extension [Market] {
  /// The markets ordered by slug, so that two lists compare equal whatever order they came in.
  var sortedBySlug: [Market] {
    sorted { $0.slug < $1.slug }
  }
}
