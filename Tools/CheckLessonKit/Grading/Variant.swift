import Foundation

/// Another version of a lesson's reference solution, kept to prove its suite: a wheat is
/// correct and must pass every test, a chaff holds one plausible mistake and must fail one.
///
/// Each is a patch of the reference in `Tests/Variants/NN-Name/wheats/` or `…/chaffs/`,
/// whose first line describes it.
struct Variant: Sendable, Equatable {
  enum Kind: String, Sendable, CaseIterable {
    case wheat, chaff

    /// The folder of a lesson's variants that holds this kind.
    var folder: String { "\(rawValue)s" }
  }

  var kind: Kind
  /// The file's name without `.patch`, such as `records-date-before-write`.
  var name: String
  /// The path of the patch, relative to the workshop.
  var path: String
  /// The patch, or why it cannot be read.
  var patch: Result<Patch, Patch.Problem>

  /// The misconception of a chaff, or the style of a wheat: the patch's first line.
  var description: String {
    (try? patch.get().summary).flatMap { $0.isEmpty ? nil : $0 } ?? name
  }

  /// The lesson's reference files with this variant's change, by path relative to the
  /// lesson's folder.
  func files(from reference: [String: String]) throws(Patch.Problem) -> [String: String] {
    try patch.get().applied(to: reference)
  }
}

extension Workshop {
  /// The folder, in a lesson's folder, that holds the tests the learner writes.
  public static let learnerTestsFolder = "YourTests"

  /// The folder of `lesson`'s wheats and chaffs.
  public func variantsFolder(of lesson: Lesson) -> URL {
    root.appending(path: "Tests/Variants/\(lesson.folder)")
  }

  /// The file that keeps the fingerprint of the `YourTests` folder of `lesson`'s starter,
  /// so that the grader can tell a learner who has not started writing tests.
  public func starterTestsFingerprintFile(of lesson: Lesson) -> URL {
    variantsFolder(of: lesson).appending(path: "\(Self.learnerTestsFolder).fingerprint")
  }

  /// The wheats and chaffs of `lesson`, by kind and then by name.
  ///
  /// With `forLearnerTests`, those of the code the learner's own tests are graded against:
  /// the ones in `…/YourTests/` when it exists, else the lesson's own, whose chaffs are
  /// then the planted bugs.
  func variants(of lesson: Lesson, forLearnerTests: Bool = false, files: any FileSystemAccessing)
    -> [Variant]
  {
    let own = variantsFolder(of: lesson).appending(path: Self.learnerTestsFolder)
    let root = forLearnerTests && files.isDirectory(at: own) ? own : variantsFolder(of: lesson)
    return Variant.Kind.allCases.flatMap { kind in
      let folder = root.appending(path: kind.folder)
      return files.entries(of: folder).filter { $0.hasSuffix(".patch") }.map { name in
        let url = folder.appending(path: name)
        let patch = Result { () throws(Patch.Problem) in
          try Patch(text: files.text(of: url) ?? "")
        }
        return Variant(
          kind: kind, name: String(name.dropLast(".patch".count)), path: relativePath(url),
          patch: patch)
      }
    }
  }

  /// The files of `lesson`'s reference solution, by path relative to its folder, without
  /// the reference of the learner's own tests; with them in a lesson that grades them by the
  /// mutants of the code they test, where a correct version or a bug may change its tests.
  func referenceFiles(of lesson: Lesson, files: any FileSystemAccessing) -> [String: String] {
    codeFiles(
      of: lesson, source: .solution, withTests: ownMutantsRule(of: lesson, files: files) != nil,
      files: files)
  }

  /// The files of `lesson`'s starter, by path relative to its folder, without the learner's
  /// tests.
  func starterFiles(of lesson: Lesson, files: any FileSystemAccessing) -> [String: String] {
    codeFiles(of: lesson, source: .lesson, files: files)
  }

  /// The files of `lesson`'s code in `source`, by path relative to its folder, without its
  /// `YourTests` folder unless `withTests`. A version of the code written with its tests is
  /// built with them: the grader takes the learner's tests from the same folder.
  func codeFiles(
    of lesson: Lesson, source: LessonSource, withTests: Bool = false,
    files: any FileSystemAccessing
  ) -> [String: String] {
    let folder = codeFolder(of: lesson, source: source)
    var code: [String: String] = [:]
    for path in files.files(under: folder)
    where withTests || !Self.isLearnerTest(path) {
      code[path] = files.text(of: folder.appending(path: path))
    }
    return code
  }

  /// Whether `path`, relative to a lesson's folder, is in its `YourTests` folder.
  static func isLearnerTest(_ path: String) -> Bool {
    path.hasPrefix("\(learnerTestsFolder)/")
  }
}
