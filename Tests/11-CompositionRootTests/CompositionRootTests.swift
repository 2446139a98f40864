import Testing

/// The suite for lesson 11; each task of the README has its own nested suite.
@Suite("Lesson 11: Composition root")
struct CompositionRootTests {}
