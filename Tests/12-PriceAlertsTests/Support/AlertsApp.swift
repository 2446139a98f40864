import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the lesson's executable, `Lesson12PriceAlertsApp` (the README's `alerts`), in a
/// temporary folder of its own, with a clean environment: `HOME` and `ALERTS_DATA` inside the
/// folder, and `ALERTS_API` pointing at a stub market server of its own.
struct AlertsApp {
  /// The temporary folder; the app runs in it.
  let folder: URL
  /// The stub market API that `ALERTS_API` points at.
  let server: StubMarketServer

  /// The home folder the app sees, `HOME`.
  var home: URL { folder.appending(path: "home") }
  /// The data folder the app is given, `ALERTS_DATA`; it does not exist until a command writes.
  var dataFolder: URL { folder.appending(path: "data") }
  /// The app's alerts, `alerts.json` in the data folder.
  var alertsFile: URL { dataFolder.appending(path: "alerts.json") }
  /// `ALERTS_API`: the stub server's base URL, such as `http://127.0.0.1:49152`.
  var api: String { server.baseURL }

  /// The most a run may take before it is killed.
  static let timeLimit: DispatchTimeInterval = .seconds(10)

  /// Makes a fresh temporary folder and a stub server answering `prices` and `answers`, runs
  /// `body` with an app that works with them, then stops the server and removes the folder.
  static func withStub(
    prices: [String: Double] = [:], answers: [String: StubAnswer] = [:],
    _ body: (AlertsApp) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "PriceAlertsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appending(path: "home"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StubMarketServer.start(prices: prices, answers: answers)
    defer { server.stop() }
    try body(AlertsApp(folder: folder, server: server))
  }

  /// Runs the app with `arguments`; `environment` adds to or replaces the clean environment,
  /// and the variables named in `unset` are left out of it.
  func run(
    _ arguments: String..., environment: [String: String] = [:], unset: [String] = []
  ) throws -> AppRun {
    try run(arguments, environment: environment, unset: unset)
  }

  /// Runs the app with `arguments`; `environment` adds to or replaces the clean environment,
  /// and the variables named in `unset` are left out of it.
  func run(
    _ arguments: [String], environment: [String: String] = [:], unset: [String] = []
  ) throws -> AppRun {
    let process = Process()
    process.executableURL = try AppExecutable.url()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = cleanEnvironment(adding: environment, unsetting: unset)

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

    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let timedOut = exited.wait(timeout: .now() + Self.timeLimit) == .timedOut
    if timedOut {
      _ = kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
    return AppRun(
      arguments: arguments,
      exitCode: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self),
      timedOut: timedOut)
  }

  /// The test process's environment without anything that would change what the app does
  /// (the app's own variables, `HOME`, proxies), plus the app's folders and the stub's URL.
  private func cleanEnvironment(
    adding extra: [String: String], unsetting names: [String]
  ) -> [String: String] {
    var variables = ProcessInfo.processInfo.environment.filter { name, _ in
      !name.hasPrefix("ALERTS_") && !name.lowercased().hasSuffix("_proxy")
    }
    variables["HOME"] = home.path
    variables["ALERTS_DATA"] = dataFolder.path
    variables["ALERTS_API"] = api
    variables.merge(extra) { _, new in new }
    for name in names { variables[name] = nil }
    return variables
  }

  // MARK: - alerts.json

  /// Writes `alerts` to `alerts.json` as a test's starting point: compact JSON, unlike the
  /// app's own pretty-printed file, so that a file the app saved again is told apart.
  func write(_ alerts: [StoredAlert]) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    try write(try encoder.encode(alerts))
  }

  /// Writes `contents` to `alerts.json`, making the data folder first.
  func write(_ contents: Data) throws {
    try FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
    try contents.write(to: alertsFile)
  }

  /// The bytes of `alerts.json`, or nil when there is no such file.
  func alertsBytes() -> Data? {
    try? Data(contentsOf: alertsFile)
  }

  /// The alerts `alerts.json` holds, decoded as the README describes them.
  func storedAlerts() throws -> [StoredAlert] {
    try StoredAlert.decode(try Data(contentsOf: alertsFile))
  }
}
