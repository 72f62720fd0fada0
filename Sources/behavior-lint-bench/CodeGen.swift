/// The state one generated file is built from: its random stream, its text and what it is about.
///
/// Template groups are extensions of this type, so every template reaches the same random and
/// output helpers. All randomness goes through `rng`, never through the standard library's
/// `random` APIs, to keep the corpus reproducible.
struct CodeGen {
    var rng: SplitMix64
    var out: SourceWriter
    let spec: FileSpec
    /// Where statements are being emitted: decides whether `await`, `continue` or `self` fit.
    var scope = Scope()
    /// Helper methods the code so far calls but nobody has written yet; the member loop writes
    /// them, so calls are not left dangling.
    var pendingHelpers: [String] = []
    /// `@objc` action names that `#selector` expressions refer to.
    var pendingActions: [String] = []
    var usedMemberNames: Set<String> = []
    /// Extensions cannot hold stored properties, so member templates check this.
    var inExtension = false

    /// What the statement templates need to know about the code around them.
    struct Scope {
        var isAsync = false
        var canThrow = false
        var inLoop = false
        var hasSelf = true
        var depth = 0
    }

    init(spec: FileSpec) {
        var rng = SplitMix64(seed: spec.seed)
        let unit: String
        switch rng.below(20) {
        case 0: unit = "\t"
        case 1, 2: unit = "  "
        default: unit = "    "
        }
        self.rng = rng
        self.spec = spec
        out = SourceWriter(indentUnit: unit)
    }

    var isViewController: Bool {
        switch spec.kind {
        case .screen, .tableScreen, .appBaseViewController, .featureBaseViewController: return true
        default: return false
        }
    }

    var entity: String { spec.entity }
    var feature: String { spec.feature }
    /// The declared type; for `UIView+Layout.swift`-style files, the extended type.
    var typeName: String {
        guard spec.kind == .extensions, let plus = spec.typeName.firstIndex(of: "+") else { return spec.typeName }
        return String(spec.typeName[..<plus])
    }
    var entityVar: String { Self.lowerFirst(spec.entity) }
    var entitiesVar: String { Self.plural(entityVar) }

    // MARK: Randomness

    mutating func below(_ bound: Int) -> Int { rng.below(bound) }

    mutating func chance(_ percent: Int) -> Bool { rng.below(100) < percent }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + rng.below(range.count)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[rng.below(items.count)] }

    /// Up to `count` different items, in list order.
    mutating func pickSome<T>(_ items: [T], count: Int) -> [T] {
        var chosen: [T] = []
        var remaining = count
        for (index, item) in items.enumerated() where remaining > 0 {
            if rng.below(items.count - index) < remaining {
                chosen.append(item)
                remaining -= 1
            }
        }
        return chosen
    }

    /// A member name not used before in this file, so generated types never redeclare.
    mutating func freshName(_ make: (inout CodeGen) -> String) -> String {
        for _ in 0..<8 {
            let name = make(&self)
            if usedMemberNames.insert(name).inserted { return name }
        }
        var counter = 2
        let base = make(&self)
        while !usedMemberNames.insert(base + "\(counter)").inserted { counter += 1 }
        return base + "\(counter)"
    }

    // MARK: Output

    mutating func line(_ content: String) { out.line(content) }
    mutating func blank() { out.blank() }
    mutating func open(_ header: String) { out.open(header) }
    mutating func close(_ trailer: String = "") { out.close(trailer) }

    mutating func block(_ header: String, _ body: (inout CodeGen) -> Void) {
        out.open(header)
        body(&self)
        out.close()
    }

    /// Emits members until the file reaches `limit` lines. Members are rarely longer than a
    /// dozen lines, so stopping a dozen early keeps files close to their planned size.
    mutating func fill(until limit: Int, _ member: (inout CodeGen) -> Void) {
        var guardCount = 0
        while out.lineCount + 12 < limit && guardCount < 500 {
            blank()
            member(&self)
            guardCount += 1
        }
    }

    /// Runs `body` with a changed scope and restores the old one afterwards.
    mutating func inScope(_ change: (inout Scope) -> Void, _ body: (inout CodeGen) -> Void) {
        let saved = scope
        change(&scope)
        body(&self)
        scope = saved
    }

    // MARK: Names

    static func lowerFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func plural(_ word: String) -> String {
        if word.hasSuffix("s") || word.hasSuffix("x") { return word + "es" }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        return word + "s"
    }

    /// Turns `CheckoutSummary` into `checkout_summary`, the style of JSON keys and screen names.
    static func snakeCase(_ word: String) -> String {
        var result = ""
        for character in word {
            if character.isUppercase && !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }
}
