import Dispatch

/// Which rules run and with which settings.
public struct RuleConfiguration: Sendable {
    public var settings: [String: RuleSettings]

    /// Every rule at its default severity and options.
    public static var defaults: RuleConfiguration {
        RuleConfiguration(settings: Dictionary(uniqueKeysWithValues: RuleRegistry.all.map {
            ($0.descriptor.id, RuleSettings(severity: $0.descriptor.defaultSeverity))
        }))
    }

    /// Only the rule `id`, at its defaults overlaid with `values`.
    public static func only(_ id: String, values: [String: String] = [:]) -> RuleConfiguration {
        var configuration = RuleConfiguration(settings: [:])
        if let rule = RuleRegistry.rule(id: id) {
            configuration.settings[id] = RuleSettings(severity: rule.descriptor.defaultSeverity, values: values)
        }
        return configuration
    }

    public func settings(for id: String) -> RuleSettings? {
        guard let settings = settings[id], settings.severity != .off else { return nil }
        return settings
    }
}

/// The core of a lint run, without files or output: summaries in, sorted findings out.
public enum LintEngine {
    /// Scans sources in parallel; the result keeps the input order.
    public static func summarize(_ sources: [(path: String, bytes: [UInt8])]) -> [FileSummary] {
        let results = UnsafeMutableBufferPointer<FileSummary?>.allocate(capacity: sources.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let box = UncheckedBox(results)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            box.value[index] = Scanner.summarize(bytes: sources[index].bytes, path: sources[index].path)
        }
        return results.map { $0! }
    }

    /// Runs the configured rules over the summaries; findings come back in report order.
    public static func check(_ summaries: [FileSummary], configuration: RuleConfiguration) -> [Finding] {
        let project = ProjectIndex(files: summaries)
        var findings: [Finding] = []
        for rule in RuleRegistry.all {
            guard let settings = configuration.settings(for: rule.descriptor.id) else { continue }
            let instance = rule.init()
            switch rule.descriptor.scope {
            case .file:
                for index in summaries.indices {
                    findings += instance.check(RuleContext(project: project, fileIndex: index, settings: settings))
                }
            case .project:
                findings += instance.check(RuleContext(project: project, fileIndex: nil, settings: settings))
            }
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    public static func lint(_ sources: [(path: String, bytes: [UInt8])], configuration: RuleConfiguration) -> [Finding] {
        check(summarize(sources), configuration: configuration)
    }
}

/// Lets `concurrentPerform` write disjoint slots of one buffer.
private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
