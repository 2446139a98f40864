import Foundation

/// One run of the app: how it exited and what it printed.
struct AppRun: CustomStringConvertible {
  var exitCode: Int32
  /// What the app wrote to standard output.
  var output: String
  /// What the app wrote to standard error.
  var errors: String

  /// The lines of standard output.
  var lines: [String] {
    output.split(whereSeparator: \.isNewline).map(String.init)
  }

  /// The lines of standard error.
  var errorLines: [String] {
    errors.split(whereSeparator: \.isNewline).map(String.init)
  }

  /// The words of the first output line that has `slug` as a word of its own, or nil.
  func words(ofLineWithSlug slug: String) -> [String]? {
    lines.lazy
      .map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
      .first { $0.contains(slug) }
  }

  /// The slugs of the output lines that list one of `slugs`, in the order they were printed.
  func listed(_ slugs: [String]) -> [String] {
    lines.compactMap { line in
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      return slugs.first { words.contains($0) }
    }
  }

  var description: String {
    "exit code \(exitCode), standard output \(output.debugDescription), "
      + "standard error \(errors.debugDescription)"
  }
}
