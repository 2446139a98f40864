import Foundation
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Starts real child processes with `posix_spawn`, each in a session of its own.
///
/// `swift test` starts the test binary in a process group of its own, so killing the
/// child's group would leave a hung test running. A new session holds every process
/// the child starts, and ``RunningProcess/killGroup()`` kills the whole session.
///
/// A process can leave the session with `setsid`. On Linux, the grader becomes the
/// subreaper of what it starts (``Subreaper``), so such a process comes back to it once its
/// parent ends, and ``RunningProcess/endLeftovers()`` ends it too, if its environment names
/// the folder of the child's output file (a run's scratch path); elsewhere it is left.
public struct DefaultProcessRunner: ProcessRunning {
  public init() {}

  public func start(_ command: ProcessCommand) throws -> any RunningProcess {
    guard let program = command.arguments.first else { throw ProcessStartError.noProgram }
    // Close-on-exec: no child may inherit another run's output file.
    let output = open(command.outputFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard output >= 0 else { throw ProcessStartError.cannotOpen(command.outputFile.path) }
    defer { close(output) }

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
      let newSession = Int32(POSIX_SPAWN_SETSID)
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
      let newSession: Int32 = 0x80  // glibc's POSIX_SPAWN_SETSID, not exported to Swift
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, output, 2)
    #if os(Linux)
      closeOtherDescriptors(&actions)
    #endif

    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The grader ignores the signals that stop it, to clean up on its own; the child must not.
    var defaultSignals = sigset_t()
    sigemptyset(&defaultSignals)
    for signal in InterruptHandler.signals + [SIGPIPE] { sigaddset(&defaultSignals, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    var noMask = sigset_t()
    sigemptyset(&noMask)
    posix_spawnattr_setsigmask(&attributes, &noMask)
    var flags = newSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
    #if canImport(Darwin)
      // Only 0–2 reach the child, whatever other threads have open, as Foundation does.
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let arguments = command.arguments.map { strdup($0) } + [nil]
    let environment = command.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for string in arguments + environment { free(string) }
    }
    let folder = command.outputFile.deletingLastPathComponent()
    let record = folder.appending(path: "session.pid")
    endLeftoverSession(recordedIn: record)
    #if os(Linux)
      _ = Subreaper.isSet
    #endif
    let marks = Self.marks(of: command, in: folder)
    // Started and registered at once, so that a grader being stopped kills every session it
    // started, and starts none after that.
    let pid = try SessionRegistry.shared.register(marks: marks) { () throws(ProcessStartError) in
      var pid = pid_t()
      let status = posix_spawnp(&pid, program, &actions, &attributes, arguments, environment)
      guard status == 0 else {
        throw .cannotStart(program, String(cString: strerror(status)))
      }
      WaitedProcesses.shared.insert(pid)
      return pid
    }
    try? Data("\(pid)\n".utf8).write(to: record)
    return SpawnedProcess(pid: pid, record: record, marks: marks)
  }

  /// The entries of `command`'s environment that name `folder` or a path inside it, as
  /// `NAME=value`: what marks a process as one of its run's, wherever it went.
  static func marks(of command: ProcessCommand, in folder: URL) -> Set<String> {
    let path = folder.path
    return Set(
      command.environment
        .filter { $0.value == path || $0.value.hasPrefix(path.hasSuffix("/") ? path : path + "/") }
        .map { "\($0.key)=\($0.value)" })
  }

  /// Kills every session still running, and on Linux what their runs started that left
  /// them; called when the grader is interrupted.
  public static func killAll() {
    let sessions = SessionRegistry.shared.close()
    for session in sessions.keys { killSession(session) }
    #if os(Linux)
      killAdoptedProcesses(marked: sessions.values.reduce(into: []) { $0.formUnion($1) })
    #endif
  }
}

#if os(Linux)
  /// The signature of glibc's `posix_spawn_file_actions_addclosefrom_np`.
  private typealias AddCloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  /// Makes the child close every descriptor above 2: those the grader inherited, and any
  /// that another thread opened without close-on-exec. Glibc 2.34 and later have the
  /// action, but Swift does not see it; without it, the grader's own descriptors are still
  /// close-on-exec.
  private func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
    else { return }
    _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
  }
#endif

/// Why a child process could not start.
public enum ProcessStartError: Error, CustomStringConvertible {
  case noProgram
  case cannotOpen(String)
  case cannotStart(String, String)
  case stopping

  public var description: String {
    switch self {
    case .noProgram: "no program to run"
    case .cannotOpen(let path): "cannot write \(path)"
    case .cannotStart(let program, let reason): "cannot start \(program): \(reason)"
    case .stopping: "the grader is stopping"
    }
  }
}

