import Foundation

/// The files of a lesson whose fingerprint the workshop ships, so that a report can tell the
/// learner's copy of them from the workshop's: the suite, edited or not, and the code in
/// `Lessons/`, which ships as the starter.
///
/// Each fingerprint is kept beside the lesson's variants, in `Tests/Variants/NN-Name/`, as
/// `suite.fingerprint` and `starter.fingerprint`; `verify --curriculum` proves them.
enum FingerprintedFiles: CaseIterable, Sendable {
  /// The lesson's suite: the Swift files of `Tests/NN-NameTests`, and of `Tests/SuiteSupport`
  /// when the suite uses it.
  case suite
  /// The lesson's code in `Lessons/NN-Name`: every Swift file the learner edits there.
  case code

  /// The name of the file that keeps the fingerprint as the workshop ships it.
  var shippedFileName: String {
    switch self {
    case .suite: "suite.fingerprint"
    case .code: "starter.fingerprint"
    }
  }

  /// What changed when the kept fingerprint is out of date, for `verify`.
  var change: String {
    switch self {
    case .suite: "the suite changed"
    case .code: "the starter changed"
    }
  }
}

extension Workshop {
  /// The fingerprint of `lesson`'s `kind` files as they are now.
  func fingerprint(
    _ kind: FingerprintedFiles, of lesson: Lesson, files: any FileSystemAccessing
  ) -> String {
    let folders =
      switch kind {
      case .suite: suiteFolders(of: lesson, files: files)
      case .code: [codeFolder(of: lesson, source: .lesson)]
      }
    var fingerprint = Fingerprint()
    mix(swiftFilesUnder: folders, into: &fingerprint, files: files)
    return fingerprint.text
  }

  /// The file that keeps the fingerprint of `lesson`'s `kind` files as the workshop ships them.
  func shippedFingerprintFile(_ kind: FingerprintedFiles, of lesson: Lesson) -> URL {
    variantsFolder(of: lesson).appending(path: kind.shippedFileName)
  }

  /// The fingerprint of `lesson`'s `kind` files as the workshop ships them, or nil when it
  /// keeps none.
  func shippedFingerprint(
    _ kind: FingerprintedFiles, of lesson: Lesson, files: any FileSystemAccessing
  ) -> String? {
    files.text(of: shippedFingerprintFile(kind, of: lesson))
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }
}
