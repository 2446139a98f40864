import Foundation

extension Grader {
  /// Backs up the learner's files of `lesson` to a dated folder, then restores the
  /// starter from git. Asks first unless `confirmed`.
  func reset(_ lesson: Lesson, confirmed: Bool) async throws -> Int32 {
    let folder = workshop.codeFolder(of: lesson, source: .lesson)
    let path = workshop.relativePath(folder)
    guard try await tools.git(["rev-parse", "--verify", "HEAD"]) != nil else {
      console.writeError(
        "Error: the workshop is not a git checkout (or git is missing), so there is no"
          + " committed starter to restore.\nNothing was changed. To start over, get a fresh"
          + " copy of \(path) from the workshop.\n")
      return 1
    }
    if !confirmed {
      guard console.isInputTerminal else {
        throw UsageError(
          "reset asks before it changes your files: run it in a terminal, or add --yes")
      }
      console.write(
        "Reset \(lesson.heading) to its starter? Your files are backed up first. [y/N] ")
      let answer = (console.readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        console.write("Nothing was changed.\n")
        return 1
      }
    }

    // Two resets in one second get two folders: a backup is never written over.
    let stamp = Self.stamp(now())
    var backup = workshop.root.appending(path: "Backups/\(lesson.folder)/\(stamp)")
    var copy = 1
    while files.fileExists(at: backup) {
      copy += 1
      backup = workshop.root.appending(path: "Backups/\(lesson.folder)/\(stamp)-\(copy)")
    }
    for file in files.files(under: folder) {
      try files.write(
        try files.contents(of: folder.appending(path: file)), to: backup.appending(path: file))
    }
    console.write("Backed up your files to \(workshop.relativePath(backup))\n")

    guard try await tools.git(["checkout", "HEAD", "--", path]) != nil,
      try await tools.git(["clean", "-fdq", "--", path]) != nil
    else {
      console.writeError(
        "Error: git could not restore \(path). Your files are as they were, and backed up.\n")
      return 1
    }
    // The last result was of the files that are gone: the lesson is not started now.
    try await updateState { $0.results[lesson.folder] = nil }
    console.write(
      "\(lesson.heading) is back to its starter (as last committed).\n"
        + "Check it with: swift run check-lesson \(lesson.number)\n")
    return 0
  }

  /// A date as a folder name that sorts by time, such as `2026-11-23-101500`.
  static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd-HHmmss"
    return formatter.string(from: date)
  }
}
