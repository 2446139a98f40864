import Foundation

@testable import Lesson08ActorInjection

/// Many callers calling one spy at the same time: the load under which a data race shows.
enum Hammer {
  /// How many tasks call the async port at once.
  static let tasks = 8
  /// How many threads call the synchronous port at once.
  static let threads = 2
  static let url = URL(filePath: "/virtual/hammer/settings.json")
  static let data = Data("hammer".utf8)
  /// How long a test goes on starting rounds while no count is lost. A spy that loses
  /// counts usually shows it within a tenth of a second, even on a busy machine.
  static let timeLimit = Duration.milliseconds(400)

  /// The counts after each of `callers` callers called each method `callsPerMethod` times.
  static func expectedCounts(callers: Int, callsPerMethod: Int) -> CallCounts {
    let each = callers * callsPerMethod
    return CallCounts(read: each, write: each, fileExists: each, removeItem: each)
  }

  /// Calls each method of `port` `callsPerMethod` times from each of `threads` new threads
  /// at once.
  ///
  /// Threads, not tasks: a racy spy loses counts only while two callers run at the same
  /// moment. On a busy 2-core Linux machine, new threads did that within 0.2 s in every one
  /// of 100 runs, while 8 tasks on the threads that run tasks let a racy spy pass 12 times
  /// in 100.
  static func callFromManyThreads(
    synchronous port: any FileAccessorProviding, callsPerMethod: Int
  ) async {
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      Thread {
        for _ in 0..<callsPerMethod {
          _ = try? port.read(from: url)
          try? port.write(data, to: url)
          _ = port.fileExists(at: url)
          try? port.removeItem(at: url)
        }
        group.leave()
      }.start()
    }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      group.notify(queue: .global()) { done.resume() }
    }
  }

  /// Calls each method of `port` `callsPerMethod` times from each of `tasks` tasks at once,
  /// through the async port, where every call is awaited.
  static func callFromManyTasks(
    async port: any AsyncFileAccessorProviding, callsPerMethod: Int
  ) async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          for _ in 0..<callsPerMethod {
            _ = try? await port.read(from: url)
            try? await port.write(data, to: url)
            _ = await port.fileExists(at: url)
            try? await port.removeItem(at: url)
          }
        }
      }
    }
  }
}
