/// Produces the benchmark corpus: asks `CorpusPlanner` for one file after another until the
/// line budget is spent, renders each with `CodeGen` and hands the bytes to a sink.
///
/// The sink keeps this type free of file-system code, and each file is written as soon as it is
/// rendered so memory stays flat however large the corpus.
struct CorpusGenerator {
    /// What was written, for the command's closing message.
    struct Summary {
        var files = 0
        var lines = 0
        var bytes = 0
    }

    let settings: CorpusSettings

    func generate(_ write: (_ relativePath: String, _ bytes: [UInt8]) throws -> Void) throws -> Summary {
        var planner = CorpusPlanner(seed: settings.seed)
        var summary = Summary()
        while summary.lines < settings.lines {
            let spec = planner.next(remainingLines: settings.lines - summary.lines)
            let (text, lineCount) = Self.render(spec)
            let bytes = Array(text.utf8)
            try write(spec.path, bytes)
            summary.files += 1
            summary.lines += lineCount
            summary.bytes += bytes.count
        }
        return summary
    }

    /// The text of one file and its line count.
    static func render(_ spec: FileSpec) -> (String, Int) {
        var gen = CodeGen(spec: spec)
        switch spec.kind {
        case .appBaseViewController: gen.emitAppBaseViewControllerFile()
        case .featureBaseViewController: gen.emitFeatureBaseViewControllerFile()
        case .screen: gen.emitScreenFile()
        case .tableScreen: gen.emitTableScreenFile()
        case .view: gen.emitViewFile()
        case .cell: gen.emitCellFile()
        case .swiftUIView: gen.emitSwiftUIFile()
        case .viewModel: gen.emitViewModelFile()
        case .model: gen.emitModelFile()
        case .service: gen.emitServiceFile()
        case .networkingCore: gen.emitNetworkingCoreFile()
        case .endpoint: gen.emitEndpointFile()
        case .coordinator: gen.emitCoordinatorFile()
        case .extensions: gen.emitExtensionsFile()
        case .utilities: gen.emitUtilitiesFile()
        case .persistence: gen.emitPersistenceFile()
        case .tests: gen.emitTestsFile()
        }
        precondition(gen.out.depth == 0, "unbalanced braces in \(spec.path)")
        return (gen.out.text, gen.out.lineCount)
    }
}
