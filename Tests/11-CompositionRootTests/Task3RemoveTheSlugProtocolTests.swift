import Foundation
import SuiteSupport
import Testing

extension CompositionRootTests {
  @Suite("Task 3: Remove the slug protocol and its mock")
  struct RemoveTheSlugProtocol {
    @Test("SlugGenerating is gone")
    func slugGeneratingIsGone() throws {
      let lesson = try LessonCode.load()
      let found = LessonCode.lines(in: lesson.files, matching: /SlugGenerating/)
      #expect(
        found.isEmpty,
        "SlugGenerator does no input or output, so it needs no protocol: delete SlugGenerating and use SlugGenerator itself. Still there at \(found.joined(separator: ", "))"
      )
      let slugProtocols = ProtocolDeclaration.all(in: lesson.files)
        .filter { declaration in
          declaration.requirements.contains {
            $0.contains(/\bfunc\s+slug\b/.wordBoundaryKind(.simple))
          }
        }
        .map { "\($0.name) in \($0.path)" }
      #expect(
        slugProtocols.isEmpty,
        "no protocol should require func slug(for:): a protocol under another name is the same layer that gives nothing back. Found \(slugProtocols.joined(separator: ", "))"
      )
    }

    @Test("CreateMarket takes only a repository, a clock and makeID; nothing else brings slugs")
    func noSlugsParameter() throws {
      let lesson = try LessonCode.load()
      let initializers = try InitializerDeclaration.all(of: "CreateMarket", in: lesson.files)
      let others = initializers.filter { $0.labels != ["repository", "clock", "makeID"] }
        .map { "init(\($0.labels.map { "\($0):" }.joined())) in \($0.path)" }
      #expect(
        !initializers.isEmpty && others.isEmpty,
        "CreateMarket's initializer should be CreateMarket(repository:clock:makeID:) and take nothing else: CreateMarket makes its own SlugGenerator, so no parameter lets a caller swap it, not a closure and not one with a default. Found \(initializers.isEmpty ? "no initializer of CreateMarket" : others.joined(separator: ", "))"
      )
      let found = lesson.files.flatMap { file in
        file.code.matches(of: /\binit\s*\([^)]*\bSlugGenerator\b/.wordBoundaryKind(.simple))
          .map { _ in file.path }
      }
      #expect(
        found.isEmpty,
        "CreateMarket should make its own SlugGenerator and take no slugs parameter, even one with a default: it is CreateMarket(repository:clock:makeID:). Found an initializer that takes a SlugGenerator in \(found.joined(separator: ", "))"
      )
      let core = try lesson.files(in: "Core")
      let shared =
        LessonCode.lines(in: core, matching: /\bstatic\s+var\s+\w+\s*(?::[^={}]*)?=/)
        + LessonCode.linesOutsideBlocks(in: core, matching: /\bvar\s+\w+\s*(?::[^={}]*)?=/)
        + LessonCode.lines(in: core, matching: /\bnonisolated\s*\(\s*unsafe\s*\)/)
      #expect(
        shared.isEmpty,
        "Core should keep no global or static variable: a static var or a global var holding the slug maker is one more way to swap CreateMarket's SlugGenerator, and one that every test shares. Found \(shared.sorted().joined(separator: ", "))"
      )
      let settable = try PropertyDeclaration.all(of: "CreateMarket", in: lesson.files)
        .filter { $0.holdsAFunction && $0.isSettableFromOutside }
        .map { "var \($0.name) in \($0.path)" }
      #expect(
        settable.isEmpty,
        "CreateMarket should keep no closure that code outside it could set: a var such as public var makeSlug lets a caller swap CreateMarket's own SlugGenerator after making it. Call SlugGenerator itself, or make such a property private, a let, or computed with no setter. Found \(settable.joined(separator: ", "))"
      )
    }

    @Test("No mock is left in the app's code")
    func noMockTypes() throws {
      let lesson = try LessonCode.load()
      let found = LessonCode.lines(
        in: lesson.files, matching: /\b(class|struct|enum|actor|typealias)\s+Mock\w*/)
      #expect(
        found.isEmpty,
        "delete MockSlugGenerator (and any other Mock… type): a mock of an internal type tests the mock instead of your code, and test doubles live in the tests, not in the app. Found at \(found.joined(separator: ", "))"
      )
    }

    @Test("The slug is made from the market's name")
    func slugIsMadeFromTheName() throws {
      try MarketsApp.withTemporaryFolder { app in
        let create = try app.runWithStore("create", "Fresh Fish Friday!")
        #expect(create.exitCode == 0, "create should succeed; the app ran with \(create)")
        #expect(
          create.output.contains("fresh-fish-friday"),
          "create \"Fresh Fish Friday!\" should print the slug fresh-fish-friday; it printed \(create.output.debugDescription)"
        )

        let list = try app.runWithStore("list")
        #expect(
          list.words(ofLineWithSlug: "fresh-fish-friday") != nil,
          "list should show the market under the slug fresh-fish-friday; list printed \(list.output.debugDescription)"
        )
      }
    }

    @Test("Two markets with different names get different slugs")
    func twoMarketsGetTwoSlugs() throws {
      try MarketsApp.withTemporaryFolder { app in
        let fish = try app.runWithStore("create", "Fresh Fish")
        let books = try app.runWithStore("create", "Old Books")
        #expect(
          fish.exitCode == 0 && books.exitCode == 0,
          "creating Fresh Fish and then Old Books should both succeed; the second ran with \(books)"
        )

        let list = try app.runWithStore("list")
        #expect(
          list.words(ofLineWithSlug: "fresh-fish") != nil
            && list.words(ofLineWithSlug: "old-books") != nil,
          "list should show both fresh-fish and old-books; list printed \(list.output.debugDescription)"
        )
      }
    }
  }
}
