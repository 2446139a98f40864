import Foundation

extension Grader {
  /// What watch mode reacts to.
  enum WatchEvent: Sendable {
    /// Time to look at the lesson's files again.
    case tick
    case key(Character)
  }

  /// How often watch mode looks at the lesson's files.
  static let watchInterval: Duration = .milliseconds(100)

  /// Checks a lesson, then again each time one of its files (or its suite) changes, until
  /// the learner quits. Keys: h next hint, n next lesson once this one passes, r re-run,
  /// q quit. Without a terminal it still re-checks on every save, in plain lines.
  func watch(_ first: Lesson?) async throws -> Int32 {
    guard var lesson = first ?? nextLesson() else {
      console.write("Every lesson passes: there is nothing left to watch.\n")
      return 0
    }
    var (result, fingerprint) = try await watchCheck(lesson)

    let (events, continuation) = AsyncStream.makeStream(of: WatchEvent.self)
    let clock = checker.clock
    let ticker = Task {
      while !Task.isCancelled {
        guard (try? await clock.sleep(for: Self.watchInterval)) != nil else { break }
        continuation.yield(.tick)
      }
    }
    let keys = keyboard.keys()
    let reader = Task {
      for await key in keys { continuation.yield(.key(key)) }
    }
    defer {
      ticker.cancel()
      reader.cancel()
      continuation.finish()
    }

    for await event in events {
      switch event {
      case .tick:
        let now = workshop.fingerprint(of: lesson, source: .lesson, files: files)
        guard now != fingerprint else { continue }
        (result, fingerprint) = try await watchCheck(lesson)
      case .key("r"):
        (result, fingerprint) = try await watchCheck(lesson)
      case .key("h"):
        _ = try await showHint(for: lesson)
      case .key("n"):
        guard result.isDone, let next = workshop.lesson(after: lesson) else {
          console.write(
            result.isDone
              ? "That was the last lesson.\n" : "Pass \(lesson.heading) first, then press n.\n")
          continue
        }
        lesson = next
        (result, fingerprint) = try await watchCheck(lesson)
      case .key("q"):
        return 0
      case .key:
        continue
      }
    }
    return 0
  }

  /// The first lesson whose last result is not a pass.
  private func nextLesson() -> Lesson? {
    let results = loadState().results
    return workshop.lessons.first { results[$0.folder]?.isDone != true }
  }

  /// Checks `lesson` and shows the result under the course's progress bar; returns the
  /// result and the fingerprint of the files it was checked from.
  private func watchCheck(_ lesson: Lesson) async throws -> (CheckResult, String?) {
    if console.isTerminal { console.write("\u{1B}[2J\u{1B}[H") }
    // The progress bar and a blank line above the report, a blank line and the keys below.
    let linesAround = (isFirstBuild(of: lesson, source: .lesson) ? 1 : 0) + 4
    let (result, cached) = try await checkQuietly(
      lesson, source: .lesson, note: "Building and testing")
    console.write(progressBar() + "\n\n")
    console.write(report(result, cached: cached, linesAround: linesAround))
    let folder = workshop.relativePath(workshop.codeFolder(of: lesson, source: .lesson))
    // The time shows that a save which changed nothing in the report was checked too.
    let time = now().formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute().second())
    if console.isTerminal {
      console.write(
        "\n"
          + style.dim(
            "Checked at \(time) · watching \(folder) · h hint · n next lesson · r re-run · q quit")
          + "\n")
    } else {
      console.write(
        "\nChecked at \(time). Watching \(folder): saving a file checks it again. Ctrl-C stops.\n")
    }
    return (result, cached?.fingerprint)
  }

  /// A bar of the lessons passed so far, such as `[■■■□□□□□□□] 3 of 10 lessons passed`.
  func progressBar() -> String {
    let results = loadState().results
    let passed = workshop.lessons.count { results[$0.folder]?.isDone == true }
    let total = workshop.lessons.count
    let bar = String(repeating: "■", count: passed) + String(repeating: "□", count: total - passed)
    return "[\(style.green(bar))] \(passed) of \(total) lessons passed"
  }
}
