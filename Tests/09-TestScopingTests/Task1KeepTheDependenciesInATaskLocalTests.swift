import Foundation
import Synchronization
import Testing

@testable import Lesson09TestScoping

extension TestScopingTests {
  @Suite("Task 1: Keep the dependencies in a task local")
  struct KeepTheDependenciesInATaskLocal {
    @Test("An override is seen inside its scope")
    func overrideIsSeenInside() async {
      let date = Fixture.date(1)

      let seen = await withDependencies {
        $0.now = { date }
      } operation: {
        Dependencies.current.now()
      }

      #expect(
        seen == date,
        "inside withDependencies, Dependencies.current.now() should return the date the change set"
      )
    }

    @Test("An override ends when its scope ends")
    func overrideEndsWithItsScope() async {
      let outerDate = Fixture.date(2)
      let innerDate = Fixture.date(3)

      let (seenInInnerScope, seenAfterInnerScope) = await withDependencies {
        $0.now = { outerDate }
        $0.fileAccessor = InMemoryFileAccessor()
      } operation: {
        let seenInInnerScope = await withDependencies {
          $0.now = { innerDate }
        } operation: {
          Dependencies.current.now()
        }
        return (seenInInnerScope, Dependencies.current.now())
      }

      #expect(seenInInnerScope == innerDate, "the inner scope should see its own date")
      #expect(
        seenAfterInnerScope == outerDate,
        "once an inner withDependencies returns, its date should be gone and the outer one back"
      )
      #expect(
        Fixture.isLive(Dependencies.current),
        "once every scope has ended, Dependencies.current should be the live one again"
      )
    }

    @Test("An override ends even when its operation throws")
    func overrideEndsWhenOperationThrows() async {
      let date = Fixture.date(4)

      await #expect(
        throws: PlannedFailure.self,
        "withDependencies should pass on the error its operation throws"
      ) {
        try await withDependencies {
          $0.now = { date }
          $0.fileAccessor = InMemoryFileAccessor()
        } operation: {
          throw PlannedFailure()
        }
      }

      #expect(
        Fixture.isLive(Dependencies.current),
        "an operation that throws should still end its override; none should be left behind"
      )
    }

    @Test("A change that throws passes its error on, and the operation does not run")
    func changeThatThrows() async {
      let ran = Mutex(false)

      await #expect(
        throws: PlannedFailure.self,
        "withDependencies should pass on the error its change throws"
      ) {
        try await withDependencies { _ in
          throw PlannedFailure()
        } operation: {
          ran.withLock { $0 = true }
        }
      }

      #expect(
        !ran.withLock { $0 },
        "when the change throws, there are no dependencies to run the operation with"
      )
    }

    @Test("A change keeps the dependencies it does not touch")
    func changeKeepsTheRest() async {
      let files = InMemoryFileAccessor()
      let id = Fixture.id(7)
      let date = Fixture.date(5)

      let (seenDate, seenID, seenFiles) = await withDependencies {
        $0.makeID = { id }
        $0.fileAccessor = files
      } operation: {
        await withDependencies {
          $0.now = { date }
        } operation: {
          let current = Dependencies.current
          return (current.now(), current.makeID(), current.fileAccessor)
        }
      }

      #expect(seenDate == date, "the inner scope should see the date it set")
      #expect(
        seenID == id,
        "the inner scope changed only now, so makeID should still be the outer scope's"
      )
      #expect(
        (seenFiles as? InMemoryFileAccessor) === files,
        "the inner scope changed only now, so fileAccessor should still be the outer scope's"
      )
    }

    @Test("Child tasks see the override of their scope")
    func childTasksInheritTheOverride() async {
      let date = Fixture.date(6)

      let seen = await withDependencies {
        $0.now = { date }
      } operation: {
        async let fromAsyncLet = Dependencies.current.now()
        let fromGroup = await withTaskGroup(of: Date.self) { group in
          for _ in 0..<4 {
            group.addTask { Dependencies.current.now() }
          }
          return await group.reduce(into: []) { $0.append($1) }
        }
        return await [fromAsyncLet] + fromGroup
      }

      #expect(
        seen == Array(repeating: date, count: 5),
        "async let and task group children started inside the scope should see its date"
      )
    }

    @Test("Parallel tasks each see only their own override")
    func parallelTasksDoNotInterfere() async {
      let count = 8

      let seen = await readInOverlappingScopes(count: count) { index, dependencies in
        dependencies.now = { Fixture.date(100 + index) }
      } read: { _ in
        Dependencies.current.now()
      }

      for index in 0..<count {
        #expect(
          seen[index] == Fixture.date(100 + index),
          """
          task \(index) should see only its own date while \(count - 1) other tasks have \
          scopes open; dependencies in one shared variable show every task the last change
          """
        )
      }
      #expect(
        Fixture.isLive(Dependencies.current),
        "once every task's scope has ended, Dependencies.current should be the live one again"
      )
    }
  }
}
