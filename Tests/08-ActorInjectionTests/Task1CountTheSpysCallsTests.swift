import Foundation
import SuiteSupport
import Testing

@testable import Lesson08ActorInjection

extension ActorInjectionTests {
  @Suite("Task 1: Count the spy's calls in a Mutex")
  struct CountTheSpysCalls {
    static let file = URL(filePath: "/dev/null/virtual/spy/settings.json")
    static let contents = Data("saved settings".utf8)

    @Test("Counts each call by its method")
    func countsEachCall() {
      let spy = SpyFileAccessor(contents: Self.contents)
      let port: any FileAccessorProviding = spy

      // Mixed, so that a call that wipes the other methods' counts shows.
      _ = try? port.read(from: Self.file)
      try? port.write(Self.contents, to: Self.file)
      _ = port.fileExists(at: Self.file)
      _ = try? port.read(from: Self.file)
      _ = port.fileExists(at: Self.file)
      try? port.removeItem(at: Self.file)
      _ = port.fileExists(at: Self.file)

      #expect(
        spy.counts == CallCounts(read: 2, write: 1, fileExists: 3, removeItem: 1),
        "counts should hold one count per call, by method: 2 reads, 1 write, 3 fileExists, 1 removeItem"
      )
      #expect(
        spy.counts == CallCounts(read: 2, write: 1, fileExists: 3, removeItem: 1),
        "reading counts should leave them as they are: read twice, they should not change")
    }

    @Test("Counts every call of a spy without contents, the ones that throw too")
    func countsCallsWithoutContents() {
      let spy = SpyFileAccessor()
      let port: any FileAccessorProviding = spy

      _ = try? port.read(from: Self.file)
      try? port.write(Self.contents, to: Self.file)
      _ = port.fileExists(at: Self.file)
      try? port.removeItem(at: Self.file)

      let counted = spy.counts
      #expect(
        counted == CallCounts(read: 1, write: 1, fileExists: 1, removeItem: 1),
        "a call counts whatever it answers, even when it throws: count first, then answer")
    }

    @Test("Answers with the contents it was given")
    func answersWithItsContents() {
      let full: any FileAccessorProviding = SpyFileAccessor(contents: Self.contents)
      let empty: any FileAccessorProviding = SpyFileAccessor()
      let blank: any FileAccessorProviding = SpyFileAccessor(contents: Data())
      try? empty.write(Self.contents, to: Self.file)

      let read = try? full.read(from: Self.file)
      #expect(
        read == Self.contents,
        "SpyFileAccessor(contents:) should answer every read with its contents")
      #expect(
        full.fileExists(at: Self.file),
        "a spy with contents should say every file exists")
      #expect(
        !empty.fileExists(at: Self.file),
        "a spy without contents should say no file exists, even after a write: write(_:to:) stores nothing"
      )
      #expect(
        throws: (any Error).self,
        "a spy without contents should throw from read(from:), not return empty data"
      ) {
        try empty.read(from: Self.file)
      }
      #expect(
        throws: (any Error).self,
        "a spy without contents should throw from removeItem(at:): there is nothing to remove"
      ) {
        try empty.removeItem(at: Self.file)
      }

      let readBlank = try? blank.read(from: Self.file)
      #expect(
        readBlank == Data(),
        "a spy made with empty contents, Data(), should answer read(from:) with that empty data, not throw: only nil means no file"
      )
      #expect(
        blank.fileExists(at: Self.file),
        "a spy made with empty contents, Data(), should say every file exists: only nil means no file"
      )
      #expect(
        throws: Never.self,
        "a spy made with empty contents, Data(), should not throw from removeItem(at:): only nil means no file"
      ) {
        try blank.removeItem(at: Self.file)
      }
    }

    @Test("Answers the same after removeItem(at:): it deletes nothing")
    func answersTheSameAfterRemoving() throws {
      let spy: any FileAccessorProviding = SpyFileAccessor(contents: Self.contents)

      try spy.removeItem(at: Self.file)

      let read = try? spy.read(from: Self.file)
      #expect(
        read == Self.contents,
        "after removeItem(at:), a spy with contents should still answer every read with them: removeItem(at:) deletes nothing"
      )
      #expect(
        spy.fileExists(at: Self.file),
        "after removeItem(at:), a spy with contents should still say every file exists")
      #expect(
        throws: Never.self,
        "a spy with contents should not throw from a second removeItem(at:): the first one deleted nothing"
      ) {
        try spy.removeItem(at: Self.file)
      }
    }

    @Test("Serves the synchronous and the async port alike")
    func servesBothPorts() async {
      let spy = SpyFileAccessor(contents: Self.contents)
      let synchronous: any FileAccessorProviding = spy
      let asynchronous: any AsyncFileAccessorProviding = spy

      try? synchronous.write(Self.contents, to: Self.file)
      try? await asynchronous.write(Self.contents, to: Self.file)

      #expect(
        spy.counts.write == 2,
        "One SpyFileAccessor seen through both ports should count both writes: its synchronous methods satisfy both"
      )
    }

    @Test("Counts every call made from many threads at once")
    func countsConcurrentCalls() async {
      let spy = SpyFileAccessor(contents: Self.contents)

      let calls = await Hammer.callFromManyThreads(synchronous: spy)

      let expected = CallCounts(read: calls, write: calls, fileExists: calls, removeItem: calls)
      #expect(
        spy.counts == expected,
        "\(Hammer.threads) threads calling at once made \(calls) calls of each method, but the spy counted fewer: keep the counts in a Mutex, not in a var behind @unchecked Sendable"
      )
    }

    // A spy that keeps @unchecked Sendable over a Mutex counts right in every run; only its
    // code shows that the compiler no longer checks it, so this test reads the code.
    @Test("Is Sendable on its own, without @unchecked")
    func sendableWithoutUnchecked() throws {
      let code = try LessonCode.load(lesson: "08-ActorInjection")
      let doubles = code.files.filter { $0.path.hasPrefix("Doubles/") }
      try #require(
        doubles.contains { $0.path.hasSuffix("SpyFileAccessor.swift") },
        "The tests should find your spies in Doubles/, such as Doubles/SpyFileAccessor.swift")

      let unchecked = LessonCode.lines(in: doubles, matching: /@unchecked\b/)
      #expect(
        unchecked.isEmpty,
        "The spies in Doubles/ should be Sendable on their own, with no @unchecked: once the counts are in a Mutex, delete @unchecked Sendable, so that the compiler checks the class again. Found at: \(unchecked)"
      )
    }
  }
}
