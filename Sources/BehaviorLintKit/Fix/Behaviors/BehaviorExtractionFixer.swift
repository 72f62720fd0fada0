import Foundation
import SwiftLexer

/// Fixes the behavior rules together (`nav-bar-visibility`, `nav-bar-appearance`,
/// `screen-tracking`, `observer-lifecycle`, `repeated-lifecycle-concern`): a host's chores all
/// change the same overrides and the same `addBehaviors` call, so one proposal per host carries
/// every edit of that host, and the behaviors (and the support file) it needs.
struct BehaviorExtractionFixer: Fixer {
    static let ruleIDs = ChoreCollector.ruleIDs

    func proposals(_ context: FixContext) -> [FixProposal] {
        let collected = ChoreCollector(project: context.project).chores(for: context.findings)
        var proposals = collected.refused.map {
            FixProposal.refused($0.findings, ruleID: $0.findings[0].ruleID, reason: $0.reason)
        }
        // A host refused once its behaviors are planned (its viewDidLoad cannot take the call, …)
        // leaves the plan, and the rest is planned again: a behavior shared with it, the files'
        // folder and the Xcode targets compiling them are the changed hosts'. (A base class's
        // chores lint already reports as not fixable: `ChoresLeftInPlace`.)
        var hosts = collected.hosts
        let placement = BehaviorPlacement(
            layout: context.layout, outputDirectory: context.outputDirectory,
            files: context.project.files.map { $0.path })
        while !hosts.isEmpty {
            let planned = plan(hosts, placement: placement, context: context)
            let changed = Set(planned.filter { $0.proposal.refusal == nil }.map { $0.host })
            let left = Set(hosts.map { $0.className }).subtracting(changed)
            if left.isEmpty {
                proposals += planned.map { $0.proposal }
                break
            }
            proposals += planned.filter { left.contains($0.host) }.map { $0.proposal }
            hosts = hosts.filter { changed.contains($0.className) }
        }
        return proposals
    }

