// swift-tools-version: 6.0
import PackageDescription

// MARK: - The lessons

/// One lesson of the workshop, declared once: `Lesson(3, "DefaultImplementations")`
/// lives in `Lessons/03-DefaultImplementations` and builds the module
/// `Lesson03DefaultImplementations`, tested by `Lesson03DefaultImplementationsTests`.
struct Lesson {
  let number: Int
  let name: String
  /// The modules of a lesson that has more than one, innermost first; empty for a lesson
  /// that is one module.
  let parts: [Part]
  /// Whether the learner writes tests of their own, in the lesson's `YourTests` folder,
  /// built as the test module `Lesson05ErrorPathsYourTests`.
  let hasLearnerTests: Bool
  /// Whether the suite imports `Tests/SuiteSupport`: `LessonCode`, which reads the lesson's
  /// code for rules that no run shows, or `SettableClock`.
  let usesSuiteSupport: Bool

  init(
    _ number: Int, _ name: String, parts: [Part] = [], learnerTests: Bool = false,
    suiteSupport: Bool = false
  ) {
    self.number = number
    self.name = name
    self.parts = parts
    self.hasLearnerTests = learnerTests
    self.usesSuiteSupport = suiteSupport
  }

  var paddedNumber: String { number < 10 ? "0\(number)" : "\(number)" }
  var folder: String { "\(paddedNumber)-\(name)" }
  var module: String { "Lesson\(paddedNumber)\(name)" }
  var testModule: String { "\(module)Tests" }
  var learnerTestModule: String { "\(module)YourTests" }
}

/// One module of a lesson with several, in a folder of its own: `Part("Domain")` of
/// lesson 10 is `Lessons/10-HexagonalMarket/Domain`, built as
/// `Lesson10HexagonalMarketDomain`. It sees only the parts it names, so the compiler
/// keeps dependencies pointing inwards.
struct Part {
  let name: String
  let dependencies: [String]
  let isExecutable: Bool

  init(_ name: String, dependencies: [String] = [], isExecutable: Bool = false) {
    self.name = name
    self.dependencies = dependencies
    self.isExecutable = isExecutable
  }
}

let lessons = [
  Lesson(0, "WarmUp"),
  Lesson(1, "TightCoupling", suiteSupport: true),
  Lesson(2, "FocusedProtocols", suiteSupport: true),
  Lesson(3, "DefaultImplementations", suiteSupport: true),
  Lesson(4, "TestDoubles", learnerTests: true, suiteSupport: true),
  Lesson(5, "ErrorPaths", learnerTests: true, suiteSupport: true),
  Lesson(6, "TimeAndIdentity", learnerTests: true, suiteSupport: true),
  Lesson(7, "NetworkAndExternalAPIs"),
  Lesson(8, "ActorInjection", learnerTests: true, suiteSupport: true),
  Lesson(9, "TestScoping"),
  Lesson(
    10, "HexagonalMarket",
    parts: [
      Part("Domain"),
      Part("Application", dependencies: ["Domain"]),
      Part("Adapters", dependencies: ["Domain", "Application"]),
    ],
    learnerTests: true, suiteSupport: true),
  Lesson(
    11, "CompositionRoot",
    parts: [
      Part("Core"),
      Part("Adapters", dependencies: ["Core"]),
      Part("App", dependencies: ["Core", "Adapters"], isExecutable: true),
    ],
    suiteSupport: true),
  Lesson(
    12, "PriceAlerts",
    parts: [Part("Core"), Part("App", dependencies: ["Core"], isExecutable: true)],
    learnerTests: true),
]

// MARK: - The switch

