import Foundation

/// Finds the app's executable, which SwiftPM builds next to the tests because the test
/// target depends on it.
enum AppExecutable {
  static let name = "Lesson12PriceAlertsApp"

  /// The executable's location.
  static func url() throws -> URL {
    for folder in candidateFolders() {
      let url = folder.appending(path: name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw NotFound(searched: candidateFolders().map(\.path))
  }

  /// The folders the build products may be in, most likely first.
  private static func candidateFolders() -> [URL] {
    var folders: [URL] = []
    #if canImport(Darwin)
      // On macOS the tests run inside `….xctest/Contents/MacOS/`, loaded by a helper
      // tool from the toolchain; the executable is next to the `.xctest` bundle.
      folders.append(Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent())
    #endif
    // On Linux the tests are an executable, `….xctest`, in the same folder as the app.
    if let executable = Bundle.main.executableURL {
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      folders.append(URL(filePath: first).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    return folders
  }

  /// Thrown when the executable is in none of the folders searched.
  struct NotFound: Error, CustomStringConvertible {
    let searched: [String]

    var description: String {
      "\(AppExecutable.name) was not found next to the tests (looked in "
        + searched.joined(separator: ", ") + "). Build it with `swift build`."
    }
  }
}

#if canImport(Darwin)
  /// A class of the test module, so that `Bundle(for:)` finds the test bundle on macOS.
  private final class BundleMarker {}
#endif
