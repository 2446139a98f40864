import Foundation

extension Dependencies {
  /// A fixed date for tests: 14 November 2023, 22:13:20 UTC.
  static let testDate = Date(timeIntervalSince1970: 1_700_000_000)

  /// New dependencies for one test: a fixed date, IDs counting from 1, and an empty in-memory disk.
  ///
  /// Every call builds new doubles, so two tests never share a file or an ID counter.
  static func test(now: Date = testDate) -> Dependencies {
    // TODO: Task 4. Build fresh test dependencies for each test.
    Dependencies(
      now: { now },
      makeID: { sharedIDs.next() },
      fileAccessor: sharedFiles
    )
  }

  private static let sharedIDs = SequentialIDs()
  private static let sharedFiles = InMemoryFileAccessor()
}