// Which code the lesson modules are built from, and which suites are in the
// test bundle (see "How the package is put together" in CONTRIBUTING.md):
//   (nothing)              Lessons/ and every suite: what a learner's editor runs
//   WORKSHOP_SOLUTIONS=1   Solutions/ instead of Lessons/, and the grader's own tests
//   WORKSHOP_GRADER_TESTS=1  the grader's own tests also with Lessons/ (maintainers)
//   WORKSHOP_LESSON=N      lesson N's module and suite only (the grader sets it); a list
//                          such as 0,1,2 for those lessons' modules and suites
//   WORKSHOP_CODE=folder   with WORKSHOP_LESSON, lesson N's code from that folder, a
//                          relative path such as .build/check-lesson/variants-code (the
//                          grader's wheats and chaffs; see CONTRIBUTING.md)
//   WORKSHOP_TESTS=Lessons with WORKSHOP_LESSON, the learner's own tests of lesson N
//                          (its YourTests folder) instead of its suite; =Solutions for
//                          the reference tests
//   WORKSHOP_SUITE=1       with WORKSHOP_TESTS, the suite as well, so that verify proves
//                          both on a planted bug in one build
// The learner's own tests are in the bundle with every suite, and never in a build of
// one lesson's suite, so that tests that do not compile yet never hide its results.
let environment = Context.environment
let usesSolutions = environment["WORKSHOP_SOLUTIONS"] == "1"
let withGraderTests = usesSolutions || environment["WORKSHOP_GRADER_TESTS"] == "1"
let onlyLessons: [Int]? = environment["WORKSHOP_LESSON"].flatMap { list in
  let items = list.split(separator: ",", omittingEmptySubsequences: false)
  let numbers = items.compactMap { Int($0) }
  return numbers.count == items.count ? numbers : nil
}
let variantRoot = onlyLessons == nil ? nil : environment["WORKSHOP_CODE"]
let sourceRoot = variantRoot ?? (usesSolutions ? "Solutions" : "Lessons")
let learnerTestsRoot =
  onlyLessons == nil ? (usesSolutions ? "Solutions" : "Lessons") : environment["WORKSHOP_TESTS"]

let selectedLessons = lessons.filter { onlyLessons?.contains($0.number) ?? true }

/// What suites share: `LessonCode` and `SettableClock`.
let suiteSupport: Target = .target(name: "SuiteSupport", path: "Tests/SuiteSupport")
let supportTargets = selectedLessons.contains(where: \.usesSuiteSupport) ? [suiteSupport] : []

let lessonTargets: [Target] = selectedLessons.flatMap { lesson -> [Target] in
  let code: [Target] =
    lesson.parts.isEmpty
    ? [
      .target(
        name: lesson.module,
        path: "\(sourceRoot)/\(lesson.folder)",
        exclude: (sourceRoot == "Lessons" ? ["README.md"] : [])
          + (lesson.hasLearnerTests && variantRoot == nil ? ["YourTests"] : [])
      )
    ]
    : lesson.parts.map { part in
      let name = lesson.module + part.name
      let dependencies: [Target.Dependency] = part.dependencies.map {
        .target(name: lesson.module + $0)
      }
      let path = "\(sourceRoot)/\(lesson.folder)/\(part.name)"
      return part.isExecutable
        ? .executableTarget(name: name, dependencies: dependencies, path: path)
        : .target(name: name, dependencies: dependencies, path: path)
    }
  let suite: Target = .testTarget(
    name: lesson.testModule,
    dependencies: code.map { .target(name: $0.name) }
      + (lesson.usesSuiteSupport ? [.target(name: suiteSupport.name)] : []),
    path: "Tests/\(lesson.folder)Tests"
  )
  guard lesson.hasLearnerTests, let learnerTestsRoot else { return code + [suite] }
  let learnerTests: Target = .testTarget(
    name: lesson.learnerTestModule,
    dependencies: code.map { .target(name: $0.name) },
    path: "\(learnerTestsRoot)/\(lesson.folder)/YourTests"
  )
  let withSuite = onlyLessons == nil || environment["WORKSHOP_SUITE"] == "1"
  return code + (withSuite ? [suite, learnerTests] : [learnerTests])
}

// MARK: - The grader

// Its tests build lessons for minutes, so a learner's "run all tests" leaves them out.
let graderTestTargets: [Target] = [
  .testTarget(
    name: "CheckLessonTests",
    dependencies: ["CheckLessonKit"],
    path: "Tests/CheckLessonTests"
  )
]
let graderTargets: [Target] =
  [
    .target(name: "CheckLessonKit", path: "Tools/CheckLessonKit"),
    .executableTarget(
      name: "check-lesson",
      dependencies: ["CheckLessonKit"],
      path: "Tools/check-lesson"
    ),
  ] + (withGraderTests ? graderTestTargets : [])

let package = Package(
  name: "TestableSwift",
  platforms: [.macOS(.v15)],
  products: onlyLessons == nil
    ? [.executable(name: "check-lesson", targets: ["check-lesson"])]
    : [],
  targets: lessonTargets + supportTargets + (onlyLessons == nil ? graderTargets : []),
  swiftLanguageModes: [.v6]
)
