import Foundation
import Synchronization

@testable import Lesson02FocusedProtocols

/// A file system whose folders a test changes between calls, as when the user signs out of
/// the cloud drive.
final class SettableFileSystem: FileSystemProviding {
  private let containers: Mutex<[ContainerPurpose: URL]>

  init(settings: URL?, sync: URL?) {
    var containers: [ContainerPurpose: URL] = [:]
    containers[.settings] = settings
    containers[.sync] = sync
    self.containers = Mutex(containers)
  }

  /// Makes `containerURL(for: purpose)` return `url` from now on.
  func set(_ url: URL?, for purpose: ContainerPurpose) {
    containers.withLock { $0[purpose] = url }
  }

  func containerURL(for purpose: ContainerPurpose) -> URL? {
    containers.withLock { $0[purpose] }
  }
}
