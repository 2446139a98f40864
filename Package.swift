// swift-tools-version: 6.0
import PackageDescription

// MARK: - The lessons

/// One lesson of the workshop, declared once: `Lesson(3, "DefaultImplementations")`
/// lives in `Lessons/03-DefaultImplementations` and builds the module
/// `Lesson03DefaultImplementations`, tested by `Lesson03DefaultImplementationsTests`.
struct Lesson {
  let number: Int
  let name: String

  init(_ number: Int, _ name: String) {
    self.number = number
    self.name = name
  }

  var paddedNumber: String { number < 10 ? "0\(number)" : "\(number)" }
  var folder: String { "\(paddedNumber)-\(name)" }
  var module: String { "Lesson\(paddedNumber)\(name)" }
  var testModule: String { "\(module)Tests" }
}

let lessons = [
  Lesson(0, "WarmUp"),
  Lesson(1, "TightCoupling"),
  Lesson(2, "FocusedProtocols"),
  Lesson(3, "DefaultImplementations"),
  Lesson(4, "TestDoubles"),
  Lesson(5, "ErrorPaths"),
]

// MARK: - The switch

// Which code the lesson modules are built from, and which suites are in the
// test bundle (see "How the package is put together" in CONTRIBUTING.md):
//   (nothing)              Lessons/, every suite and the grader's own tests
//   WORKSHOP_SOLUTIONS=1   Solutions/ instead of Lessons/
//   WORKSHOP_LESSON=N      lesson N's module and suite only (the grader sets it)
let environment = Context.environment
let usesSolutions = environment["WORKSHOP_SOLUTIONS"] == "1"
let onlyLesson = environment["WORKSHOP_LESSON"].flatMap { Int($0) }
let sourceRoot = usesSolutions ? "Solutions" : "Lessons"

let selectedLessons = lessons.filter { onlyLesson == nil || $0.number == onlyLesson }

let lessonTargets: [Target] = selectedLessons.flatMap { lesson -> [Target] in
  [
    .target(
      name: lesson.module,
      path: "\(sourceRoot)/\(lesson.folder)",
      exclude: usesSolutions ? [] : ["README.md"]
    ),
    .testTarget(
      name: lesson.testModule,
      dependencies: [.target(name: lesson.module)],
      path: "Tests/\(lesson.folder)Tests"
    ),
  ]
}

// MARK: - The grader

let graderTargets: [Target] = [
  .target(name: "CheckLessonKit", path: "Tools/CheckLessonKit"),
  .executableTarget(
    name: "check-lesson",
    dependencies: ["CheckLessonKit"],
    path: "Tools/check-lesson"
  ),
  .testTarget(
    name: "CheckLessonTests",
    dependencies: ["CheckLessonKit"],
    path: "Tests/CheckLessonTests"
  ),
]

let package = Package(
  name: "TestableSwift",
  platforms: [.macOS(.v15)],
  products: onlyLesson == nil
    ? [.executable(name: "check-lesson", targets: ["check-lesson"])]
    : [],
  targets: lessonTargets + (onlyLesson == nil ? graderTargets : []),
  swiftLanguageModes: [.v6]
)
