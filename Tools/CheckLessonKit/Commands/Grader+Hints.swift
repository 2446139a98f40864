extension Grader {
  /// Prints one more hint of the task the learner is on: the first failing task of the
  /// last check (its last hint again once all are shown), or before any check the first
  /// task with hints not yet shown.
  func showHint(for lesson: Lesson) async throws -> Int32 {
    let hints = LessonHints(text: files.text(of: workshop.hints(of: lesson)) ?? "").tasks
      .filter { !$0.hints.isEmpty }
    guard !hints.isEmpty else {
      console.write("Lesson \(lesson.paddedNumber) has no hints.\n")
      return 0
    }
    let state = loadState()
    let last = state.results[lesson.folder]
    let fingerprint = workshop.fingerprint(of: lesson, source: .lesson, files: files)
    if let last, last.isDone {
      console.write(
        last.fingerprint == fingerprint
          ? "\(lesson.heading) passes: no hint needed.\n"
            + "See how the reference solution does it: swift run check-lesson compare \(lesson.number)\n"
          : "\(lesson.heading) passed at its last check, and your files changed since.\n"
            + "Check again to see where you are: swift run check-lesson \(lesson.number)\n")
      return 0
    }
    let shown = state.hintsShown[lesson.folder] ?? [:]
    let stuckOn = last?.firstUnfinishedTask
    // The task the last check stopped at; before any check, the first with hints left.
    let entry =
      hints.first { $0.task.number == stuckOn }
      ?? hints.first { (shown["\($0.task.number)"] ?? 0) < $0.hints.count }
      ?? hints[hints.count - 1]
    let key = "\(entry.task.number)"
    // After its hints, a test-writing task reveals the planted bugs the tests missed, one
    // at a time.
    let bugs = stuckOn == entry.task.number ? last?.uncaughtBugs ?? [] : []
    let count = min((shown[key] ?? 0) + 1, entry.hints.count + bugs.count)
    try await updateState { $0.hintsShown[lesson.folder, default: [:]][key] = count }

    var lines = [
      style.bold("\(lesson.heading), task \(entry.task.number): \(entry.task.title)"), "",
    ]
    for (index, hint) in entry.hints.prefix(count).enumerated() {
      let text = "\(index + 1). \(hint)"
      lines.append(index == count - 1 ? text : style.dim(text))
    }
    let revealed = bugs.prefix(max(0, count - entry.hints.count))
    let ownMutants = workshop.ownMutantsRule(of: lesson, files: files) != nil
    let missed =
      ownMutants ? "A mutant of your code your tests do not kill" : "A planted bug your tests miss"
    for (index, bug) in revealed.enumerated() {
      let text = "\(missed): \(bug)"
      lines.append(index == revealed.count - 1 ? text : style.dim(text))
    }
    lines.append("")
    if let last, last.fingerprint != fingerprint {
      lines.append(
        "Your files changed since the last check, so this hint follows that check."
          + " Check again with: swift run check-lesson \(lesson.number)")
    }
    if count < entry.hints.count {
      lines.append(
        "Hint \(count) of \(entry.hints.count) for this task. Ask again for the next one.")
    } else if count < entry.hints.count + bugs.count {
      lines.append(
        ownMutants
          ? "Ask again to reveal another mutant your tests do not kill."
          : "Ask again to reveal another planted bug your tests miss.")
    } else {
      lines.append("That was the last hint for this task.")
    }
    console.write(lines.joined(separator: "\n") + "\n")
    return 0
  }
}
