/// Something the code in this lesson uses: some are hidden dependencies, some only look like one.
enum Dependency: String, CaseIterable, Sendable, Hashable {
  /// The file name `"settings.json"`.
  case fileName
  /// `FileManager.default` and the disk behind it, also reached through `Data(contentsOf:)`
  /// and `Data.write(to:)`.
  case fileManager
  /// `JSONEncoder` and `JSONDecoder`, which turn `Settings` into bytes and back.
  case jsonCoding
  /// `Date()`, the current time.
  case currentDate
  /// The `Settings` value and `Settings.defaults`.
  case settingsValue
  /// The user's Application Support folder, found from the home folder of whoever runs the code.
  case applicationSupportFolder
  /// Building a file's URL from a folder and a name with `appending(path:)`.
  case urlBuilding
  /// The iCloud-style cloud folder: `~/.testable-swift/CloudDrive` in this workshop,
  /// `FileManager.url(forUbiquityContainerIdentifier:)` in an Apple app.
  case cloudContainer
}
