import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The real file system, through `FileManager`.
public struct DefaultFileSystem: FileSystemAccessing {
  public init() {}

  public func contents(of url: URL) throws -> Data {
    try Data(contentsOf: url)
  }

  public func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  public func fileExists(at url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

  public func isDirectory(at url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  public func entries(of url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  public func removeItem(at url: URL) throws {
    guard fileExists(at: url) else { return }
    try FileManager.default.removeItem(at: url)
  }

  public func createFolder(at url: URL) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func withExclusiveLock<T>(at url: URL, _ body: () async throws -> T) async throws -> T {
    try createFolder(at: url.deletingLastPathComponent())
    // Close-on-exec: a child that outlives the grader must not hold the lock.
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
    }
    // Closing the file releases the lock, also when `body` throws.
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) == -1 && errno == EINTR {}
    return try await body()
  }
}
