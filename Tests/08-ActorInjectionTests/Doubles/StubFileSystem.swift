import Foundation

@testable import Lesson08ActorInjection

/// A file system that returns fixed folders, and nil for any purpose it was not given.
struct StubFileSystem: FileSystemProviding {
  let containers: [ContainerPurpose: URL]

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    containers[purpose]
  }
}
