import Testing

/// The suite for lesson 08; each task of the README has its own nested suite.
///
/// No test touches the disk: every folder is a path under `/virtual`, and every file lives
/// in a test double.
@Suite("Lesson 08: Actor injection")
struct ActorInjectionTests {}
