import Foundation

/// Finds the folder to use for each purpose.
public protocol FileSystemProviding: Sendable {
  /// The folder for a purpose, or nil when it is unavailable (iCloud signed out).
  func containerURL(for purpose: ContainerPurpose) -> URL?
}
