@testable import CheckLessonKit
import Foundation
import Testing

@Suite("Grading a learner's tests by the mutants of their own code")
struct OwnMutantsTests {
  @Test("Reads the threshold, the adapter folders, the time limit and the sample's size")
  func readsRule() throws {
    let rule = try #require(
      OwnMutantsRule(
        text: """
          # The capstone.
          threshold: 85%
          adapters: Core/Adapters, App/
          time limit: 12
          sample: 40
          """))
    #expect(
      rule
        == OwnMutantsRule(
          threshold: 85, adapterFolders: ["Core/Adapters/", "App/"], timeLimit: .seconds(12),
          sample: 40))
    #expect(OwnMutantsRule(text: "threshold: 85")?.sample == 0, "without a sample, every one")
    #expect(rule.isAdapter("Core/Adapters/LiveMarketPrices.swift"))
    #expect(rule.isAdapter("App/main.swift"))
    #expect(!rule.isAdapter("Core/AlertChecker.swift"))
    #expect(
      !rule.isAdapter("Core/AdaptersGuide.swift"),
      "a folder is matched whole, not as a prefix of a name")
  }

  @Test(
    "A rule without a threshold from 1 to 100 is no rule",
    arguments: ["", "threshold: 0", "threshold: 101", "adapters: App/"])
  func rejectsRule(text: String) {
    #expect(OwnMutantsRule(text: text) == nil)
  }

  @Test("The threshold is met at exactly its share, and never by no mutant at all")
  func threshold() {
    let rule = OwnMutantsRule(threshold: 85, adapterFolders: [])
    #expect(rule.isMet(killed: 17, of: 20))
    #expect(!rule.isMet(killed: 16, of: 20))
    #expect(!rule.isMet(killed: 0, of: 0))
  }

  @Test("A score below the threshold names the count, the share and the first survivors")
  func scoreFailure() {
    let survivors = (1...4).map { line in
      Mutant(
        file: "Core/AlertChecker.swift", line: line, operator: .flipCondition,
        change: "`price >= limit` → `price > limit`", text: "")
    }
    let failure = LessonChecker.scoreFailure(
      OwnMutantsScore(killed: 41, total: 50, survivors: survivors),
      rule: OwnMutantsRule(threshold: 85, adapterFolders: []))
    #expect(
      failure.comments.first
        == "Your tests kill 41 of 50 mutants of your code (82%); 85% is needed.")
    #expect(
      failure.comments.dropFirst().prefix(3) == [
        "Not killed: Core/AlertChecker.swift:1: `price >= limit` → `price > limit`",
        "Not killed: Core/AlertChecker.swift:2: `price >= limit` → `price > limit`",
        "Not killed: Core/AlertChecker.swift:3: `price >= limit` → `price > limit`",
      ])
  }

  @Test("The sample's order stays while only the tests change, and moves with the code")
  func sampleOrder() {
    let code = ["Core/Alert.swift": "let a = 1", "YourTests/AlertTests.swift": "// one test"]
    let mutants = (1...30).map { line in
      Mutant(
        file: "Core/Alert.swift", line: line, operator: .changeLiteral, change: "\(line)",
        text: "")
    }
    let order = LessonChecker.sampleOrder(of: mutants, code: code)
    #expect(Set(order.map(\.line)) == Set(1...30))
    #expect(order != mutants, "shuffled")
    var moreTests = code
    moreTests["YourTests/AlertTests.swift"] = "// two tests"
    #expect(LessonChecker.sampleOrder(of: mutants, code: moreTests) == order)
    var otherCode = code
    otherCode["Core/Alert.swift"] = "let a = 2"
    #expect(LessonChecker.sampleOrder(of: mutants, code: otherCode) != order)
  }

  @Test("Stops starting items once told to, and returns the first ones")
  func stopsStarting() async throws {
    var seen = 0
    let results = try await mapInOrder(Array(1...20), atOnce: 2) {
      $0 * 10
    } ready: { _ in
      seen += 1
    } startsMore: {
      seen < 5
    }
    #expect(results.count >= 5 && results.count <= 7)
    #expect(results == results.indices.map { ($0 + 1) * 10 })
  }

  /// The report of a failing capstone check whose tests are as the starter gave them, or not.
  static func report(started: Bool) -> String {
    let readme = Readme(
      text: """
        # Price alerts
        ## Tasks
        ### 1. Characterize the tool
        Write tests in `YourTests/` that pin what the tool does.
        ### 2. Add --now
        Take the time from `--now`.
        ### 3. Make your tests catch wrong code
        Your tests in `YourTests/` must kill 85% of the mutants.
        """)
    let task = { (number: Int) in readme.tasks[number - 1].task }
    var result = CheckResult(
      lesson: Lesson(number: 12, folder: "12-PriceAlerts", title: "Price alerts"),
      source: .lesson, outcome: .ran,
      tests: [
        TestResult(id: "A/pins()", displayName: "Pins add", status: .passed, task: task(1)),
        TestResult(id: "A/now()", displayName: "Takes --now", status: .failed, task: task(2)),
        TestResult(
          id: "YourTests/kill", displayName: "Your tests kill enough", status: .failed,
          task: task(3)),
      ])
    var summary = LearnerTestsSummary(
      task: 3, count: 1, failingOnWheats: 0, caught: 0, total: 40, uncaught: [],
      started: started)
    summary.byOwnMutants = true
    result.learnerTests = summary
    return CheckReport(
      result: result, readme: readme, workshop: Fixtures.workshop(Fixtures.files()),
      style: Style(usesColor: false)
    ).text
  }

  @Test("Before the learner's own tests start, the next step is the first task that asks for them")
  func firstStep() {
    #expect(Self.report(started: false).contains(#"Next: task 1, "Characterize the tool""#))
    #expect(Self.report(started: true).contains(#"Next: task 2, "Add --now""#))
    #expect(Self.report(started: true).contains("Your tests kill 0 of 40 mutants of your code."))
  }
}
