/// The table `all` prints for people: each lesson of a report, whether it passes, and how
/// many of its tests do.
struct AllTable {
  let report: ClassReport
  let style: Style
  /// Whether the report was read from a file, made by an earlier run.
  var isSaved = false

  var text: String {
    let width = report.lessons.map(\.title.count).max() ?? 0
    let heading =
      isSaved
      ? "Every lesson, as checked \(report.ranAt.map { "at \($0)" } ?? "before")"
      : "Every lesson, checked now"
    var lines = [style.bold(heading), ""]
    for lesson in report.lessons {
      let passed = lesson.status == "passed"
      let mark = passed ? "\(style.pass) passed " : "\(style.fail) failing"
      let stopped = lesson.essentialReview.count
      let counts =
        lesson.status == "didNotCompile"
        ? "does not compile"
        : "\(lesson.passed) of \(lesson.total)"
          + (stopped == 0 ? "" : ", \(stopped) reviewer's comment\(stopped == 1 ? "" : "s")")
      let title = lesson.title.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append("  \(Lesson.padded(lesson.number))  \(title)  \(mark)  \(counts)")
    }
    let passed = report.lessons.count { $0.status == "passed" }
    lines += ["", "\(passed) of \(report.lessons.count) lessons passing."]
    return lines.joined(separator: "\n") + "\n"
  }
}
