import Foundation
import Testing

@testable import Lesson12PriceAlertsCore

@Suite("Your tests of the price alerts")
struct AlertTests {
  @Test("An alert above a price fires at that price, and not a cent below it")
  func aboveAlertFiresAtItsPrice() {
    let alert = Alert(
      id: UUID(), slug: "rain-in-paris", direction: .above, price: 0.6,
      createdAt: Date(timeIntervalSince1970: 0))

    #expect(alert.fires(at: 0.6), "an alert above 0.6 should fire when the price is 0.6")
    #expect(!alert.fires(at: 0.59), "an alert above 0.6 should wait while the price is 0.59")
  }
}
