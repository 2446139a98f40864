import Foundation

/// What the grader remembers between runs: the last result of each lesson and how many
/// hints of each task the learner has seen. Kept in `.build/check-lesson/state.json`.
public struct GraderState: Sendable, Equatable, Codable {
  /// The last check of a lesson's own code, and the files it was made from.
  public struct CachedResult: Sendable, Equatable, Codable {
    public var fingerprint: String
    public var passed: Int
    public var total: Int
    public var allPassed: Bool
    public var firstUnfinishedTask: Int?
    /// In a lesson with a test-writing task, the planted bugs the learner's tests missed.
    public var uncaughtBugs: [String]?
    /// How many essential comments the reviewer made once every test passed; nil for none.
    public var essentialComments: Int?

    /// Whether every test passed and the reviewer stopped nothing.
    public var isDone: Bool { allPassed && (essentialComments ?? 0) == 0 }
  }

  /// The last result of each lesson, by folder name.
  public var results: [String: CachedResult] = [:]
  /// For each lesson folder, how many hints of each task (by number) were shown.
  public var hintsShown: [String: [String: Int]] = [:]

  public init() {}

  /// Reads the state from `url`, or starts afresh when there is none or it is unreadable.
  static func load(from url: URL, files: any FileSystemAccessing) -> GraderState {
    guard let data = try? files.contents(of: url) else { return GraderState() }
    return (try? JSONDecoder().decode(GraderState.self, from: data)) ?? GraderState()
  }

  func save(to url: URL, files: any FileSystemAccessing) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try files.write(try encoder.encode(self), to: url)
  }

  /// Keeps what `result` says of the lesson, and returns it.
  @discardableResult
  mutating func record(_ result: CheckResult, fingerprint: String) -> CachedResult {
    // Code that does not build says nothing about the tasks: keep the task the learner is on.
    let task =
      if case .didNotCompile = result.outcome {
        results[result.lesson.folder]?.firstUnfinishedTask
      } else {
        result.firstUnfinishedTask?.number
      }
    let cached = CachedResult(
      fingerprint: fingerprint, passed: result.passedCount, total: result.tests.count,
      allPassed: result.allPassed, firstUnfinishedTask: task,
      uncaughtBugs: result.learnerTests?.uncaught,
      essentialComments: result.review.count(where: \.isEssential).nonZero)
    results[result.lesson.folder] = cached
    return cached
  }
}

extension Int {
  /// The number, or nil when it is 0.
  fileprivate var nonZero: Int? { self == 0 ? nil : self }
}

extension Workshop {
  /// A fingerprint of everything a check of `lesson` depends on: its Swift files, its
  /// suite and the manifest. It changes whenever one of them does.
  func fingerprint(of lesson: Lesson, source: LessonSource, files: any FileSystemAccessing)
    -> String
  {
    var fingerprint = Fingerprint()
    let folders = [codeFolder(of: lesson, source: source)] + suiteFolders(of: lesson, files: files)
    mix(swiftFilesUnder: folders, into: &fingerprint, files: files)
    fingerprint.mix((try? files.contents(of: root.appending(path: "Package.swift"))) ?? Data())
    return fingerprint.text
  }

  /// Mixes the name, as a path in the workshop, and the contents of every Swift file under
  /// `folders` into `fingerprint`.
  func mix(
    swiftFilesUnder folders: [URL], into fingerprint: inout Fingerprint,
    files: any FileSystemAccessing
  ) {
    for folder in folders {
      // SwiftPM builds no hidden file, such as an editor's lock file: neither does this.
      for file in files.files(under: folder)
      where file.hasSuffix(".swift")
        && !file.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      {
        fingerprint.mix(
          file: folder.appending(path: file), named: relativePath(folder.appending(path: file)),
          files: files)
      }
    }
  }
}

/// A hash of files' names and contents (FNV-1a, 64 bits), to tell when any of them changed.
struct Fingerprint {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func mix(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
  }

  /// Mixes in the name and the contents of the file at `url`.
  mutating func mix(file url: URL, named name: String, files: any FileSystemAccessing) {
    mix(name.utf8)
    mix([0])
    mix((try? files.contents(of: url)) ?? Data())
    mix([0])
  }

  var text: String { String(hash, radix: 16) }
  var value: UInt64 { hash }
}
