import Testing
@testable import Lesson00WarmUp

// `#expect(throws: Never.self)` passes when the closure throws no error at all.
// `#expect(throws: someError)` passes only when it throws that exact error, compared
// with ==, which is why FontSizeError is Equatable.

extension WarmUpTests {
  @Suite("Task 4: Refuse font sizes out of range")
  struct RefuseFontSizesOutOfRange {
    @Test("Accepts sizes from 9 through 72", arguments: [9, 10, 14, 71, 72])
    func acceptsSizesInRange(size: Int) {
      #expect(
        throws: Never.self,
        "validateFontSize(\(size)) should not throw: sizes 9 through 72 are allowed"
      ) {
        try validateFontSize(size)
      }
    }

    @Test("Refuses sizes below 9 as too small", arguments: [8, 5, 0, -12])
    func refusesSizesBelowTheMinimum(size: Int) {
      #expect(
        throws: FontSizeError.tooSmall(minimum: 9),
        "validateFontSize(\(size)) should throw FontSizeError.tooSmall(minimum: 9)"
      ) {
        try validateFontSize(size)
      }
    }

    @Test("Refuses sizes above 72 as too large", arguments: [73, 96, 1_000])
    func refusesSizesAboveTheMaximum(size: Int) {
      #expect(
        throws: FontSizeError.tooLarge(maximum: 72),
        "validateFontSize(\(size)) should throw FontSizeError.tooLarge(maximum: 72)"
      ) {
        try validateFontSize(size)
      }
    }
  }
}
