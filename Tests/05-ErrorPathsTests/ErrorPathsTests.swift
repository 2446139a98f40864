import Testing

/// The suite for lesson 05; each task of the README has its own nested suite.
@Suite("Lesson 05: Error paths")
struct ErrorPathsTests {}
