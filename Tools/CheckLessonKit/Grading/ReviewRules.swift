extension ReviewRule {
  /// Every rule of the reviewer. `verify` proves them: no reference or wheat triggers an
  /// essential rule, and each rule's proving chaffs do. Keep each one narrow.
  static let all: [ReviewRule] = [
    // MARK: Errors

    ReviewRule(
      id: "try-optional-drops-an-error", severity: .essential,
      lessons: [
        2: ["SettingsStore.swift", "SyncManager.swift"],
        3: ["DefaultBookmarkStorage.swift", "DefaultFileAccessor.swift"],
        5: ["SettingsStore.swift", "SyncManager.swift"],
        7: ["RemoteSettingsClient.swift", "URLSessionHTTPClient.swift"],
        8: ["App/SyncManager.swift"],
        10: ["Application/", "Adapters/"],
        11: ["Core/", "Adapters/"],
      ],
      // `try? x` as a statement, `return try? x`, or `(try? x) ?? fallback`.
      pattern: #"^\s*(_\s*=\s*)?try\?\s|\breturn\s+try\?\s|\(try\?\s.*\)\s*\?\?"#,
      message:
        "`try?` drops this error, so the caller never learns that the step failed: let it through with `try`.",
      provedBy: [
        "02/bookmark-saved-with-try", "03/unreadable-bookmark-loads-as-nil",
        "03/write-swallows-its-error", "05/save-writes-with-try",
        "07/malformed-body-falls-back-to-defaults", "08/read-with-try-optional",
        "10/create-swallows-save-error", "11/save-swallows-a-failed-write",
      ]),
    ReviewRule(
      id: "try-optional-in-an-adapter", severity: .essential,
      lessons: [3: ["DefaultBookmarkStorage.swift", "DefaultFileAccessor.swift"]],
      // `if let data = try? …`, `guard let data = try? …`: the error is gone, whatever follows.
      pattern: #"\b(let|var)\s+\w+(\s*:[^=]+)?\s*=\s*try\?\s"#,
      message:
        "An adapter lets Foundation's error through as it is: read with `try`, not `try?`, so the caller sees why it failed.",
      provedBy: ["03/load-replaces-the-read-error"]),

    // MARK: Live dependencies where the lesson injects them

    ReviewRule(
      id: "live-date", severity: .essential,
      lessons: [
        1: ["SyncManager.swift"], 2: ["SyncManager.swift"], 5: ["SyncManager.swift"],
        6: ["SyncScheduler.swift"], 8: ["App/"], 9: ["App/"],
        10: ["Domain/", "Application/"], 11: ["Core/"], 12: ["Core/", "!Core/Adapters/"],
      ],
      pattern: #"\bDate\(\)"#, allowsDefaultValues: true,
      message:
        "`Date()` reads the real clock, so a test cannot know the time it will get: ask the injected `now` instead.",
      provedBy: [
        "01/uses-the-real-clock", "02/records-date-from-the-system-clock",
        "05/uses-date-instead-of-injected-clock", "06/stamp-date-with-date-init",
        "08/date-instead-of-now", "09/journal-date-instead-of-now",
        "11/create-stamps-with-date", "12/add-stamps-with-the-real-clock",
      ]),
    ReviewRule(
      id: "live-uuid", severity: .essential,
      lessons: [
        6: ["SyncScheduler.swift"], 9: ["App/"], 10: ["Domain/", "Application/"], 11: ["Core/"],
        12: ["Core/", "!Core/Adapters/"],
      ],
      pattern: #"\bUUID\(\)"#, allowsDefaultValues: true,
      message:
        "`UUID()` makes an ID no test can predict: ask the injected `makeID` instead.",
      provedBy: [
        "06/stamp-id-with-uuid-init", "10/create-ignores-make-id", "10/makes-its-own-id",
        "11/create-ignores-make-id", "12/add-makes-its-own-id",
      ]),
    ReviewRule(
      id: "live-clock", severity: .essential,
      lessons: [6: []],
      pattern: #"\b(ContinuousClock|SuspendingClock)\(\)|\bTask\.sleep\b"#,
      allowsDefaultValues: true,
      message:
        "This waits in real time, so the tests wait too: sleep on the injected clock instead.",
      provedBy: [
        "06/retry-sleeps-on-continuous-clock", "06/retry-sleeps-with-task-sleep",
        "06/immediate-clock-sleeps-for-real",
      ]),
    ReviewRule(
      id: "live-file-manager", severity: .essential,
      lessons: [
        2: ["SettingsStore.swift", "SyncManager.swift"],
        5: ["SettingsStore.swift", "SyncManager.swift"],
        8: ["App/SyncManager.swift"], 10: ["Domain/", "Application/"], 11: ["Core/"],
      ],
      pattern: #"\bFileManager\.default\b"#, allowsDefaultValues: true,
      message:
        "`FileManager.default` goes to the real disk behind the injected ports' backs: ask the injected file system or file accessor instead.",
      provedBy: [
        "02/exists-check-asks-file-manager", "02/save-removes-the-old-file-with-file-manager",
        "08/exists-on-real-disk",
      ]),
    ReviewRule(
      id: "real-world-outside-the-adapters", severity: .essential,
      lessons: [12: ["Core/", "!Core/Adapters/"]],
      pattern:
        #"\b(ProcessInfo\.processInfo|URLSession\.shared|FileManager\.default|FileHandle\.standard(Output|Error))\b|(^|[{};]|\b(else|in|try)\b)\s*(print|exit)\("#,
      message:
        "This reaches the real world from the core, where no test can stand in for it: only the adapters (`Core/Adapters/`) and `App/main.swift` may; take it through a port.",
      provedBy: ["12/list-prints-no-alerts-itself"]),
    ReviewRule(
      id: "live-url-session", severity: .essential,
      lessons: [7: []],
      pattern: #"\bURLSession\.shared\b|\bURLSession\(configuration:"#, allowsDefaultValues: true,
      message:
        "This session is not the one the adapter was given, so a test's stubbed session never sees the request: use the injected `session`.",
      provedBy: [
        "07/adapter-uses-shared-session", "07/adapter-copies-the-session-in-init",
        "07/adapter-makes-a-session-per-request-from-the-configuration",
      ]),

    // MARK: Concurrency

    ReviewRule(
      id: "unsafe-sendable-state", severity: .essential,
      lessons: [4: [], 6: [], 8: [], 9: [], 10: [], 11: [], 12: []],
      pattern: #"@unchecked\s+Sendable\b|\bnonisolated\(unsafe\)"#,
      message:
        "This silences the compiler's data-race check, and calls from several tasks can lose writes: keep the state in a `Mutex` or an actor.",
      provedBy: [
        "04/fake-unchecked-sendable-var", "04/mock-errors-in-nonisolated-unsafe-vars",
        "08/unchecked-sendable-var", "08/actor-spy-nonisolated-unsafe-counts",
        "09/shared-var-restored-on-return", "10/in-memory-class-without-a-lock",
        "11/create-slug-hook-in-a-static-var",
      ]),

    // MARK: Files

    ReviewRule(
      id: "percent-encoded-path", severity: .essential,
      lessons: [1: [], 3: [], 8: [], 9: [], 10: [], 11: []],
      pattern: #"atPath:\s*[^,]*\.path\(\)"#,
      message:
        "`.path()` keeps percent escapes (`my%20settings.json`), so `FileManager` looks for another file: pass `.path(percentEncoded: false)`.",
      provedBy: [
        "01/load-check-keeps-percent-escapes", "01/save-creates-the-folder-with-percent-escapes",
        "03/bookmark-lookup-keeps-percent-escapes", "03/file-exists-keeps-percent-escapes",
      ]),

    // MARK: Worth a look

    ReviewRule(
      id: "force-unwrap", severity: .informative,
      lessons: Dictionary(uniqueKeysWithValues: (0...12).map { ($0, []) }),
      pattern: #"\btry!|\bas!|[\w)\]]!(?!=)"#,
      message:
        "A force unwrap crashes every test in the run when it meets nil: prefer `guard let`, or throw."
    ),
    ReviewRule(
      id: "leftover-todo", severity: .informative,
      lessons: Dictionary(uniqueKeysWithValues: (0...12).map { ($0, []) }), part: .comments,
      pattern: #"\bTODO\b"#,
      message: "This TODO is done: remove the line, or say what is left."),
  ]
}
