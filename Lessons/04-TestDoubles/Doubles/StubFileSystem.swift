import Foundation

/// A stub: answers `containerURL(for:)` with the folders it was given, and nil for the rest.
struct StubFileSystem: FileSystemProviding {
  // TODO: Task 1. Keep the folders the test gives the stub.

  init(containers: [ContainerPurpose: URL]) {
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    // TODO: Task 1. Answer with the folder given for this purpose, or nil when none was.
    nil
  }
}
