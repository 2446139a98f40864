import Testing

/// The reference's own tests: the command through its ports, with in-memory doubles only.
@Suite("Price alerts")
struct PriceAlertsTests {}
