import Foundation
import Synchronization

@testable import Lesson08ActorInjection

/// Many callers calling one spy at the same time: the load under which a data race shows.
enum Hammer {
  /// How many tasks call the async port at once.
  static let tasks = 8
  /// How many threads call the synchronous port at once.
  static let threads = 4
  static let url = URL(filePath: "/dev/null/virtual/hammer/settings.json")
  static let data = Data("hammer".utf8)
  /// How long the threads, or the tasks, go on calling.
  static let timeLimit = Duration.milliseconds(400)

  /// Calls each method of `port` from each of `threads` new threads at once, again and
  /// again for `timeLimit`, and returns how many times each method was called in all.
  ///
  /// Threads, not tasks, and for a set time, not a set number of calls: a racy spy loses a
  /// count only when one caller runs, or is paused, in the middle of another's count.
  /// Threads that call for 0.4 s overlap whether they run on two cores at once or take
  /// turns on one core of a busy machine, where a short burst of calls can end before the
  /// next thread starts.
  static func callFromManyThreads(synchronous port: any FileAccessorProviding) async -> Int {
    let calls = Tally()
    let group = DispatchGroup()
    // Every thread waits for `go` until all have started, so that none can make all its
    // calls before the next one starts.
    let go = DispatchSemaphore(value: 0)
    for _ in 0..<threads {
      group.enter()
      Thread {
        go.wait()
        let deadline = ContinuousClock.now + timeLimit
        var made = 0
        while ContinuousClock.now < deadline {
          // Many calls between two looks at the clock: the more of its time a thread
          // spends counting, the likelier a pause falls in the middle of a count.
          for _ in 0..<100 {
            _ = try? port.read(from: url)
            try? port.write(data, to: url)
            _ = port.fileExists(at: url)
            try? port.removeItem(at: url)
          }
          made += 100
        }
        calls.add(made)
        group.leave()
      }.start()
    }
    for _ in 0..<threads {
      go.signal()
    }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      group.notify(queue: .global()) { done.resume() }
    }
    return calls.total
  }

  /// Calls each method of `port` from each of `tasks` tasks at once, through the async
  /// port, where every call is awaited, again and again for `timeLimit`; returns how many
  /// times each method was called in all.
  ///
  /// For a set time, as the threads do: a spy whose methods escape the actor's isolation
  /// races only while two tasks run at the same moment.
  static func callFromManyTasks(async port: any AsyncFileAccessorProviding) async -> Int {
    let deadline = ContinuousClock.now + timeLimit
    return await withTaskGroup(of: Int.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          var made = 0
          while ContinuousClock.now < deadline {
            for _ in 0..<100 {
              _ = try? await port.read(from: url)
              try? await port.write(data, to: url)
              _ = await port.fileExists(at: url)
              try? await port.removeItem(at: url)
            }
            made += 100
          }
          return made
        }
      }
      return await group.reduce(0, +)
    }
  }
}

/// A sum that many threads add to.
private final class Tally: Sendable {
  private let sum = Mutex(0)

  var total: Int { sum.withLock { $0 } }

  func add(_ count: Int) {
    sum.withLock { $0 += count }
  }
}
