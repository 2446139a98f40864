import Foundation

/// The production container provider on every platform: folders inside a base folder on local disk.
public struct LocalFileSystemProvider: FileSystemProviding {
  /// The folder that holds one subfolder per container purpose.
  public let baseDirectory: URL

  /// Uses `baseDirectory`; tests pass a temporary folder, production takes the default.
  public init(baseDirectory: URL = LocalFileSystemProvider.defaultBaseDirectory) {
    self.baseDirectory = baseDirectory
  }

  /// The app's folder inside the user's Application Support folder
  /// (`~/Library/Application Support` on macOS, `~/.local/share` on Linux).
  public static var defaultBaseDirectory: URL {
    let applicationSupport =
      FileManager.default
      .urls(for: .applicationSupportDirectory, in: .userDomainMask)
      .first ?? URL.homeDirectory.appending(path: ".local/share", directoryHint: .isDirectory)
    return applicationSupport.appending(path: "TestableSwift", directoryHint: .isDirectory)
  }

  public func containerURL(for purpose: ContainerPurpose) -> URL? {
    let folder = baseDirectory.appending(
      path: Self.folderName(for: purpose), directoryHint: .isDirectory)
    do {
      // Creating on demand keeps the initializer free of I/O, and succeeds when the folder exists.
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    } catch {
      return nil
    }
  }

  private static func folderName(for purpose: ContainerPurpose) -> String {
    switch purpose {
    case .settings: "Settings"
    case .sync: "CloudDrive"
    }
  }
}
