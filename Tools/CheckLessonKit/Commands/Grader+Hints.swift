extension Grader {
  /// Prints one more hint of the task the learner is on: the first failing task of the
  /// last check, or else the first task with hints not yet shown.
  func showHint(for lesson: Lesson) throws -> Int32 {
    let readme = Readme(text: files.text(of: workshop.readme(of: lesson)) ?? "")
    let hints = readme.hints.filter { !$0.hints.isEmpty }
    guard !hints.isEmpty else {
      console.write("Lesson \(lesson.paddedNumber) has no hints.\n")
      return 0
    }
    var state = loadState()
    var shown = state.hintsShown[lesson.folder] ?? [:]
    let stuckOn = state.results[lesson.folder]?.firstUnfinishedTask
    let entry =
      hints.first {
        $0.task.number == stuckOn && (shown["\($0.task.number)"] ?? 0) < $0.hints.count
      }
      ?? hints.first { (shown["\($0.task.number)"] ?? 0) < $0.hints.count }
      ?? hints.first { $0.task.number == stuckOn } ?? hints[0]
    let key = "\(entry.task.number)"
    let count = min((shown[key] ?? 0) + 1, entry.hints.count)
    shown[key] = count
    state.hintsShown[lesson.folder] = shown
    try state.save(to: stateFile, files: files)

    var lines = [
      style.bold("\(lesson.heading), task \(entry.task.number): \(entry.task.title)"), "",
    ]
    for (index, hint) in entry.hints.prefix(count).enumerated() {
      let text = "\(index + 1). \(hint)"
      lines.append(index == count - 1 ? text : style.dim(text))
    }
    lines.append("")
    if count < entry.hints.count {
      lines.append(
        "Hint \(count) of \(entry.hints.count) for this task. Ask again for the next one.")
    } else {
      lines.append("That was the last hint for this task.")
    }
    console.write(lines.joined(separator: "\n") + "\n")
    return 0
  }
}
