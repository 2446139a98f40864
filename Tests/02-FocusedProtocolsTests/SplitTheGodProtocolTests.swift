import Foundation
import SuiteSupport
import Testing

@testable import Lesson02FocusedProtocols

extension FocusedProtocolsTests {
  @Suite("Task 1: Split the god protocol")
  struct SplitTheGodProtocol {
    /// False: the compiler picks this overload only for a type that is not `Sendable`.
    private static func isSendable<T>(_ type: T.Type) -> Bool { false }

    /// True: the compiler picks this overload for every type that is `Sendable`.
    private static func isSendable<T: Sendable>(_ type: T.Type) -> Bool { true }

    @Test("Each focused protocol refines Sendable")
    func protocolsRefineSendable() {
      #expect(
        Self.isSendable((any FileSystemProviding).self),
        "FileSystemProviding should refine Sendable, so that its values can cross concurrency boundaries"
      )
      #expect(
        Self.isSendable((any FileAccessorProviding).self),
        "FileAccessorProviding should refine Sendable, so that its values can cross concurrency boundaries"
      )
      #expect(
        Self.isSendable((any BookmarkStorageProviding).self),
        "BookmarkStorageProviding should refine Sendable, so that its values can cross concurrency boundaries"
      )
    }

    /// The methods each focused protocol declares, as Task 1 lists them.
    private static let requirements: KeyValuePairs<String, [String]> = [
      "FileSystemProviding": ["containerURL"],
      "FileAccessorProviding": ["fileExists", "read", "removeItem", "write"],
      "BookmarkStorageProviding": ["loadBookmark", "saveBookmark"],
    ]

    @Test(
      "The god protocol AppServicesProviding is gone, and each focused protocol has only its own requirements"
    )
    func godProtocolIsGone() throws {
      let lesson = try LessonCode.load()
      let found = lesson.lines(matching: /\bAppServicesProviding\b/)
      #expect(
        found.isEmpty,
        """
        delete AppServicesProviding once its requirements have moved: keeping it "for later" \
        keeps the god protocol, and the next double written for it needs all twelve methods. \
        Still there at \(found.joined(separator: ", "))
        """
      )
      let member =
        /\b(?:func\s+(\w+)|(var|subscript|init|associatedtype)\b)/.wordBoundaryKind(.simple)
      for (name, expected) in Self.requirements {
        let body = try #require(
          lesson.protocolBody(named: name),
          "your Swift files should declare `protocol \(name)`, as the starter does")
        let inheritance = (lesson.protocolInheritance(named: name) ?? "")
          .trimmingCharacters(in: .whitespacesAndNewlines)
        let refined = inheritance.filter { !$0.isWhitespace }
        #expect(
          refined == ":Sendable" || refined == ":Swift.Sendable",
          """
          \(name) should refine Sendable and nothing else, as the starter declares it: a \
          protocol it refines brings its requirements in, so encode, decode, defaultSettings, \
          now and makeSyncID must not come in that way either. It is declared \
          `protocol \(name)\(inheritance)`
          """
        )
        let declared = body.matches(of: member).map { String($0.output.1 ?? $0.output.2 ?? "") }
        #expect(
          declared.sorted() == expected,
          """
          \(name) should declare exactly \(expected.joined(separator: ", ")), each once, and \
          nothing else: encode, decode, defaultSettings, now and makeSyncID need no protocol, \
          not even as a requirement with a default implementation in an extension. It declares \
          \(declared.isEmpty ? "nothing" : declared.joined(separator: ", "))
          """
        )
      }
    }

    @Test("FileSystemProviding hands out the container for each purpose")
    func fileSystemRequirement() {
      let fileSystem: any FileSystemProviding = Fixture.fileSystem()

      #expect(
        fileSystem.containerURL(for: .settings) == Fixture.settingsContainer,
        "containerURL(for:) should be a requirement of FileSystemProviding, so a call through `any FileSystemProviding` reaches the double"
      )
      #expect(
        fileSystem.containerURL(for: .sync) == Fixture.syncContainer,
        "containerURL(for: .sync) should return the double's sync folder"
      )
    }

    @Test("FileAccessorProviding writes, checks, reads and removes a file")
    func fileAccessorRequirements() {
      let fake = InMemoryFileAccessor()
      let accessor: any FileAccessorProviding = fake
      let url = Fixture.settingsContainer.appending(path: "note.txt")
      let data = Data("hello".utf8)

      #expect(throws: Never.self, "write(_:to:) should be a requirement of FileAccessorProviding") {
        try accessor.write(data, to: url)
      }
      #expect(
        accessor.fileExists(at: url),
        "fileExists(at:) should be a requirement of FileAccessorProviding, and see the file just written"
      )
      let read = try? accessor.read(from: url)
      #expect(
        read == data,
        "read(from:) should be a requirement of FileAccessorProviding, and return what was written"
      )
      #expect(
        throws: Never.self, "removeItem(at:) should be a requirement of FileAccessorProviding"
      ) {
        try accessor.removeItem(at: url)
      }
      #expect(fake.paths.isEmpty, "after removeItem(at:) the double should hold no file")
    }

    @Test("BookmarkStorageProviding saves and loads a bookmark by key")
    func bookmarkStorageRequirements() {
      let storage: any BookmarkStorageProviding = InMemoryBookmarkStorage()
      let bookmark = Data("somewhere".utf8)

      #expect(
        throws: Never.self,
        "saveBookmark(_:forKey:) should be a requirement of BookmarkStorageProviding"
      ) {
        try storage.saveBookmark(bookmark, forKey: "a key")
      }
      let loaded = try? storage.loadBookmark(forKey: "a key")
      #expect(
        loaded == bookmark,
        "loadBookmark(forKey:) should be a requirement of BookmarkStorageProviding, and return what was saved under that key"
      )
    }
  }
}
