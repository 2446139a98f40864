import Foundation
import Testing

@testable import Lesson08ActorInjection

extension ActorInjectionTests {
  @Suite("Task 2: Write the spy as an actor")
  struct WriteTheSpyAsAnActor {
    static let file = URL(filePath: "/dev/null/virtual/spy/settings.json")
    static let contents = Data("saved settings".utf8)

    @Test("Counts each call by its method")
    func countsEachCall() async {
      let spy = ActorSpyFileAccessor(contents: Self.contents)
      let port: any AsyncFileAccessorProviding = spy

      // Mixed, so that a call that wipes the other methods' counts shows.
      _ = try? await port.read(from: Self.file)
      try? await port.write(Self.contents, to: Self.file)
      _ = await port.fileExists(at: Self.file)
      _ = try? await port.read(from: Self.file)
      _ = await port.fileExists(at: Self.file)
      try? await port.removeItem(at: Self.file)
      _ = await port.fileExists(at: Self.file)

      let counted = await spy.counts
      #expect(
        counted == CallCounts(read: 2, write: 1, fileExists: 3, removeItem: 1),
        "counts should hold one count per call, by method: 2 reads, 1 write, 3 fileExists, 1 removeItem"
      )
      let countedAgain = await spy.counts
      #expect(
        countedAgain == counted,
        "reading counts should leave them as they are: read twice, they should not change")
    }

    @Test("Counts every call of a spy without contents, the ones that throw too")
    func countsCallsWithoutContents() async {
      let spy = ActorSpyFileAccessor()
      let port: any AsyncFileAccessorProviding = spy

      _ = try? await port.read(from: Self.file)
      try? await port.write(Self.contents, to: Self.file)
      _ = await port.fileExists(at: Self.file)
      try? await port.removeItem(at: Self.file)

      let counted = await spy.counts
      #expect(
        counted == CallCounts(read: 1, write: 1, fileExists: 1, removeItem: 1),
        "a call counts whatever it answers, even when it throws: count first, then answer")
    }

    @Test("Answers with the contents it was given")
    func answersWithItsContents() async {
      let full: any AsyncFileAccessorProviding = ActorSpyFileAccessor(contents: Self.contents)
      let empty: any AsyncFileAccessorProviding = ActorSpyFileAccessor()
      let blank: any AsyncFileAccessorProviding = ActorSpyFileAccessor(contents: Data())
      try? await empty.write(Self.contents, to: Self.file)

      let read = try? await full.read(from: Self.file)
      #expect(
        read == Self.contents,
        "ActorSpyFileAccessor(contents:) should answer every read with its contents")
      #expect(
        await full.fileExists(at: Self.file),
        "an actor spy with contents should say every file exists")
      #expect(
        await !empty.fileExists(at: Self.file),
        "an actor spy without contents should say no file exists, even after a write: write(_:to:) stores nothing"
      )
      await #expect(
        throws: (any Error).self,
        "an actor spy without contents should throw from read(from:), not return empty data"
      ) {
        try await empty.read(from: Self.file)
      }
      await #expect(
        throws: (any Error).self,
        "an actor spy without contents should throw from removeItem(at:): there is nothing to remove"
      ) {
        try await empty.removeItem(at: Self.file)
      }

      let readBlank = try? await blank.read(from: Self.file)
      #expect(
        readBlank == Data(),
        "an actor spy made with empty contents, Data(), should answer read(from:) with that empty data, not throw: only nil means no file"
      )
      #expect(
        await blank.fileExists(at: Self.file),
        "an actor spy made with empty contents, Data(), should say every file exists: only nil means no file"
      )
      await #expect(
        throws: Never.self,
        "an actor spy made with empty contents, Data(), should not throw from removeItem(at:): only nil means no file"
      ) {
        try await blank.removeItem(at: Self.file)
      }
    }

    @Test("Answers the same after removeItem(at:): it deletes nothing")
    func answersTheSameAfterRemoving() async throws {
      let spy: any AsyncFileAccessorProviding = ActorSpyFileAccessor(contents: Self.contents)

      try await spy.removeItem(at: Self.file)

      let read = try? await spy.read(from: Self.file)
      #expect(
        read == Self.contents,
        "after removeItem(at:), an actor spy with contents should still answer every read with them: removeItem(at:) deletes nothing"
      )
      #expect(
        await spy.fileExists(at: Self.file),
        "after removeItem(at:), an actor spy with contents should still say every file exists")
      await #expect(
        throws: Never.self,
        "an actor spy with contents should not throw from a second removeItem(at:): the first one deleted nothing"
      ) {
        try await spy.removeItem(at: Self.file)
      }
    }

    @Test("Counts every call made from many tasks at once")
    func countsConcurrentCalls() async {
      let spy = ActorSpyFileAccessor(contents: Self.contents)

      let calls = await Hammer.callFromManyTasks(async: spy)

      let expected = CallCounts(read: calls, write: calls, fileExists: calls, removeItem: calls)
      let counted = await spy.counts
      #expect(
        counted == expected,
        "\(Hammer.tasks) tasks calling at once made \(calls) calls of each method; the actor spy should count every one, inside its own methods"
      )
    }
  }
}
