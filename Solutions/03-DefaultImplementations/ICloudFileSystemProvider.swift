#if canImport(Darwin)
  import Foundation

  /// The iCloud container provider, Apple platforms only: Linux has no ubiquity-container API.
  public struct ICloudFileSystemProvider: FileSystemProviding {
    /// The iCloud container to use; nil means the first one in the app's entitlements.
    public let containerIdentifier: String?
    /// Where the local (`.settings`) container lives.
    public let local: LocalFileSystemProvider

    public init(
      containerIdentifier: String? = nil, local: LocalFileSystemProvider = LocalFileSystemProvider()
    ) {
      self.containerIdentifier = containerIdentifier
      self.local = local
    }

    public func containerURL(for purpose: ContainerPurpose) -> URL? {
      switch purpose {
      case .settings:
        return local.containerURL(for: .settings)
      case .sync:
        // Nil when the user is signed out of iCloud or the app has no iCloud entitlement.
        // Apple advises calling this off the main thread: the first call can be slow.
        return FileManager.default
          .url(forUbiquityContainerIdentifier: containerIdentifier)?
          .appending(path: "Documents", directoryHint: .isDirectory)
      }
    }
  }
#endif
