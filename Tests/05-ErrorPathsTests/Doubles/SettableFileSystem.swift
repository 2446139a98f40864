import Foundation
import Synchronization

@testable import Lesson05ErrorPaths

/// A file system whose folders a test can change between two calls, as when the user signs
/// out of the cloud drive.
final class SettableFileSystem: FileSystemProviding {
  private let containers: Mutex<[ContainerPurpose: URL]>

  init(containers: [ContainerPurpose: URL]) {
    self.containers = Mutex(containers)
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    containers.withLock { $0[purpose] }
  }

  /// From now on, answers `url` for `purpose`; nil makes the folder missing.
  func set(_ url: URL?, for purpose: ContainerPurpose) {
    containers.withLock { $0[purpose] = url }
  }
}