    /// Every host's proposal (its edits, or why it keeps its chores), and the chores that stay.
    private func plan(
        _ collectedHosts: [WorthwhileChores.Host], placement: BehaviorPlacement, context: FixContext
    ) -> [(
        host: String, proposal: FixProposal
    )] {
        var proposals: [(host: String, proposal: FixProposal)] = []
        func refuse(_ findings: [Finding], ruleID: String? = nil, reason: FixVerdict.Reason) {
            proposals.append(
                (findings[0].hostClass ?? "", .refused(findings, ruleID: ruleID ?? findings[0].ruleID, reason: reason)))
        }
        let behaviorProtocol = context.project.behaviorProtocol
        let attachMethod = AttachMethodOption.methods(in: context.configuration.rules).first ?? "addBehaviors"
        let firstPath = context.project.files[collectedHosts[0].chores[0].statements[0].file].path
        let style = LineLayout(context.sources[firstPath] ?? [])
        let writer = BehaviorSourceWriter(
            behaviorProtocol: behaviorProtocol, indent: style.indentUnit, lineEnding: style.lineEnding,
            projectAPI: context.project.viewControllerExtensionMethods)

        var removals: HostEditor.Removals = [:]
        for host in collectedHosts {
            for chore in host.chores {
                for movable in chore.statements {
                    let path = context.project.files[movable.file].path
                    removals[[movable.file, movable.function, movable.statementIndex]] =
                        StatementRemoval(movable.statement, in: LineLayout(context.sources[path] ?? []))
                }
            }
        }
        func removal(_ movable: MovableStatement) -> StatementRemoval {
            removals[[movable.file, movable.function, movable.statementIndex]]!
        }

        func hostPath(_ chore: HostChore) -> String { context.project.files[chore.statements[0].file].path }
        let editor = HostEditor(project: context.project, sources: context.sources, attachMethod: attachMethod)
        // A behavior is shared only inside one module: each module gets its own copy.
        let reader = context.project.argumentSlots
        let selection = WorthwhileChores(project: context.project, editor: editor, removals: removals).select(
            collectedHosts
        ) { hosts in
            BehaviorTemplate.templates(
                for: hosts, reader: reader, moduleKey: { placement.moduleKey(ofHost: hostPath($0)) })
        }
        for (findings, reason) in selection.refused { refuse(findings, reason: reason) }
        let hosts = selection.hosts
        guard !hosts.isEmpty else { return proposals }
        // Name, render and check every behavior once; hosts then pick theirs.
        var templates = selection.templates
        let existingTypes = ExistingTypes(context, moduleKey: placement.moduleKey(ofHost:))
        let importer = BehaviorImports(project: context.project, moduleOf: placement.moduleNames(of:))
        var importsByPath: [String: [String]] = [:]
        var firstHooks: [String: Set<LifecycleHook>] = [:]
        var used: Set<String> = []
        var outcomeOf: [Int: Result<GeneratedFile?, FixRefusal>] = [:]
        // The behavior most hosts share is named first, then the simplest: they get the plain names.
        let namingOrder = templates.indices.sorted { a, b in
            (templates[a].chores.count, -templates[a].chores[0].statements.count, -a)
                > (templates[b].chores.count, -templates[b].chores[0].statements.count, -b)
        }
        for index in namingOrder {
            let base = templates[index].kind.baseName
            let hooks = Set(templates[index].chores[0].statements.map { $0.hook })
            let module = placement.moduleKey(ofHost: hostPath(templates[index].chores[0]))
            let candidates = Self.names(for: templates[index], base: base, firstHooks: firstHooks[module + base])
                .filter { !used.contains(module + $0) }
            if firstHooks[module + base] == nil { firstHooks[module + base] = hooks }
            var outcome: Result<GeneratedFile?, FixRefusal> = .failure(
                FixRefusal(
                    reason: .behaviorNamesTaken(Self.names(for: templates[index], base: base, firstHooks: nil))))
            for candidate in candidates {
                templates[index].name = candidate
                // An existing type of that name may be this behavior with other property names
                // (`screenName` where fix would say `screen`): adopt its names, so it can be reused.
                let existing = existingTypes.declaration(named: candidate, moduleKey: module)
                if let existing {
                    let names = Self.storedPropertyNames(existing.bytes)
                    if names.count == templates[index].parameters.count {
                        for (parameter, name) in zip(templates[index].parameters.indices, names) {
                            templates[index].parameters[parameter].name = name
                        }
                    }
                }
                let template = templates[index]
                let rendered = writer.render(
                    template, removals: template.chores.map { $0.statements.map(removal) },
                    imports: imports(
                        of: template, context: context, importer: importer, cache: &importsByPath,
                        module: placement.moduleNames(of: hostPath(template.chores[0]))),
                    header: Self.header(of: template.chores, context: context, fileName: candidate + ".swift"))
                let attempt = file(
                    for: template, rendered: rendered, existing: existing, context: context,
                    destination: placement.destination(
                        fileName: template.name + ".swift", hostPaths: template.chores.map(hostPath)))
                // A different behavior an earlier fix generated under this name: try the next
                // name; a type the team wrote under it is theirs, and the clash is reported.
                if case .failure = attempt, existing?.isGenerated == true { continue }
                outcome = attempt
                break
            }
            used.insert(module + templates[index].name)
            outcomeOf[index] = outcome
        }
        let outcomes = templates.indices.map { outcomeOf[$0]! }
        // The support file, once per module that has no behavior protocol of its own.
        let declaringModule = behaviorProtocol.declaredAt.map {
            placement.moduleKey(ofHost: String($0[..<($0.lastIndex(of: ":") ?? $0.endIndex)]))
        }
        var supports: [String: Result<GeneratedFile, FixRefusal>] = [:]
        let allChores = hosts.flatMap { $0.chores }
        for (module, chores) in Dictionary(grouping: allChores, by: { placement.moduleKey(ofHost: hostPath($0)) })
        where !behaviorProtocol.isDeclaredInProject || declaringModule != module {
            let contents = SupportFileWriter(
                behaviorProtocol: behaviorProtocol, attachMethod: attachMethod,
                indent: style.indentUnit, lineEnding: style.lineEnding,
                mainActor: placement.layout.toolchainKnowsMainActor
            )
            .render(
                header: Self.header(of: chores, context: context, fileName: context.configuration.behaviors.supportFile)
            )
            let moduleFiles = context.project.files.map { $0.path }.filter { placement.moduleKey(ofHost: $0) == module }
            supports[module] = placement.destination(
                fileName: context.configuration.behaviors.supportFile, hostPaths: chores.map(hostPath).sorted(),
                near: moduleFiles
            )
            .map { GeneratedFile(path: $0.path, contents: contents, xcode: $0.xcode) }
        }

        for host in hosts {
            let className = host.className
            var entries: [String] = []
            var sharesAChoreAsWritten = false
            var moved: [[MovableStatement]] = []
            var files: [GeneratedFile] = []
            switch supports[placement.moduleKey(ofHost: hostPath(host.chores[0]))] {
            case .failure(let refusal):
                refuse(host.chores.flatMap { $0.findings }, reason: refusal.reason)
                continue
            case .success(let support): files.append(support)
            case nil: break
            }
            var moves: [FixProposal.Move] = []
            var attachments: [BehaviorAttachment] = []
            var findings: [Finding] = []
            for chore in host.chores {
                let templateIndex = templates.firstIndex {
                    $0.chores.contains { $0.className == host.className && $0.kind == chore.kind }
                }!
                let template = templates[templateIndex]
                let choreIndex = template.chores.firstIndex { $0.className == host.className }!
                switch outcomes[templateIndex] {
                case .failure(let refusal):
                    refuse(chore.findings, ruleID: chore.kind.ruleID, reason: refusal.reason)
                    continue
                case .success(let file):
                    if let file { files.append(file) }
                    let destination = file?.path ?? template.name
                    for (index, movable) in chore.statements.enumerated() {
                        let cut = removal(movable)
                        moves.append(
                            FixProposal.Move(
                                path: context.project.files[movable.file].path, removed: cut.movedText,
                                rewritten: StatementRewriter.rewrite(
                                    cut.movedText,
                                    replacements: template.replacements(
                                        forStatement: index, ofChore: choreIndex, offset: cut.statementOffset),
                                    boundNames: movable.syntax.boundNames,
                                    projectAPI: context.project.viewControllerExtensionMethods),
                                destination: destination))
                    }
                }
                entries.append(template.entry(forChore: choreIndex))
                attachments.append(
                    BehaviorAttachment(
                        behavior: template.name, family: template.kind.baseName,
                        parameters: template.parameters.map { $0.name + ": " + $0.type },
                        entry: entries[entries.count - 1],
                        host: className, path: hostPath(chore),
                        movedLines: chore.statements.reduce(0) { $0 + removal($1).movedLineCount }))
                sharesAChoreAsWritten =
                    sharesAChoreAsWritten || (template.chores.count > 1 && template.parameters.isEmpty)
                moved.append(chore.statements)
                findings += chore.findings
            }
            guard !entries.isEmpty else { continue }
            switch editor.edits(className: host.className, chores: moved, removals: removals, entries: entries) {
            case .failure(let refusal):
                refuse(findings, reason: refusal.reason)
            case .success(let host) where host.removedOverrides == 0 && !sharesAChoreAsWritten:
                // A chore whose behavior could not be named kept an override the others relied on
                // going: the screen would only be split over two files.
                refuse(findings, reason: .keepsEveryOverride(host: className))
            case .success(let host):
                var proposal = FixProposal(
                    ruleID: findings[0].ruleID, resolves: findings, edits: host.edits, newFiles: files, moves: moves,
                    summary: "\(className): \(attachMethod)([\(entries.joined(separator: ", "))])")
                proposal.removedDeclarations = host.removedDeclarations
                proposal.attachments = attachments
                proposals.append((className, proposal))
            }
        }
        return proposals
    }

