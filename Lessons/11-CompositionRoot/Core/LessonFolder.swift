/// Where this file is, so that the lesson's tests can find and read your code.
///
/// Leave this file as it is: the tests read the folder it is in.
public enum LessonFolder {
  /// The path of this source file when it was compiled.
  public static let sourceFile = #filePath
}
