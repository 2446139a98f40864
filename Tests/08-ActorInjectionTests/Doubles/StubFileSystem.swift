import Foundation
import Synchronization

@testable import Lesson08ActorInjection

/// A file system that returns the folders it was given, and nil for any purpose it was not
/// given or that a test has since removed.
final class StubFileSystem: FileSystemProviding {
  private let containers: Mutex<[ContainerPurpose: URL]>

  init(containers: [ContainerPurpose: URL]) {
    self.containers = Mutex(containers)
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    containers.withLock { $0[purpose] }
  }

  /// Makes the folder for `purpose` unavailable from now on, as signing out of iCloud does.
  func remove(_ purpose: ContainerPurpose) {
    containers.withLock { $0[purpose] = nil }
  }
}
