import Foundation

extension Grader {
  /// Prints the progress table: every lesson's last result, checking again the lessons
  /// whose files changed, and the lesson to do next.
  func showProgress() async throws -> Int32 {
    let state = loadState()
    var lines = [style.bold("Testable Swift: your progress"), ""]
    var next: Lesson?
    for lesson in workshop.lessons {
      let fingerprint = workshop.fingerprint(of: lesson, source: .lesson, files: files)
      var cached = state.results[lesson.folder]
      if cached?.fingerprint != fingerprint {
        // A lesson checked before has changed since: check it again, even if the changes
        // are committed. One never checked is started once git shows changes in it; without
        // git there is no way to tell, and it counts as not started.
        var changed = cached != nil
        if !changed {
          let changes = try await tools.changes(in: [
            workshop.codeFolder(of: lesson, source: .lesson), workshop.testsFolder(of: lesson),
          ])
          changed = !(changes ?? []).isEmpty
        }
        if !changed {
          cached = nil
        } else {
          cached = try await checkQuietly(lesson, source: .lesson, note: "Checking what changed in")
            .cached
        }
      }
      let status: String
      switch cached {
      case let result? where result.isDone:
        status = "\(style.pass) passed    \(result.passed) of \(result.total)"
      case let result? where result.allPassed:
        // Every test passes, but the reviewer stopped the lesson.
        status = "\(style.fail) reviewed  \(result.passed) of \(result.total)"
        next = next ?? lesson
      case let result?:
        status = "\(style.fail) failing   \(result.passed) of \(result.total)"
        next = next ?? lesson
      case nil:
        status = style.dim("· not started")
        next = next ?? lesson
      }
      lines.append(tableRow(lesson, status))
    }
    lines.append("")
    if let next {
      lines.append("Next: \(next.heading)")
      lines.append("      swift run check-lesson \(next.number)")
    } else {
      lines.append(style.green("Every lesson passes: you have finished the workshop."))
    }
    console.write(lines.joined(separator: "\n") + "\n")
    return 0
  }
}
