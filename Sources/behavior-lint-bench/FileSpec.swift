/// Everything decided about one corpus file before its text is generated.
struct FileSpec {
    /// What the file is about; each kind has its own template in the `Templates+*.swift` files.
    enum Kind {
        case appBaseViewController
        case featureBaseViewController
        case screen
        case tableScreen
        case view
        case cell
        case swiftUIView
        case viewModel
        case model
        case service
        case networkingCore
        case endpoint
        case coordinator
        case extensions
        case utilities
        case persistence
        case tests
    }

    var kind: Kind
    /// Relative to the corpus folder, `/`-separated.
    var path: String
    /// The main type the file declares (or extends, for `extensions`).
    var typeName: String
    var feature: String
    var entity: String
    var role: String
    /// For view controllers: the class they inherit from.
    var superclass: String
    var project: String
    var targetLines: Int
    var seed: UInt64
}
