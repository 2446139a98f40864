import Testing

/// The suite for lesson 08; each task of the README has its own nested suite.
///
/// No test touches the disk: every file lives in a test double, and every folder is a path
/// under `/dev/null/virtual`, where nothing can be made, not even by root, as `/dev/null` is
/// no folder.
@Suite("Lesson 08: Actor injection")
struct ActorInjectionTests {}
