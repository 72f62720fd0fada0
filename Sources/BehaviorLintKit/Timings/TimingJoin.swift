import Foundation

/// Attaches behavior-lint findings to timing entries: the Swift files the log names (those that
/// exist) are linted with every rule, then an expression entry gets the `slow-array-concat`
/// findings on its line (the columns of the compiler and the rule may differ), and a function
/// entry gets every rule finding inside the function declared at its location (same line when no
/// declaration starts there, as for closures).
public enum TimingJoin {
    /// The rule whose findings explain a slow expression.
    static let expressionRuleID = SlowArrayConcatRule.descriptor.id

    /// `entries` with their findings; entries whose file does not exist keep none.
    public static func join(_ entries: [TimingEntry], configuration: RuleConfiguration = .defaults) -> [TimingEntry] {
        var files: [String] = []
        for path in Set(entries.map { FileDiscovery.absolutePath($0.file) }).sorted() {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        guard !files.isEmpty else { return entries }
        var run = LintRun(paths: files, configuration: configuration)
        run.cacheFolder = nil
        run.keepsSources = true  // the functions of each file are read again below
        guard case .success(let result) = run.run() else { return entries }

        let engineIDs = Set(EngineFindings.all.map { $0.id })
        var findingsByFile: [String: [Finding]] = [:]
        for finding in result.findings where !engineIDs.contains(finding.ruleID) {
            findingsByFile[FileDiscovery.absolutePath(finding.path), default: []].append(finding)
        }
        var functionsByFile: [String: [FunctionDeclaration]] = [:]
        for source in result.sources {
            functionsByFile[FileDiscovery.absolutePath(source.path)] =
                Scanner.summarize(bytes: source.bytes, path: source.path, options: ScanOptions(findsPlusChains: false))
                .functions
        }
        return entries.map { entry in
            var joined = entry
            let file = FileDiscovery.absolutePath(entry.file)
            joined.findings = matches(
                for: entry, findings: findingsByFile[file] ?? [], functions: functionsByFile[file] ?? [])
            return joined
        }
    }

    /// The findings of one file that belong to `entry`.
    static func matches(for entry: TimingEntry, findings: [Finding], functions: [FunctionDeclaration]) -> [Finding] {
        switch entry.kind {
        case .expression:
            return findings.filter { $0.ruleID == expressionRuleID && $0.location.line == entry.line }
        case .function:
            guard let function = declaration(at: entry.line, in: functions) else {
                return findings.filter { $0.location.line == entry.line }
            }
            let lines = function.declaration.startLocation.line...function.declaration.endLocation.line
            return findings.filter { lines.contains($0.location.line) }
        }
    }

    /// The innermost function whose header (declaration start to body start) covers `line`:
    /// the compiler reports a function at its name, which may follow attributes on earlier lines.
    static func declaration(at line: Int, in functions: [FunctionDeclaration]) -> FunctionDeclaration? {
        functions.filter { function in
            let headerEnd = function.body?.startLocation.line ?? function.declaration.endLocation.line
            return function.declaration.startLocation.line <= line && line <= headerEnd
        }.max { $0.declaration.start < $1.declaration.start }
    }
}
