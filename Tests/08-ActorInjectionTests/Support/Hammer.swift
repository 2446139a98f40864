import Foundation

@testable import Lesson08ActorInjection

/// Many tasks calling one spy at the same time: the load under which a data race shows.
enum Hammer {
  static let tasks = 8
  static let url = URL(filePath: "/virtual/hammer/settings.json")
  static let data = Data("hammer".utf8)

  /// The counts after each of the `tasks` tasks called each method `callsPerMethod` times.
  static func expectedCounts(callsPerMethod: Int) -> CallCounts {
    let each = tasks * callsPerMethod
    return CallCounts(read: each, write: each, fileExists: each, removeItem: each)
  }

  /// Calls each method of `port` `callsPerMethod` times from each of `tasks` tasks at once.
  static func callFromManyTasks(
    synchronous port: any FileAccessorProviding, callsPerMethod: Int
  ) async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          for _ in 0..<callsPerMethod {
            _ = try? port.read(from: url)
            try? port.write(data, to: url)
            _ = port.fileExists(at: url)
            try? port.removeItem(at: url)
          }
        }
      }
    }
  }

  /// The same through the async port, where every call is awaited.
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
