/// Runs of statements that several screens repeat in the same hook, in the same order, whatever
/// they act on: a block pasted from screen to screen (a search screen's focus-and-layout dance in
/// `viewWillAppear(_:)`, a ten-line styling block in `viewDidLoad()`). Found by shape (see
/// `StatementShape`): every window of `RepeatedLifecycleConcernRule.blockLength` statements in a
/// row (the super call left out) that at least `minimumScreens` classes share, windows that
/// overlap in some override joined into one block. A run is long enough to count when it spans the
/// rule's `min-lines`: short runs of a screen's own setup coincide by chance.
struct RepeatedBlocks {
    struct Block {
        /// The concern key: the hook and the shape of the block's first window.
        var key: String
        /// How a message names it: its first statement and how many follow.
        var summary: String
        var statements: [(override: ProjectIndex.LifecycleOverride, index: Int)]
        /// The block's repeated chore written alone in other screens' same hook: copies of the
        /// concern, which the behavior made for the whole block cannot take.
        var loneCopies: [(override: ProjectIndex.LifecycleOverride, index: Int)] = []
    }

    let all: [Block]
    private let covered: Set<[Int]>

    init(context: RuleContext, thresholds: ConcernThresholds) {
        let minimumScreens = thresholds.screens
        let length = RepeatedLifecycleConcernRule.blockLength
        let overrides = context.lifecycleOverrides
        // Each override's statements but its super call, as interned shapes.
        var shapeIDs: [String: Int] = [:]
        var shapeTexts: [String] = []
        var sequences: [[(index: Int, shape: Int)]] = []
        for override in overrides {
            let statements = context.project.function(override).statements
            var sequence: [(Int, Int)] = []
            for index in statements.indices where !statements[index].isSuperCall {
                let shape =
                    override.hook.rawValue + "|" + (context.project.isAppKitClass(override.className) ? "AppKit|" : "")
                    + RepeatedLifecycleConcernRule.copyShape(override.syntaxes[index])
                let id = shapeIDs[shape] ?? shapeIDs.count
                if id == shapeTexts.count { shapeTexts.append(shape) }
                shapeIDs[shape] = id
                sequence.append((index, id))
            }
            sequences.append(sequence)
        }
        // Windows of `length` shapes → the classes that have them.
        var classesOf: [[Int]: Set<String>] = [:]
        for (position, sequence) in sequences.enumerated() where sequence.count >= length {
            for start in 0...(sequence.count - length) {
                let window = sequence[start..<(start + length)].map { $0.shape }
                classesOf[window, default: []].insert(overrides[position].className)
            }
        }
        let kept = Set(classesOf.filter { $0.value.count >= minimumScreens }.keys)
        guard !kept.isEmpty else {
            all = []
            covered = []
            return
        }
        // Windows that follow one another in an override belong to one block.
        var parent: [[Int]: [Int]] = [:]
        func root(_ window: [Int]) -> [Int] {
            var current = window
            while let next = parent[current], next != current { current = next }
            return current
        }
        var segments: [(override: Int, statements: [Int], first: [Int])] = []
        for (position, sequence) in sequences.enumerated() where sequence.count >= length {
            var start = 0
            while start <= sequence.count - length {
                let window = sequence[start..<(start + length)].map { $0.shape }
                guard kept.contains(window) else {
                    start += 1
                    continue
                }
                var end = start + length
                var previous = window
                while end < sequence.count {
                    let next = sequence[(end - length + 1)...end].map { $0.shape }
                    guard kept.contains(next) else { break }
                    let (a, b) = (root(previous), root(next))
                    if a != b { parent[b] = a }
                    previous = next
                    end += 1
                }
                segments.append((position, sequence[start..<end].map { $0.index }, window))
                start = end
            }
        }
        var byRoot: [[Int]: [(override: Int, statements: [Int])]] = [:]
        for segment in segments {
            let override = overrides[segment.override]
            let statements = context.project.function(override).statements
            let lines =
                statements[segment.statements.last!].span.endLocation.line
                - statements[segment.statements.first!].span.startLocation.line + 1
            guard lines >= thresholds.lines else { continue }
            byRoot[root(segment.first), default: []].append((segment.override, segment.statements))
        }
        // Each override's statement index → shape.
        let shapeAt = sequences.map { sequence in
            Dictionary(sequence.map { ($0.index, $0.shape) }, uniquingKeysWith: { first, _ in first })
        }
        // A screen setting up its own views and state however alike is no chore; a block is one
        // when it also acts on chrome or a service every screen shares (`LifecycleConcern`) in a
        // way no dedicated rule reports (the bar, tracking and observers are those rules'
        // concerns) and no helper of the project already does (a call of it is that chore's home),
        // nor by wiring a handler of the screen's own (`OwnHandlerWiring`), unless the line carries
        // a defect: then what the screens repeat is the bug.
        // Each copy's chores: shape → the statement's index.
        func chores(of segment: (override: Int, statements: [Int])) -> [Int: Int] {
            let override = overrides[segment.override]
            let path = context.project.files[override.file].path
            let chores = Set(
                LifecycleConcern.concerns(of: override, in: context.project).filter {
                    !($0.chore?.hasOwnRule(in: override.hook) ?? false)
                        && ProjectHelperCall($0.syntax, project: context.project) == nil
                        && !(OwnHandlerWiring.holds($0.syntax, ofClass: override.className, project: context.project)
                            && context.defects.rule(at: path, $0.statement.span.startLocation) == nil)
                }.map { $0.index })
            var shapes: [Int: Int] = [:]
            for index in segment.statements where chores.contains(index) {
                if let shape = shapeAt[segment.override][index], shapes[shape] == nil { shapes[shape] = index }
            }
            return shapes
        }
        // Blocks whose copies hold the same chore are one concern, whatever each screen's own lines
        // around it (a different call before it starts another window): they join, named by the
        // first block's first window.
        let rootWindows = byRoot.keys.sorted { $0.lexicographicallyPrecedes($1) }
        var joined = Array(rootWindows.indices)
        func group(_ position: Int) -> Int {
            var current = position
            while joined[current] != current { current = joined[current] }
            return current
        }
        var firstHolding: [Int: Int] = [:]
        let choresOfRoot = rootWindows.map { byRoot[$0]!.map(chores(of:)) }
        for (position, chores) in choresOfRoot.enumerated() {
            for shape in Set(chores.flatMap { $0.keys }) {
                guard let other = firstHolding[shape] else {
                    firstHolding[shape] = position
                    continue
                }
                let (a, b) = (group(other), group(position))
                if a != b { joined[max(a, b)] = min(a, b) }
            }
        }
        var concerns: [Int: (segments: [(override: Int, statements: [Int])], chores: [[Int: Int]])] = [:]
        for position in rootWindows.indices {
            concerns[group(position), default: ([], [])].segments += byRoot[rootWindows[position]]!
            concerns[group(position)]!.chores += choresOfRoot[position]
        }
        var blocks: [Block] = []
        var covered: Set<[Int]> = []
        // Each block's repeated chores, for the copies of them outside any block.
        var choresOfBlock: [(shapes: Set<Int>, texts: Set<String>, size: String, named: Int, namedTexts: Set<String>)] =
            []
        // A statement word for word: its canonical text and its literals.
        func wording(_ override: ProjectIndex.LifecycleOverride, _ index: Int) -> String {
            context.project.function(override).statements[index].normalizedText + "|"
                + override.syntaxes[index].literalTexts.joined(separator: ",")
        }
        for (position, concern) in concerns.sorted(by: { $0.key < $1.key }) {
            let (rootWindow, segments, choresOfCopy) = (rootWindows[position], concern.segments, concern.chores)
            guard Set(segments.map { overrides[$0.override].className }).count >= minimumScreens else { continue }
            // The chore itself must be repeated: the same chore statement inside the copies of
            // `minimumScreens` screens (windows chain copies that differ, so one copy's chore may be
            // a line the others do not have).
            var classesOfChore: [Int: Set<String>] = [:]
            for (segment, chores) in zip(segments, choresOfCopy) {
                for shape in chores.keys {
                    classesOfChore[shape, default: []].insert(overrides[segment.override].className)
                }
            }
            // The concern is the chore the most screens repeat (the first such shape on a tie), its
            // copies the blocks that hold it: windows chain copies whose chores differ, and "27
            // screens repeat X" must hold for each of the 27. The other chores those copies repeat
            // go with it.
            guard
                let chosen = classesOfChore.filter({ $0.value.count >= minimumScreens }).max(by: {
                    ($0.value.count, -$0.key) < ($1.value.count, -$1.key)
                })?.key
            else { continue }
            let copies = zip(segments, choresOfCopy).filter { $0.1[chosen] != nil }
            var classesOfKeptChore: [Int: Set<String>] = [:]
            for (segment, chores) in copies {
                for shape in chores.keys {
                    classesOfKeptChore[shape, default: []].insert(overrides[segment.override].className)
                }
            }
            let repeatedChores = Set(classesOfKeptChore.filter { $0.value.count >= minimumScreens }.keys)
            guard Set(copies.map { overrides[$0.0.override].className }).count >= minimumScreens,
                let (firstCopy, firstChores) = copies.first, let chore = firstChores[chosen]
            else { continue }
            // Named by the chore, which every copy holds.
            let sizes = copies.map { $0.0.statements.count }
            let size = sizes.min()! == sizes.max()! ? "\(sizes.min()!)" : "\(sizes.min()!)–\(sizes.max()!)"
            var statements: [(ProjectIndex.LifecycleOverride, Int)] = []
            for (copy, _) in copies {
                let override = overrides[copy.override]
                for index in copy.statements {
                    statements.append((override, index))
                    covered.insert([override.file, override.function, index])
                }
            }
            let choreText = "`\(overrides[firstCopy.override].syntaxes[chore].displayText(limit: 40))`"
            blocks.append(
                Block(
                    key: "block|" + rootWindow.map { shapeTexts[$0] }.joined(separator: "\n"),
                    summary: "a block of \(size) statements with \(choreText)", statements: statements))
            let choreTexts = Set(
                copies.flatMap { copy, chores in
                    chores.filter { repeatedChores.contains($0.key) }.map {
                        wording(overrides[copy.override], $0.value)
                    }
                })
            let namedTexts = Set(copies.map { copy, chores in wording(overrides[copy.override], chores[chosen]!) })
            choresOfBlock.append((repeatedChores, choreTexts, size, chosen, namedTexts))
        }
        // The block's chore written alone in other screens' same hook, word for word, is a copy of
        // the same concern: one home serves those screens too (the block's copies decide whether it
        // is reported). A statement of the same shape that says something else (another
        // notification, another screen name) is another chore, and a lone call of the project's
        // helper (`removeTopBarLine()`) already has its home. A screen's lone copy holds the chore
        // the concern is named by, so that the name holds for it too.
        for (position, chores) in choresOfBlock.enumerated() {
            var classes = Set(blocks[position].statements.map(\.override.className))
            var renamed = false
            for (overridePosition, sequence) in sequences.enumerated() {
                let override = overrides[overridePosition]
                guard !classes.contains(override.className),
                    sequence.contains(where: {
                        $0.shape == chores.named && !covered.contains([override.file, override.function, $0.index])
                            && chores.namedTexts.contains(wording(override, $0.index))
                    })
                else { continue }
                for (index, shape) in sequence
                where chores.shapes.contains(shape)
                    && !covered.contains([override.file, override.function, index])
                    && chores.texts.contains(wording(override, index))
                    && ProjectHelperCall(override.syntaxes[index], project: context.project) == nil
                    && !LifecycleConcern.callsInheritedHelper(
                        override.syntaxes[index], ownMethods: context.project.members(of: override.className),
                        project: context.project)
                {
                    // Named by the chore, which the lone copies hold as well as the blocks.
                    if !renamed, shape == chores.named {
                        renamed = true
                        blocks[position].summary =
                            "`\(override.syntaxes[index].displayText(limit: 40))`, alone or in a block of "
                            + "\(chores.size) statements,"
                    }
                    blocks[position].loneCopies.append((override, index))
                    covered.insert([override.file, override.function, index])
                    classes.insert(override.className)
                }
            }
        }
        all = blocks
        self.covered = covered
    }

    /// Whether statement `index` of `override` is part of a repeated block.
    func covers(_ override: ProjectIndex.LifecycleOverride, statement index: Int) -> Bool {
        covered.contains([override.file, override.function, index])
    }
}
