/// Why the alerts could not be loaded or saved, with the path of the file at fault.
public enum AlertStoreError: Error, Equatable {
  case cannotRead(path: String)
  case cannotWrite(path: String)
}