    /// The file of a behavior, nil when the project already declares an identical type of that
    /// name (reused as is), or why neither can be.
    private func file(
        for template: BehaviorTemplate, rendered: BehaviorSourceWriter.Rendered, existing: ExistingTypes.Declaration?,
        context: FixContext, destination: Result<BehaviorPlacement.Destination, FixRefusal>
    ) -> Result<GeneratedFile?, FixRefusal> {
        if let existing {
            if Self.significantText(existing.bytes) == Self.significantText(Array(rendered.declaration.utf8)) {
                return .success(nil)
            }
            return .failure(FixRefusal(reason: .typeExists(template.name, place: existing.place)))
        }
        let place: BehaviorPlacement.Destination
        switch destination {
        case .failure(let refusal): return .failure(refusal)
        case .success(let found): place = found
        }
        if context.sources[place.path] != nil || FileManager.default.fileExists(atPath: place.path) {
            return .failure(FixRefusal(reason: .fileExists(path: place.path)))
        }
        return .success(GeneratedFile(path: place.path, contents: rendered.file, xcode: place.xcode))
    }

    /// The names a behavior may take, best first: its kind's name; a sibling that does the same
    /// chore at other moments is named for them (`ScreenTrackingOnLoadBehavior`,
    /// `ScreenTrackingOnLoadAndBeforeDisappearingBehavior`); one that differs in what it does is
    /// named for that (`ExplanationDismissedScreenTrackingBehavior`, from the first value its code
    /// holds as written), or for both. Never a number: `Behavior2` says nothing.
    private static func names(for template: BehaviorTemplate, base: String, firstHooks: Set<LifecycleHook>?) -> [String]
    {
        let hooks = BehaviorProtocol.behaviorHooks.filter(Set(template.chores[0].statements.map { $0.hook }).contains)
        let stem = String(base.dropLast("Behavior".count))
        var names: [String] = []
        // `OnLoad`, or `OnLoadAndBeforeDisappearing` for a chore of two moments.
        let words = hooks.compactMap(momentWord)
        let moment = words.count == hooks.count ? words.joined(separator: "And") : nil
        let momentName = moment.map { stem + $0 + "Behavior" }
        // One moment tells this one apart from a sibling working at another (a list of moments
        // reads worse than what the code does).
        let momentFirst = firstHooks != nil && firstHooks != Set(hooks) && hooks.count == 1
        let parameterized = Set(template.parameters.map { [$0.statement, $0.slot] })
        // A member or string says what it is (`.explanationDismissed`); a flag or number says it
        // through what it sets (`prefersLargeTitles = true`).
        let values = template.slots[0].enumerated().flatMap { statement, slots in
            slots.enumerated().filter { !parameterized.contains([statement, $0.offset]) }.map { slot in
                slot.element.isMember || slot.element.value.hasPrefix("\"")
                    ? slot.element.value : slot.element.label ?? ""
            }
        }
        // Else what a statement without a parameter calls, innermost first and not the verb every
        // such call has (`track(event: .explanationDismissed())`, `AnalyticsHelper.navigatedToDiscover()`).
        // What such a statement sets says it first (`shadowImage = UIImage()`); an initializer's type does not.
        let plain = template.chores[0].statements.indices.filter { index in
            !template.parameters.contains { $0.statement == index }
        }
        .map { template.chores[0].statements[$0] }
        let assigned = plain.flatMap { movable in
            movable.syntax.chains.filter { $0.assignedValue != nil }.compactMap {
                $0.names.last.map(movable.syntax.text)
            }
        }
        let calls = plain.flatMap { $0.statement.calls.map { $0.name }.reversed() }
            .filter { !Self.genericVerbs.contains($0) && $0.first?.isLowercase == true }
        let word = (values + assigned + calls).lazy.compactMap(typeNameWords).first
        // A tracking behavior with nothing to set, for one screen, sends one specific event: say which.
        let specific =
            template.kind.ruleID == ScreenTrackingRule.descriptor.id && template.parameters.isEmpty
            && template.chores.count == 1
        if let word, specific { names.append(word + base) }
        names.insert(base, at: names.count)
        if momentFirst, let momentName { names.append(momentName) }
        if let word, !specific { names.append(word + base) }
        if !momentFirst, let momentName { names.append(momentName) }
        if let word, let moment { names.append(word + stem + moment + "Behavior") }
        return names
    }

