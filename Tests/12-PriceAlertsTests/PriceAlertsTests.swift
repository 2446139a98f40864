import Testing

/// The acceptance suite for lesson 12: it runs the app, `alerts`, as a learner would, and
/// checks what it prints, its exit code, `alerts.json` and the requests it makes. Each task of
/// the README that changes what the app does has its own nested suite.
@Suite("Lesson 12: Price alerts")
struct PriceAlertsTests {}
