import Testing

/// The suite for lesson 01; each README task has a nested suite of its own.
@Suite("Lesson 01: Tight coupling")
struct TightCouplingTests {}
