import Testing

/// The suite for lesson 10; each task of the README has its own nested suite.
@Suite("Lesson 10: Hexagonal market")
struct HexagonalMarketTests {}
