import Foundation

/// `Examples/SampleApp`, the app the README's first command lints, found from this file so that
/// no bundle is needed and nothing outside the clone is read.
public enum SampleApp {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/SampleApp").path
    /// Its Swift sources.
    public static let sources = root + "/Sources"
}
