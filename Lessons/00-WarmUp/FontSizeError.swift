/// Why a font size was refused; `Equatable`, so a test can expect one exact error.
enum FontSizeError: Error, Equatable {
  /// The size is below `minimum`, the smallest size the app can show.
  case tooSmall(minimum: Int)
  /// The size is above `maximum`, the largest size the app can show.
  case tooLarge(maximum: Int)
}
