import Foundation

@testable import Lesson08ActorInjection

/// A spy that is an actor: it records every call on the async port, and answers as if every
/// file held `contents` (or as if no file existed, when `contents` is nil).
actor RecordingFileAccessor: AsyncFileAccessorProviding {
  /// One call made on the spy, with the path it was made for.
  enum Call: Equatable, Sendable {
    case read(String)
    case write(String)
    case fileExists(String)
    case removeItem(String)
  }

  /// The calls made so far, oldest first.
  private(set) var calls: [Call] = []

  private let contents: Data?

  init(contents: Data?) {
    self.contents = contents
  }

  func read(from url: URL) throws -> Data {
    calls.append(.read(Self.path(of: url)))
    guard let contents else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return contents
  }

  func write(_ data: Data, to url: URL) {
    calls.append(.write(Self.path(of: url)))
  }

  func fileExists(at url: URL) -> Bool {
    calls.append(.fileExists(Self.path(of: url)))
    return contents != nil
  }

  func removeItem(at url: URL) {
    calls.append(.removeItem(Self.path(of: url)))
  }

  /// The path a call is recorded under, the same however the URL was built.
  static func path(of url: URL) -> String {
    url.standardizedFileURL.path(percentEncoded: false)
  }
}
