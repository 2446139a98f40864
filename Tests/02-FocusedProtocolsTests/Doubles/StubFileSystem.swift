import Foundation

@testable import Lesson02FocusedProtocols

/// A file system that hands out fixed folders, one per purpose, and touches nothing.
struct StubFileSystem: FileSystemProviding {
  let containers: [ContainerPurpose: URL]

  init(settings: URL?, sync: URL?) {
    var containers: [ContainerPurpose: URL] = [:]
    containers[.settings] = settings
    containers[.sync] = sync
    self.containers = containers
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    containers[purpose]
  }
}
