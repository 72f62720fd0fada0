/// Folders of test code, by the names Xcode and SwiftPM give them (`AppTests`, `Tests`,
/// `AppUITest`): what lives there is no screen of the app, and no home for code fix writes.
enum TestFolders {
    /// Whether `folder` is a folder of tests or lies in one (`AppTests/Factories`).
    static func contains(folder: String) -> Bool {
        folder.split(separator: "/").contains { $0.hasSuffix("Tests") || $0.hasSuffix("Test") }
    }

    /// Whether the file at `path` lies in a folder of tests.
    static func contains(file path: String) -> Bool {
        contains(
            folder: String(
                path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")))
    }
}
