import Foundation
import Testing

@testable import Lesson09TestScoping

extension TestScopingTests {
  @Suite("Task 3: Scope dependencies to a test with a trait")
  struct ScopeDependenciesToATestWithATrait {
    @Test(
      "A test with the trait sees its override",
      .dependencies { $0.now = { Fixture.date(10) } }
    )
    func testSeesItsOverride() {
      #expect(
        Dependencies.current.now() == Fixture.date(10),
        "a test marked .dependencies { $0.now = … } should run with that date"
      )
    }

    @Test(
      "Every argument of a parameterized test sees the override",
      .dependencies { $0.makeID = { Fixture.id(30) } },
      arguments: 1...3
    )
    func everyArgumentSeesTheOverride(argument: Int) {
      #expect(
        Dependencies.current.makeID() == Fixture.id(30),
        "the test case for argument \(argument) should run inside the trait's scope"
      )
    }

    @Test("The trait runs the test once and leaves no override behind")
    func traitRunsOnceWithoutLeaking() async throws {
      let test = try #require(Test.current, "this test calls the trait as Swift Testing would")
      let trait: DependenciesTrait = .dependencies {
        $0.now = { Fixture.date(11) }
        $0.fileAccessor = InMemoryFileAccessor()
      }
      let seen = Recorder<Date>()

      try await trait.provideScope(for: test, testCase: Test.Case.current) {
        seen.record(Dependencies.current.now())
      }

      #expect(
        seen.values == [Fixture.date(11)],
        "provideScope should call the test function exactly once, inside the changed dependencies"
      )
      #expect(
        Fixture.isLive(Dependencies.current),
        "after provideScope returns, the override should be gone; the next test must not see it"
      )
    }

    @Test("The trait scopes the test when it gets no test case")
    func traitScopesWithoutATestCase() async throws {
      let test = try #require(Test.current, "this test calls the trait as Swift Testing would")
      let trait: DependenciesTrait = .dependencies {
        $0.now = { Fixture.date(15) }
        $0.fileAccessor = InMemoryFileAccessor()
      }
      let seen = Recorder<Date>()

      // Swift Testing passes no test case when it runs one scope around a whole suite.
      try await trait.provideScope(for: test, testCase: nil) {
        seen.record(Dependencies.current.now())
      }

      #expect(
        seen.values == [Fixture.date(15)],
        """
        with testCase nil, provideScope should still call the test function exactly once, \
        inside the changed dependencies
        """
      )
      #expect(
        Fixture.isLive(Dependencies.current),
        "after provideScope returns, the override should be gone; the next test must not see it"
      )
    }

    @Test("The trait passes on what the test throws, and runs the test once")
    func traitPassesOnErrors() async throws {
      let test = try #require(Test.current, "this test calls the trait as Swift Testing would")
      let trait: DependenciesTrait = .dependencies { $0.now = { Fixture.date(14) } }
      let seen = Recorder<Date>()

      await #expect(
        throws: PlannedFailure.self,
        "provideScope should pass on what the test function throws; a test that throws must fail"
      ) {
        try await trait.provideScope(for: test, testCase: Test.Case.current) {
          seen.record(Dependencies.current.now())
          throw PlannedFailure()
        }
      }
      #expect(
        seen.values == [Fixture.date(14)],
        """
        provideScope should call a test function that throws exactly once, inside the changed \
        dependencies: never run a failing test again
        """
      )
    }

    @Suite(
      "A suite with the trait",
      .serialized,
      .dependencies {
        $0.now = { Fixture.date(12) }
        $0.fileAccessor = InMemoryFileAccessor()
      }
    )
    struct ASuiteWithTheTrait {
      @Test("Every test of the suite sees the suite's override")
      func testSeesTheSuitesOverride() {
        #expect(
          Dependencies.current.now() == Fixture.date(12),
          "a test inside a suite marked .dependencies { … } should run with the suite's date"
        )
      }

      @Test("Each test of the suite gets a disk of its own", arguments: 1...3)
      func eachTestGetsItsOwnDisk(argument: Int) throws {
        let files = Dependencies.current.fileAccessor
        let probe = Fixture.probe(0)

        #expect(
          !files.fileExists(at: probe),
          """
          test case \(argument) found a file an earlier test wrote: on a suite, the trait should \
          run its change once per test (isRecursive), so each test gets a new disk
          """
        )
        try files.write(Data("test case \(argument)".utf8), to: probe)
      }

      @Test(
        "A test's own trait adds to its suite's",
        .dependencies { $0.makeID = { Fixture.id(31) } }
      )
      func testTraitAddsToSuiteTrait() {
        #expect(
          Dependencies.current.makeID() == Fixture.id(31),
          "the test's own trait should set makeID"
        )
        #expect(
          Dependencies.current.now() == Fixture.date(12),
          "the suite's date should still be there: a trait changes the current dependencies"
        )
      }

      @Test(
        "A test's own trait wins over its suite's",
        .dependencies { $0.now = { Fixture.date(13) } }
      )
      func testTraitWinsOverSuiteTrait() {
        #expect(
          Dependencies.current.now() == Fixture.date(13),
          "when the suite and the test both set now, the test's own trait should win"
        )
      }
    }
  }
}
