/// The smallest font size the app can show.
let minimumFontSize = 9

/// The largest font size the app can show.
let maximumFontSize = 72

/// Checks that `size` is one the app can show, from `minimumFontSize` through
/// `maximumFontSize`, and throws a `FontSizeError` when it is not.
func validateFontSize(_ size: Int) throws {
  if size < minimumFontSize {
    throw FontSizeError.tooSmall(minimum: minimumFontSize)
  }
  if size > maximumFontSize {
    throw FontSizeError.tooLarge(maximum: maximumFontSize)
  }
}
