import Foundation

extension Grader {
  /// Once a lesson's tests pass, prints how the learner's code differs from the reference
  /// solution, to learn from, with the reviewer's comments; before that, says to finish it
  /// first.
  func compare(_ lesson: Lesson) async throws -> Int32 {
    let fingerprint = workshop.fingerprint(of: lesson, source: .lesson, files: files)
    let cached = loadState().results[lesson.folder]
    var passed = cached?.fingerprint == fingerprint && cached?.allPassed == true
    if !passed {
      passed = try await checkQuietly(lesson, source: .lesson, note: "Checking").result.allPassed
    }
    guard passed else {
      console.write(
        "Finish \(lesson.heading) first: compare shows the reference solution once your own"
          + " code passes.\nCheck it with: swift run check-lesson \(lesson.number)\n")
      return 1
    }
    let learner = comparedFiles(in: workshop.codeFolder(of: lesson, source: .lesson))
    let comparison = CodeComparison(
      reference: comparedFiles(in: workshop.codeFolder(of: lesson, source: .solution)),
      learner: learner,
      review: Reviewer.review(learner, lesson: lesson.number, rules: reviewRules),
      folder: workshop.relativePath(workshop.codeFolder(of: lesson, source: .lesson)),
      command: "swift run check-lesson \(lesson.number)", style: style)
    let lines =
      [style.bold("\(lesson.heading): your code against the reference solution"), ""]
      + comparison.lines
    console.write(lines.joined(separator: "\n") + "\n")
    return 0
  }

  /// The files of `folder` that compare shows, by path relative to it: all but the README
  /// and hidden files.
  private func comparedFiles(in folder: URL) -> [String: String] {
    var code: [String: String] = [:]
    for path in files.files(under: folder)
    where path != "README.md" && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
    {
      code[path] = files.text(of: folder.appending(path: path))
    }
    return code
  }
}
