import Testing

/// The suite for lesson 06; each task of the README has its own nested suite.
@Suite("Lesson 06: Time and identity")
struct TimeAndIdentityTests {}
