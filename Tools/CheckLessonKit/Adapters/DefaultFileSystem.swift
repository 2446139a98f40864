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

  public func text(of url: URL, keepingEnds limit: Int) -> String? {
    guard let file = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? file.close() }
    guard let size = try? file.seekToEnd(), size > UInt64(2 * limit) else {
      return text(of: url)
    }
    // Only the ends are read: a flood of output costs no more than a short one.
    try? file.seek(toOffset: 0)
    let head = (try? file.read(upToCount: limit)) ?? Data()
    try? file.seek(toOffset: size - UInt64(limit))
    let tail = (try? file.read(upToCount: limit)) ?? Data()
    return cutText(head: head, tail: tail, size: Int(size))
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

  public func withExclusiveLock<T>(
    at url: URL, waiting: (Int32?) -> Void, _ body: () async throws -> T
  ) async throws -> T {
    try createFolder(at: url.deletingLastPathComponent())
    // Close-on-exec: a child that outlives the grader must not hold the lock.
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
    }
    // Closing the file releases the lock, also when `body` throws.
    defer { close(descriptor) }
    if !Self.lock(descriptor, waiting: false) {
      waiting(Self.holder(of: descriptor))
      _ = Self.lock(descriptor, waiting: true)
    }
    // Say who holds the lock, for the next process that has to wait for it.
    let pid = Array("\(getpid())\n".utf8)
    if ftruncate(descriptor, 0) == 0 { _ = pwrite(descriptor, pid, pid.count, 0) }
    return try await body()
  }

  /// Takes the lock on `descriptor`, waiting for it or not; whether this process holds it.
  private static func lock(_ descriptor: Int32, waiting: Bool) -> Bool {
    let operation = waiting ? LOCK_EX : LOCK_EX | LOCK_NB
    while flock(descriptor, operation) == -1 {
      guard errno == EINTR else { return false }
    }
    return true
  }

  /// The process ID the holder of the lock wrote into the lock file, if any.
  private static func holder(of descriptor: Int32) -> Int32? {
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = pread(descriptor, &bytes, bytes.count, 0)
    guard count > 0 else { return nil }
    let text = String(decoding: bytes.prefix(count), as: UTF8.self)
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
