/// The smallest font size the app can show.
let minimumFontSize = 9

/// The largest font size the app can show.
let maximumFontSize = 72

/// Checks that `size` is one the app can show, from `minimumFontSize` through
/// `maximumFontSize`, and throws a `FontSizeError` when it is not.
func validateFontSize(_ size: Int) throws {
  // TODO: Task 4. Below the range, throw FontSizeError.tooSmall(minimum:).
  // TODO: Task 4. Above the range, throw FontSizeError.tooLarge(maximum:).
  // TODO: Task 4. Both ends of the range are allowed: throw nothing for 9 or 72.
}
