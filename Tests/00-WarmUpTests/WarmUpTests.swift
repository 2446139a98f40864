import Testing

// The lesson's suite. Each task of the README has a nested suite in a file of its own.

@Suite("Lesson 00: Warm-up")
struct WarmUpTests {}