    /// Calls that say how, not what: `track`, `log`, …
    private static let genericVerbs: Set<String> = [
        "track", "trackEvent", "trackScreen", "log", "logEvent", "fire", "send", "record", "post", "add", "remove",
        "set",
        "addObserver", "removeObserver", "setNavigationBarHidden",
    ]

    /// `.explanationDismissed` → `ExplanationDismissed`, `"video_opened"` → `VideoOpened`; nil
    /// for a value with no letters or too long to read as a name.
    private static func typeNameWords(_ value: String) -> String? {
        let parts = value.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = parts.joined()
        guard let first = name.first, first.isLetter, name.count <= 40 else { return nil }
        return name
    }

    /// `OnLoad`, `OnAppear`, … for naming a behavior after the moment it works in.
    private static func momentWord(_ hook: LifecycleHook) -> String? {
        switch hook {
        case .viewDidLoad: return "OnLoad"
        case .viewWillAppear: return "BeforeAppearing"
        case .viewDidAppear: return "OnAppear"
        case .viewWillDisappear: return "BeforeDisappearing"
        case .viewDidDisappear: return "OnDisappear"
        default: return nil
        }
    }

    /// `let screenName: String` and other stored properties declared directly in a type's body, in order.
    static func storedPropertyNames(_ declaration: [UInt8]) -> [String] {
        let tokens = Lexer.tokenize(declaration)
        let words = (0..<tokens.count).filter { !tokens.kind($0).isTrivia }
            .map { String(decoding: declaration[tokens.range($0)], as: UTF8.self) }
        var names: [String] = []
        var depth = 0
        for (index, word) in words.enumerated() {
            if word == "{" { depth += 1 }
            if word == "}" { depth -= 1 }
            guard depth == 1, word == "let" || word == "var", index + 2 < words.count, words[index + 2] == ":",
                index == 0 || words[index - 1] != "static"
            else { continue }
            names.append(words[index + 1])
        }
        return names
    }

