import Foundation

/// The workshop checkout: its root folder and the lessons in it.
public struct Workshop: Sendable {
  public let root: URL
  public let lessons: [Lesson]

  /// Reads the lessons under `root/Lessons`.
  public init(root: URL, files: any FileSystemAccessing) {
    self.root = root
    self.lessons = files.entries(of: root.appending(path: "Lessons")).compactMap { folder in
      guard let number = Lesson.number(ofFolder: folder) else { return nil }
      let readme = root.appending(path: "Lessons/\(folder)/README.md")
      let title = files.text(of: readme).flatMap(Self.title(ofReadme:)) ?? folder
      return Lesson(number: number, folder: folder, title: title)
    }
  }

  /// Finds the workshop that contains `directory`: the nearest folder upwards that has
  /// both `Package.swift` and `Lessons/`.
  public static func root(containing directory: URL, files: any FileSystemAccessing) -> URL? {
    var candidate = directory.standardizedFileURL
    // Going up from a relative path never ends: `..`, `../..`, and so on.
    guard candidate.path.hasPrefix("/") else { return nil }
    while true {
      if files.fileExists(at: candidate.appending(path: "Package.swift"))
        && files.isDirectory(at: candidate.appending(path: "Lessons"))
      {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
  }

  /// The lesson a learner named: `3`, `03`, `03-DefaultImplementations`, or a path
  /// in the folder, such as `Lessons/03-DefaultImplementations/` or
  /// `Lessons/08-ActorInjection/App` (an editor's folder of the open file).
  public func lesson(named argument: String) -> Lesson? {
    let parts = argument.split(whereSeparator: { $0 == "/" || $0 == "\\" }).map(String.init)
    let trimmed = parts.last ?? argument
    if let number = Int(trimmed), trimmed.count <= 2 {
      return lessons.first { $0.number == number }
    }
    for part in parts.reversed() {
      if let lesson = lessons.first(where: { $0.folder == part }) { return lesson }
    }
    return nil
  }

  /// The lesson after `lesson`, if there is one.
  public func lesson(after lesson: Lesson) -> Lesson? {
    lessons.first { $0.number > lesson.number }
  }

  /// The folder that holds `lesson`'s code for `source`.
  public func codeFolder(of lesson: Lesson, source: LessonSource) -> URL {
    root.appending(path: "\(source == .lesson ? "Lessons" : "Solutions")/\(lesson.folder)")
  }

  /// The folder of `lesson`'s suite.
  public func testsFolder(of lesson: Lesson) -> URL {
    root.appending(path: "Tests/\(lesson.folder)Tests")
  }

  /// The folders of `lesson`'s suite: its own, and `Tests/SuiteSupport` when it reads the
  /// lesson's code through it.
  public func suiteFolders(of lesson: Lesson, files: any FileSystemAccessing) -> [URL] {
    let suite = testsFolder(of: lesson)
    let support = root.appending(path: "Tests/SuiteSupport")
    let usesSupport = files.files(under: suite).contains { path in
      path.hasSuffix(".swift")
        && (files.text(of: suite.appending(path: path))?.contains("import SuiteSupport") ?? false)
    }
    return usesSupport ? [suite, support] : [suite]
  }

  /// The README of `lesson`.
  public func readme(of lesson: Lesson) -> URL {
    root.appending(path: "Lessons/\(lesson.folder)/README.md")
  }

  /// The hints of `lesson`, kept out of its README: `Tests/Hints/NN-Name.md`.
  public func hints(of lesson: Lesson) -> URL {
    root.appending(path: "Tests/Hints/\(lesson.folder).md")
  }

  /// The folder where the grader keeps its builds, results and hint progress.
  public var stateFolder: URL { root.appending(path: ".build/check-lesson") }

  /// `url` relative to the workshop root, for printing.
  public func relativePath(_ url: URL) -> String {
    relativePath(url.standardizedFileURL.path)
  }

  /// `path` relative to the workshop root, for printing.
  public func relativePath(_ path: String) -> String {
    let prefix = root.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The title in a README's first line, `# Lesson 03: Default implementations`.
  static func title(ofReadme text: String) -> String? {
    guard let first = text.split(separator: "\n").first, first.hasPrefix("# ") else { return nil }
    let heading = first.dropFirst(2)
    guard let colon = heading.firstIndex(of: ":") else { return String(heading) }
    return heading[heading.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }
}
