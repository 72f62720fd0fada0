/// A command line the tool cannot act on. Its message is printed as is, and the exit status is
/// always 2 so scripts can tell "you called me wrong" from "the run failed".
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

/// A failure while doing what was asked (unwritable folder, unreadable file): exit status 1.
struct RunError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
