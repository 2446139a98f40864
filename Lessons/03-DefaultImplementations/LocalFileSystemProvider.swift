import Foundation

/// The production container provider on every platform: folders inside a base folder on local disk.
public struct LocalFileSystemProvider: FileSystemProviding {
  /// The folder that holds one subfolder per container purpose.
  public let baseDirectory: URL

  /// Uses `baseDirectory`; tests pass a temporary folder, production takes the default.
  public init(baseDirectory: URL = LocalFileSystemProvider.defaultBaseDirectory) {
    self.baseDirectory = baseDirectory
  }

  /// The app's folder inside the user's Application Support folder.
  public static var defaultBaseDirectory: URL {
    // TODO: Task 2. Use a "TestableSwift" folder inside the user's Application Support folder.
    // The temporary folder is emptied by the system: settings kept there get lost.
    FileManager.default.temporaryDirectory.appending(
      path: "TestableSwift", directoryHint: .isDirectory)
  }

  public func containerURL(for purpose: ContainerPurpose) -> URL? {
    // TODO: Task 2. Return a different folder inside `baseDirectory` for each purpose,
    // creating it when it is missing; return nil when it cannot be created.
    nil
  }
}