/// A process started by ``DefaultProcessRunner``; it leads its own session.
struct SpawnedProcess: RunningProcess {
  let pid: pid_t
  /// The file that names the session while it runs, for ``endLeftoverSession(recordedIn:)``.
  var record: URL? = nil
  /// The entries of its environment that mark a process as one of its run's.
  var marks: Set<String> = []

  func waitForExit() async -> ProcessExit {
    let pid = pid
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var status: Int32 = 0
        var result = waitpid(pid, &status, 0)
        while result == -1 && errno == EINTR { result = waitpid(pid, &status, 0) }
        WaitedProcesses.shared.remove(pid)
        // The status is lost (when SIGCHLD is ignored, say): that is no success.
        guard result == pid else { return continuation.resume(returning: .exited(255)) }
        let signal = status & 0x7f
        continuation.resume(
          returning: signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal))
      }
    }
  }

  func killGroup() {
    killSession(pid)
    SessionRegistry.shared.remove(pid)
    if let record { try? FileManager.default.removeItem(at: record) }
  }

  func endLeftovers() async -> [LeftProcess] {
    #if os(Linux)
      // Once the session was killed (the run took too long), nothing in it was left.
      let left = SessionRegistry.shared.contains(pid) ? leftInSession(pid) : []
      killGroup()
      return left + (await endAdoptedProcesses(ofSession: pid, marks: marks))
    #else
      killGroup()
      return []
    #endif
  }
}

/// The sessions of the children that are still running, with the marks of their runs.
final class SessionRegistry: Sendable {
  static let shared = SessionRegistry()
  private let state = Mutex<(sessions: [pid_t: Set<String>], isClosed: Bool)>(([:], false))

  /// Starts a session with `start`, which returns its leader, and registers it with
  /// `marks`, while no other thread can close the registry; once it is closed, starts none.
  func register(marks: Set<String> = [], _ start: () throws(ProcessStartError) -> pid_t)
    throws(ProcessStartError) -> pid_t
  {
    try state.withLock { (state) throws(ProcessStartError) -> pid_t in
      guard !state.isClosed else { throw .stopping }
      let session = try start()
      state.sessions[session] = marks
      return session
    }
  }
  func remove(_ session: pid_t) { state.withLock { _ = $0.sessions.removeValue(forKey: session) } }
  func contains(_ session: pid_t) -> Bool { state.withLock { $0.sessions[session] != nil } }
  /// Closes the registry, so that no session starts any more, and returns every session
  /// still running, with its marks.
  func close() -> [pid_t: Set<String>] {
    state.withLock { state in
      state.isClosed = true
      defer { state.sessions = [:] }
      return state.sessions
    }
  }
}

/// Sends SIGKILL to every process in `session`, a few times over, 20 ms apart, to catch a
/// process that was forked while the last round ran.
func killSession(_ session: pid_t) {
  for round in 0..<4 {
    // A member that ended waits for its parent, which may be the grader, to reap it.
    #if os(Linux)
      let members = ProcessStatus.all().filter { $0.session == session && !$0.isZombie }
        .map(\.pid)
    #else
      let members = allProcessIDs().filter { $0 > 1 && getsid($0) == session }
    #endif
    if members.isEmpty { return }
    if round > 0 { usleep(20_000) }
    for member in members { kill(member, SIGKILL) }
  }
}

/// Ends the session that a grader killed with -9 left running in the folder of `record`:
/// the session it names, if one of its processes still has that folder as an argument (a
/// `swift test` run's `--scratch-path`), so that a reused process ID is never killed.
///
/// Only on Linux, where a process's arguments are in `/proc`; elsewhere the record is kept
/// but not acted on.
func endLeftoverSession(recordedIn record: URL) {
  #if os(Linux)
    guard let text = try? String(contentsOf: record, encoding: .utf8),
      let session = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), session > 1
    else { return }
    let folder = record.deletingLastPathComponent().path
    let members = allProcessIDs().filter { $0 > 1 && getsid($0) == session }
    let isLeftover = members.contains { member in
      guard let arguments = try? Data(contentsOf: URL(filePath: "/proc/\(member)/cmdline"))
      else { return false }
      return arguments.split(separator: 0).contains {
        String(decoding: $0, as: UTF8.self) == folder
      }
    }
    if isLeftover { killSession(session) }
  #endif
}

/// The IDs of every process on the machine.
private func allProcessIDs() -> [pid_t] {
  #if canImport(Darwin)
    var pids = [pid_t](repeating: 0, count: 8192)
    let count = proc_listallpids(&pids, Int32(pids.count * MemoryLayout<pid_t>.size))
    return Array(pids.prefix(max(0, Int(count))))
  #else
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { pid_t($0) }
  #endif
}
