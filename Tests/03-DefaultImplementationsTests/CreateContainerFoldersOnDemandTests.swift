import Foundation
import SuiteSupport
import Testing
@testable import Lesson03DefaultImplementations

extension DefaultImplementationsTests {
  @Suite("Task 2: Create container folders on demand")
  struct CreateContainerFoldersOnDemand {
    @Test("Creates the container folder when asked, not when created")
    func createsTheFolderWhenAsked() throws {
      try withTemporaryDirectory { folder in
        let base = folder.appending(path: "App", directoryHint: .isDirectory)
        let provider = LocalFileSystemProvider(baseDirectory: base)

        #expect(
          !base.isExistingDirectory,
          "LocalFileSystemProvider(baseDirectory:) should not touch the disk; create folders in containerURL(for:)"
        )
        let container = try #require(
          provider.containerURL(for: .settings),
          "containerURL(for: .settings) should return a folder, creating it (and the base folder) when missing"
        )
        #expect(
          container.isExistingDirectory,
          "The folder containerURL(for:) returns should exist on disk")
        #expect(container.isInside(base), "The container should be inside baseDirectory")
      }
    }

    @Test("Keeps each purpose in its own folder")
    func keepsEachPurposeInItsOwnFolder() throws {
      try withTemporaryDirectory { folder in
        let provider = LocalFileSystemProvider(baseDirectory: folder)

        var paths: Set<String> = []
        for purpose in ContainerPurpose.allCases {
          let container = try #require(
            provider.containerURL(for: purpose), "containerURL(for: \(purpose)) should not be nil")
          #expect(
            container.isInside(folder),
            "The .\(purpose) container should be a folder inside baseDirectory")
          #expect(container.isExistingDirectory, "The .\(purpose) container should exist on disk")
          paths.insert(container.standardizedFileURL.plainPath)
        }
        #expect(
          paths.count == ContainerPurpose.allCases.count,
          ".settings and .sync should get different folders, or syncing would copy the file onto itself"
        )
      }
    }

    @Test("Returns the same folder when it already exists")
    func returnsTheSameFolderAgain() throws {
      try withTemporaryDirectory { folder in
        let provider = LocalFileSystemProvider(baseDirectory: folder)

        let first = provider.containerURL(for: .sync)
        let second = provider.containerURL(for: .sync)

        #expect(first != nil, "The first containerURL(for: .sync) should return a folder")
        #expect(
          second != nil && second == first,
          "A second call should return the same folder: an existing folder is not an error (withIntermediateDirectories: true)"
        )
      }
    }

    @Test("Returns nil when the folder cannot be created")
    func returnsNilWhenTheFolderCannotBeCreated() throws {
      try withTemporaryDirectory { folder in
        // A file stands where the base folder should be.
        let blocker = folder.appending(path: "not a folder")
        try Data().write(to: blocker)
        let provider = LocalFileSystemProvider(baseDirectory: blocker)

        #expect(
          provider.containerURL(for: .settings) == nil,
          "containerURL(for:) should return nil when it cannot create the folder, not a URL where nothing can be written"
        )
      }
    }

    @Test("Returns nil when a file stands where the container's folder should be")
    func returnsNilWhenAFileStandsInPlaceOfTheContainer() throws {
      try withTemporaryDirectory { folder in
        let provider = LocalFileSystemProvider(baseDirectory: folder)

        for purpose in ContainerPurpose.allCases {
          // Learn where the container goes, then put a file in its place.
          let container = try #require(
            provider.containerURL(for: purpose), "containerURL(for: \(purpose)) should not be nil")
          try FileManager.default.removeItem(at: container)
          try Data().write(to: container)

          #expect(
            provider.containerURL(for: purpose) == nil,
            """
            containerURL(for: \(purpose)) should return nil when a file stands where its folder \
            should be: a file is not a folder, and nothing can be written into it
            """
          )
        }
      }
    }

    @Test("Keeps Apple-only code behind #if canImport(Darwin)")
    func keepsAppleOnlyCodeBehindCanImportDarwin() throws {
      let lesson = try LessonCode.load()

      #expect(
        lesson.platformChecks().isEmpty,
        """
        Ask whether the API is there with #if canImport(Darwin), not which system this is: \
        #if os(...) leaves the code out on systems that have the API. Found at \
        \(lesson.platformChecks())
        """
      )
      let appleOnly = [
        "forUbiquityContainerIdentifier", "bookmarkData(", "resolvingBookmarkData",
        "startAccessingSecurityScopedResource", "ubiquityIdentityToken",
      ]
      #expect(
        lesson.linesOutsideCanImportDarwin(mentioning: appleOnly).isEmpty,
        """
        Apple-only APIs (iCloud containers, security-scoped bookmarks) should sit inside \
        #if canImport(Darwin) ... #endif, or the package does not compile on Linux. Found at \
        \(lesson.linesOutsideCanImportDarwin(mentioning: appleOnly))
        """
      )
    }

    // Code that creates the default folder whenever it is named would create it in your real
    // Application Support folder, which no test may touch; so this test reads the code.
    @Test("Names the default base folder without creating it")
    func defaultBaseDirectoryCreatesNothing() throws {
      let lesson = try LessonCode.load()
      let bodies = lesson.files.compactMap { file -> Substring? in
        let code = file.code[...]
        guard
          let declaration = code.firstRange(of: /\b(?:var|let)\s+defaultBaseDirectory\b[^{\n]*\{/)
        else { return nil }
        return LessonCode.block(openingAt: code.index(before: declaration.upperBound), in: code)
      }

      #expect(
        !bodies.contains { $0.contains("createDirectory") },
        """
        defaultBaseDirectory should only name the folder, and create nothing: reading it, or \
        making a LocalFileSystemProvider(), must not touch the disk. containerURL(for:) \
        creates the folders when asked.
        """
      )
    }

    @Test("Defaults to a TestableSwift folder inside Application Support")
    func defaultsToApplicationSupport() throws {
      let applicationSupport = try #require(
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first,
        "Foundation should know the Application Support folder on this system"
      )

      // Only reads the URL: nothing is created in your real folders.
      let base = LocalFileSystemProvider().baseDirectory

      #expect(
        base.isSameLocation(as: applicationSupport.appending(path: "TestableSwift")),
        """
        LocalFileSystemProvider() should use the folder "TestableSwift" inside \
        \(applicationSupport.plainPath); it uses \(base.plainPath)
        """
      )
    }
  }
}
