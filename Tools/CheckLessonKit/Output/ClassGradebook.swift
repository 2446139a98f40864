/// The class summary as a gradebook in CSV, for a spreadsheet: a row per learner with each
/// lesson's state and points (as Gradescope's `results.json` scores them), the total, and
/// when and from which commit the report was made.
struct ClassGradebook {
  let summary: ClassSummary

  var csv: String {
    var header = ["learner"]
    for lesson in summary.lessons {
      header += ["\(lesson.heading) status", "\(lesson.heading) points"]
    }
    var rows = [header + ["total", "date", "commit"]]
    for learner in summary.learners {
      var row = [learner.name]
      for lesson in summary.lessons {
        if let mine = learner.lessons.first(where: { $0.folder == lesson.folder })?.lesson {
          row += [mine.state.heading, String(mine.points)]
        } else {
          row += ["", ""]
        }
      }
      rows.append(row + [String(learner.points), learner.ranAt ?? "", learner.commit ?? ""])
    }
    return rows.map { $0.map(Self.field).joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// `text` as a CSV field: quoted when it holds a comma, a quote or a line break, and with
  /// a `'` before a first character that makes a spreadsheet read it as a formula.
  static func field(_ text: String) -> String {
    var text = text
    if let first = text.first, "=+-@\t\r".contains(first) { text = "'" + text }
    guard text.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else {
      return text
    }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