    /// The imports the behavior's code needs, of those every host's file has: code that compiles
    /// in each host needs no module that one of them lacks, so the intersection is enough.
    private func imports(
        of template: BehaviorTemplate, context: FixContext, importer: BehaviorImports,
        cache: inout [String: [String]], module: Set<String>
    ) -> [String] {
        var common: [String]?
        for chore in template.chores {
            let path = context.project.files[chore.statements[0].file].path
            let lines = cache[path] ?? Self.importLines(context.sources[path] ?? [])
            cache[path] = lines
            common = common.map { previous in previous.filter(lines.contains) } ?? lines
        }
        let types = template.parameters.flatMap {
            $0.type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        }
        return importer.lines(
            hostImports: common ?? [], names: BehaviorImports.names(in: template.chores[0].statements).union(types),
            behaviorModule: module)
    }

    /// The header of `fileName`, a file fix creates beside `hosts`, written as theirs are.
    private static func header(of hosts: [HostChore], context: FixContext, fileName: String) -> [String]? {
        let paths = Array(Set(hosts.map { context.project.files[$0.statements[0].file].path })).sorted()
        return FileHeader.header(
            forFile: (fileName as NSString).lastPathComponent,
            hosts: paths.map { path in
                ((path as NSString).lastPathComponent, context.sources[path] ?? [])
            })
    }

    /// The `import` lines of a file, trimmed.
    private static func importLines(_ bytes: [UInt8]) -> [String] {
        let tokens = Lexer.tokenize(bytes)
        let source = LineLayout(bytes)
        var lines: [String] = []
        for index in 0..<tokens.count
        where tokens.kind(index) == .keyword
            && bytes[tokens.range(index)].elementsEqual("import".utf8) && source.startsLine(tokens.start(index))
        {
            lines.append(source.line(at: tokens.start(index)).trimmingCharacters(in: .whitespaces))
        }
        return lines
    }

    /// Token texts without trivia, joined: two declarations that differ only in layout and
    /// comments compare equal.
    static func significantText(_ bytes: [UInt8]) -> String {
        let tokens = Lexer.tokenize(bytes)
        return (0..<tokens.count).filter { !tokens.kind($0).isTrivia }
            .map { String(decoding: bytes[tokens.range($0)], as: UTF8.self) }.joined(separator: " ")
    }
}

/// The project's top-level types by name, looked up when a behavior name is chosen.
private struct ExistingTypes {
    /// A declared type: its text, where it is, and whether `behavior-lint fix` generated it (its
    /// doc comment carries the marker generated behaviors have).
    struct Declaration {
        var bytes: [UInt8]
        var place: String
        var isGenerated: Bool
    }

    private let context: FixContext
    /// Module key + type name → the first declaration: a type of another module is out of sight.
    private let byName: [String: (file: Int, type: Int)]

    init(_ context: FixContext, moduleKey: (String) -> String) {
        self.context = context
        var byName: [String: (file: Int, type: Int)] = [:]
        for (fileIndex, file) in context.project.files.enumerated() {
            let module = moduleKey(file.path)
            for (typeIndex, type) in file.types.enumerated()
            where type.parent == nil && type.kind != .extension && byName[module + type.name] == nil {
                byName[module + type.name] = (fileIndex, typeIndex)
            }
        }
        self.byName = byName
    }

    func declaration(named name: String, moduleKey: String) -> Declaration? {
        guard let (fileIndex, typeIndex) = byName[moduleKey + name] else { return nil }
        let file = context.project.files[fileIndex]
        let type = file.types[typeIndex]
        let bytes = context.sources[file.path] ?? []
        let source = LineLayout(bytes)
        let comments = source.commentLines(above: source.lineStart(type.declaration.start)).lines
        return Declaration(
            bytes: Array(bytes[type.declaration.start..<min(type.declaration.end, bytes.count)]),
            place: "\(file.path):\(type.keywordLocation.line)",
            isGenerated: comments.contains { $0.contains(BehaviorSourceWriter.generatedMarker) })
    }
}
