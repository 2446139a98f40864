import Testing

/// The suite for lesson 07; each task of the README has its own nested suite.
@Suite("Lesson 07: Network and external APIs")
struct NetworkAndExternalAPIsTests {}
