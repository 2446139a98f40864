import Testing

/// The suite for lesson 02; each nested suite matches one task of the README.
@Suite("Lesson 02: Focused protocols")
struct FocusedProtocolsTests {}
