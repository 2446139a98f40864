import Foundation

/// A stub: answers `containerURL(for:)` with the folders it was given, and nil for the rest.
struct StubFileSystemProvider: FileSystemProviding {
  // TODO: Keep the folders you are given.

  init(containers: [ContainerPurpose: URL]) {
    // TODO: Store `containers`.
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    // TODO: Return the folder given for `purpose`, or nil when none was given.
    nil
  }
}
