import Foundation

/// A stub: answers `containerURL(for:)` with the folders it was given, and nil for the rest.
struct StubFileSystem: FileSystemProviding {
  private let containers: [ContainerPurpose: URL]

  init(containers: [ContainerPurpose: URL]) {
    self.containers = containers
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    containers[purpose]
  }
}
