import Foundation
import Testing

@testable import Lesson09TestScoping

extension TestScopingTests {
  @Suite("Task 4: Build fresh test dependencies for each test")
  struct BuildFreshTestDependenciesForEachTest {
    /// Built again for every test: Swift Testing makes a new instance of the suite for each
    /// test, and for each argument of a parameterized test.
    let dependencies: Dependencies

    init() {
      dependencies = .test()
    }

    @Test("Test dependencies return the date you pass")
    func returnTheDateYouPass() {
      let dependencies = Dependencies.test(now: Fixture.date(20))
      #expect(
        dependencies.now() == Fixture.date(20),
        "Dependencies.test(now:).now() should return the date passed in"
      )
      #expect(
        dependencies.now() == Fixture.date(20),
        "Dependencies.test(now:).now() should return the date passed in at every reading: it is fixed"
      )
      #expect(
        Dependencies.test().now() == Dependencies.testDate,
        "Dependencies.test() should use Dependencies.testDate when no date is passed"
      )
    }

    @Test("Two calls keep their own dates")
    func twoCallsKeepTheirOwnDates() {
      let earlier = Dependencies.test(now: Fixture.date(21))
      let later = Dependencies.test(now: Fixture.date(22))

      #expect(
        earlier.now() == Fixture.date(21),
        """
        a Dependencies.test(now:) should keep returning its own date after a later call passes \
        another: two calls share nothing, not even the date
        """
      )
      #expect(later.now() == Fixture.date(22), "the later call should return its own date")
    }

    @Test("Test dependencies keep files in memory")
    func keepFilesInMemory() throws {
      let file = Fixture.probe(1)
      let data = Data("in memory".utf8)

      #expect(
        throws: Never.self,
        "writing to a folder that does not exist should work: the test disk is in memory"
      ) {
        try dependencies.fileAccessor.write(data, to: file)
      }
      let read = try dependencies.fileAccessor.read(from: file)
      #expect(
        read == data,
        "the test disk should give back what was written"
      )
      #expect(
        !FileManager.default.fileExists(atPath: file.path(percentEncoded: false)),
        "nothing should reach the real disk"
      )
    }

    @Test("Test IDs count up from 1")
    func idsCountUpFromOne() {
      #expect(dependencies.makeID() == Fixture.id(1), "the first ID should be …0001")
      #expect(dependencies.makeID() == Fixture.id(2), "the second ID should be …0002")
    }

    @Test("Two calls share no files and no ID counter")
    func twoCallsShareNothing() throws {
      let first = Dependencies.test()
      try first.fileAccessor.write(Data("first".utf8), to: Fixture.probe(2))
      _ = first.makeID()
      _ = first.makeID()

      let second = Dependencies.test()

      #expect(
        !second.fileAccessor.fileExists(at: Fixture.probe(2)),
        "a second Dependencies.test() should get a new, empty disk, not the first one's"
      )
      #expect(
        second.makeID() == Fixture.id(1),
        "a second Dependencies.test() should count its IDs from 1 again"
      )
      #expect(
        first.makeID() == Fixture.id(3),
        """
        the first Dependencies.test() should go on counting with its own counter after a second \
        call: a counter shared and started again by every call is still shared
        """
      )
    }

    @Test("Every test starts with an empty disk and IDs from 1", .serialized, arguments: 1...3)
    func everyTestStartsClean(argument: Int) throws {
      #expect(
        !dependencies.fileAccessor.fileExists(at: Fixture.probe(3)),
        "test case \(argument) found a file an earlier test wrote: its disk should be new"
      )
      #expect(
        dependencies.makeID() == Fixture.id(1),
        "test case \(argument) should count its IDs from 1, whatever earlier tests did"
      )
      try dependencies.fileAccessor.write(Data("\(argument)".utf8), to: Fixture.probe(3))
    }

    @Test("Parallel tests with test dependencies never see each other's files")
    func parallelTestsStayApart() async {
      let count = 6

      let strayFiles = await readInOverlappingScopes(count: count) { index, dependencies in
        dependencies = .test(now: Fixture.date(300 + index))
      } read: { index in
        let files = Dependencies.current.fileAccessor
        try? files.write(Data("\(index)".utf8), to: Fixture.probe(100 + index))
        return (0..<count).filter { $0 != index && files.fileExists(at: Fixture.probe(100 + $0)) }
      }

      for index in 0..<count {
        #expect(
          strayFiles[index].isEmpty,
          "task \(index) saw files of tasks \(strayFiles[index]): each .test() needs its own disk"
        )
      }
    }
  }
}
