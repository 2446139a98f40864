extension Grader {
  /// Once a lesson passes, prints how the learner's files differ from the reference
  /// solution, to learn from; before that, says to finish it first.
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
    let (_, output) = try await tools.capture([
      "diff", "-ru", "-x", "README.md", "-x", ".*",
      workshop.codeFolder(of: lesson, source: .solution).path,
      workshop.codeFolder(of: lesson, source: .lesson).path,
    ])
    let diff = output.replacingOccurrences(of: workshop.root.path + "/", with: "")
    var lines = [style.bold("\(lesson.heading): your code against the reference solution"), ""]
    if diff.isEmpty {
      lines.append("Your files are the same as the reference solution.")
    } else {
      lines.append("Lines marked - are the solution's, lines marked + are yours.")
      lines.append("")
      for line in diff.split(separator: "\n", omittingEmptySubsequences: false)
      where !line.hasPrefix("diff ") {
        lines.append(
          line.hasPrefix("+") && !line.hasPrefix("+++")
            ? style.green(String(line))
            : line.hasPrefix("-") && !line.hasPrefix("---")
              ? style.red(String(line))
              : String(line))
      }
      lines.append("A different design that passes every test is a good answer too.")
    }
    console.write(lines.joined(separator: "\n") + "\n")
    return 0
  }
}
