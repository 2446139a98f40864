import Foundation

/// Runs the lesson's executable, `Lesson11CompositionRootApp`, in a temporary folder of its
/// own, with a clean environment: no `MARKET_STORE` unless a test sets one, and `HOME` inside
/// the temporary folder.
struct MarketsApp {
  /// The temporary folder; the app runs in it.
  let folder: URL

  /// The store most tests pass with `--store`.
  var storeURL: URL { folder.appending(path: "markets.json") }

  /// A store file that cannot be written: its name is too long for any file system.
  var unwritableStoreURL: URL {
    folder.appending(path: String(repeating: "m", count: 300) + ".json")
  }

  /// Makes a fresh temporary folder, runs `body` with an app that works in it, and removes
  /// the folder afterwards.
  static func withTemporaryFolder(_ body: (MarketsApp) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "CompositionRootTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appending(path: "home"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(MarketsApp(folder: folder))
  }

  /// Runs the app with `--store <storeURL>` followed by `arguments`.
  func runWithStore(_ arguments: String...) throws -> AppRun {
    try runWithStore(arguments)
  }

  /// Runs the app with `--store <storeURL>` followed by `arguments`.
  func runWithStore(_ arguments: [String]) throws -> AppRun {
    try run(["--store", storeURL.path] + arguments)
  }

  /// Runs the app with exactly `arguments`, and `environment` added to a clean environment.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> AppRun {
    let process = Process()
    process.executableURL = try AppExecutable.url()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var variables = ProcessInfo.processInfo.environment
    variables["MARKET_STORE"] = nil
    variables["HOME"] = folder.appending(path: "home").path
    variables.merge(environment) { _, new in new }
    process.environment = variables

    // Files, not pipes: a pipe that fills up would block the app, and the test with it.
    let run = UUID().uuidString
    let outputURL = folder.appending(path: "\(run).out")
    let errorsURL = folder.appending(path: "\(run).err")
    try Data().write(to: outputURL)
    try Data().write(to: errorsURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorsURL)
    defer {
      try? output.close()
      try? errors.close()
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorsURL)
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors

    try process.run()
    process.waitUntilExit()
    return AppRun(
      exitCode: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
  }
}
