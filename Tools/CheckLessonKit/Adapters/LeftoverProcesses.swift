import Foundation
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The children that ``DefaultProcessRunner`` started and still waits for: no one else may
/// reap them, or their exit status is lost.
final class WaitedProcesses: Sendable {
  static let shared = WaitedProcesses()
  private let pids = Mutex<Set<pid_t>>([])

  func insert(_ pid: pid_t) { pids.withLock { _ = $0.insert(pid) } }
  func remove(_ pid: pid_t) { pids.withLock { _ = $0.remove(pid) } }
  func contains(_ pid: pid_t) -> Bool { pids.withLock { $0.contains(pid) } }
}

#if os(Linux)
  /// Makes the grader the subreaper of the processes it starts: a process whose parent ends
  /// becomes the grader's child, not init's, even one that left its session with `setsid`.
  ///
  /// Set once, the first time ``DefaultProcessRunner`` starts a process; a grader that
  /// cannot be one (a kernel before 3.4) ends its runs' sessions all the same.
  enum Subreaper {
    /// Whether the grader is a subreaper.
    static let isSet: Bool = {
      // `prctl` is variadic, so Swift does not import it; Linux passes variadic arguments as
      // others, and every one here is a machine word.
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return false }
      let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, not exported to Swift
      return unsafeBitCast(symbol, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0) == 0
    }()
  }

  /// What `/proc/<pid>/stat` says of a process.
  struct ProcessStatus {
    let pid: pid_t
    let parent: pid_t
    let session: pid_t
    /// Whether the process has ended and waits for its parent to reap it.
    let isZombie: Bool

    /// The status of `pid`, or nil once it is gone.
    init?(of pid: pid_t) {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { return nil }
      // After the command's name in brackets: state, parent, process group, session, ….
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      guard fields.count > 3, let parent = pid_t(fields[1]), let session = pid_t(fields[3])
      else { return nil }
      self.pid = pid
      self.parent = parent
      self.session = session
      isZombie = fields[0] == "Z" || fields[0] == "X"
    }

    /// The status of every process on the machine.
    static func all() -> [ProcessStatus] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return names.compactMap { pid_t($0).flatMap { ProcessStatus(of: $0) } }
    }
  }

  /// The entries of `/proc/<pid>/<file>`, which separates them with NUL bytes.
  private func entries(of pid: pid_t, in file: String) -> [String] {
    guard let data = try? Data(contentsOf: URL(filePath: "/proc/\(pid)/\(file)")) else {
      return []
    }
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The command line of `pid`, as `ps` shows it, cut to 80 characters.
  func commandLine(of pid: pid_t) -> String {
    let line = entries(of: pid, in: "cmdline").joined(separator: " ")
    return line.count > 80 ? "\(line.prefix(79))…" : line
  }

  /// The processes of the run whose session is `session` that are still running, apart
  /// from the run's own process and its children: those the tests started and left.
  func leftInSession(_ session: pid_t) -> [LeftProcess] {
    ProcessStatus.all()
      .filter {
        $0.session == session && !$0.isZombie && $0.pid != session && $0.parent != session
      }
      .map { LeftProcess(pid: $0.pid, command: commandLine(of: $0.pid)) }
  }

  /// Ends what the run whose session is `session` left among the grader's children, once the
  /// session has been killed, and reaps each of them: the members of the session, and the
  /// processes whose environment holds one of `marks`, its entries that name its scratch
  /// path, with the sessions they lead. Returns the latter, those that left the session,
  /// while they still ran.
  ///
  /// Only those are the run's: other runs at once in this grader have other scratch paths,
  /// and a child that another part of the grader started and waits for (a `Process` in a
  /// test) is no orphan of a run. Each is reaped by its own process ID, never with
  /// `waitpid(-1)`, which could take the exit status of a child someone else waits for.
  func endAdoptedProcesses(ofSession session: pid_t, marks: Set<String>) async -> [LeftProcess] {
    let grader = getpid()
    var left: [LeftProcess] = []
    var killed: Set<pid_t> = []
    var sessions: Set<pid_t> = [session]
    // A round after each kill and each reap, since the children of a process that ends
    // become the grader's; at most about a second.
    for round in 0..<50 {
      if round > 0 { try? await Task.sleep(for: .milliseconds(20)) }
      let all = ProcessStatus.all()
      let sessionOf = Dictionary(all.map { ($0.pid, $0.session) }) { first, _ in first }
      var unfinished = false
      for process in all where process.pid != session {
        let isRuns = sessions.contains(process.session) || killed.contains(process.pid)
        guard process.parent == grader, !WaitedProcesses.shared.contains(process.pid) else {
          // Another member's child: it ends, or comes to the grader once its parent ends.
          guard isRuns else { continue }
          if !process.isZombie {
            kill(process.pid, SIGKILL)
            unfinished = true
          } else if let parents = sessionOf[process.parent], sessions.contains(parents) {
            unfinished = true
          }
          continue
        }
        if process.isZombie {
          if isRuns {
            var status: Int32 = 0
            _ = waitpid(process.pid, &status, WNOHANG)
            unfinished = true
          }
          continue
        }
        if !isRuns {
          guard !marks.isEmpty,
            entries(of: process.pid, in: "environ").contains(where: marks.contains)
          else { continue }
          left.append(LeftProcess(pid: process.pid, command: commandLine(of: process.pid)))
          killed.insert(process.pid)
          // A process that left with `setsid` leads a session that holds what it started.
          if process.session == process.pid { sessions.insert(process.pid) }
        }
        kill(process.pid, SIGKILL)
        unfinished = true
      }
      if !unfinished { break }
    }
    return left
  }

  /// Kills, at once and without waiting, the grader's children whose environment holds one
  /// of `marks` and the sessions they lead: what runs left, when the grader is stopped.
  func killAdoptedProcesses(marked marks: Set<String>) {
    guard !marks.isEmpty else { return }
    let grader = getpid()
    for process in ProcessStatus.all()
    where process.parent == grader && !process.isZombie
      && !WaitedProcesses.shared.contains(process.pid)
      && entries(of: process.pid, in: "environ").contains(where: marks.contains)
    {
      if process.session == process.pid { killSession(process.pid) }
      kill(process.pid, SIGKILL)
    }
  }
#endif
