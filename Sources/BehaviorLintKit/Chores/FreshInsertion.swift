/// A statement that adds to the screen a view, layer, child view controller, gesture recognizer or
/// layout constraint made anew in the same run of the code (`let gradient = CAGradientLayer()` then
/// `view.layer.insertSublayer(gradient, at: 0)`, `view.addSubview(UIActivityIndicatorView())`,
/// `NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: view.topAnchor)])`,
/// `label.snp.makeConstraints { … }`). UIKit keeps every object added: run again, the code adds one
/// more beside the last, unless something takes the last one out (`HierarchyRemoval`).
///
/// Only an insertion at the top level of the code counts (none in an `if`, a loop or a closure),
/// into a receiver that is not itself new (`header.addSubview(label)` where `header` is made in the
/// same run builds a new view, whatever happens to the old one).
struct FreshInsertion {
    /// What the insertion adds.
    enum Kind: Equatable {
        case view, layer, childController, gestureRecognizer, constraint

        /// How a message names one of them.
        var noun: String {
            switch self {
            case .view: return "view"
            case .layer: return "layer"
            case .childController: return "child view controller"
            case .gestureRecognizer: return "gesture recognizer"
            case .constraint: return "layout constraints"
            }
        }
    }

    var kind: Kind
    /// The index, in the code read, of the statement that inserts.
    var index: Int
    /// The inserting call.
    var chain: StatementSyntax.Chain
    /// The type made anew (`CAGradientLayer`); nil for constraints an anchor or SnapKit makes.
    var madeType: String?
    /// Whether it is added to chrome the container shares with its other screens
    /// (`navigationController?.navigationBar.addGestureRecognizer(tap)`, `view.window?.addSubview(banner)`):
    /// added once, it would stay there for the screens pushed after this one.
    var intoSharedChrome = false

    /// The insertions of `syntaxes` (a lifecycle override's statements, or a helper's), in order.
    static func all(in syntaxes: [StatementSyntax], project: ProjectIndex) -> [FreshInsertion] {
        var made: [String: String] = [:]
        var found: [FreshInsertion] = []
        for (index, syntax) in syntaxes.enumerated() {
            for chain in syntax.chains where !chain.inBraces {
                if let insertion = insertion(chain, at: index, in: syntax, made: made, project: project) {
                    found.append(insertion)
                }
            }
            record(syntax, into: &made, project: project)
        }
        return found
    }

    /// The names `syntax` binds or assigns at its top level to an object it makes
    /// (`let spinner = UIActivityIndicatorView(style: .large)`, `previewLayer = AVCaptureVideoPreviewLayer(session: session)`,
    /// `let constraints = [a.topAnchor.constraint(equalTo: b.topAnchor)]`), with the type made;
    /// a name assigned anything else is no longer new.
    private static func record(_ syntax: StatementSyntax, into made: inout [String: String], project: ProjectIndex) {
        for binding in syntax.bindings where binding.outlivesStatement {
            guard binding.kind == .constant || binding.kind == .variable else { continue }
            if let value = binding.value, let type = madeType(of: value, in: syntax, project: project) {
                made[binding.name] = type
            } else {
                made[binding.name] = nil
            }
        }
        for chain in syntax.chains where !chain.inBraces {
            guard let value = chain.assignedValue else { continue }
            made[syntax.path(chain).joined(separator: ".")] = madeType(of: value, in: syntax, project: project)
        }
    }

    /// The type a value makes: a type's initializer (`CAGradientLayer()`, `ToastView(frame: .zero)`;
    /// `.init(name: "confetti")`, of a type the tokens do not name: `unnamedType`) or, for
    /// constraints, anchors' `constraint(…)` calls and `NSLayoutConstraint`'s factories.
    private static func madeType(of value: Range<Int>, in syntax: StatementSyntax, project: ProjectIndex) -> String? {
        if let chain = syntax.chain(spanning: value), chain.isCalled, let root = syntax.path(chain).first,
            isType(root, project: project)
        {
            return chain.names.count == 1 || root == constraintType ? root : nil
        }
        if value.count >= 3, syntax.tokens.isPunctuation(value.lowerBound, UInt8(ascii: ".")),
            syntax.text(value.lowerBound + 1) == "init",
            syntax.tokens.isPunctuation(value.lowerBound + 2, UInt8(ascii: "(")),
            syntax.tokens.partner(value.lowerBound + 2) == value.upperBound - 1
        {
            return unnamedType
        }
        return makesAnchorConstraints(value, in: syntax) ? constraintType : nil
    }

    /// Whether tokens `value` call an anchor's `constraint(equalTo:…)` family: each call makes a
    /// new constraint.
    private static func makesAnchorConstraints(_ value: Range<Int>, in syntax: StatementSyntax) -> Bool {
        syntax.chains.contains { chain in
            value.contains(chain.extent.lowerBound) && chain.calledNames.contains { syntax.text($0) == "constraint" }
        }
    }

    private static let constraintType = "NSLayoutConstraint"
    /// What `made` records for an object whose type the tokens do not spell (`.init(…)`).
    private static let unnamedType = ""

    /// Call names that add their first argument, with what it is.
    private static let inserting: [String: Kind] = [
        "addSubview": .view, "insertSubview": .view, "addArrangedSubview": .view, "insertArrangedSubview": .view,
        "addSublayer": .layer, "insertSublayer": .layer,
        "addChild": .childController, "addChildViewController": .childController,
        "addGestureRecognizer": .gestureRecognizer,
        "addConstraint": .constraint, "addConstraints": .constraint,
    ]

    private static func insertion(
        _ chain: StatementSyntax.Chain, at index: Int, in syntax: StatementSyntax, made: [String: String],
        project: ProjectIndex
    ) -> FreshInsertion? {
        let path = syntax.path(chain)
        guard let name = path.last else { return nil }
        // `x.constraint(equalTo: y).isActive = true`.
        if name == "isActive", let value = chain.assignedValue, syntax.compactText(value) == "true",
            chain.calledNames.contains(where: { syntax.text($0) == "constraint" })
        {
            return FreshInsertion(kind: .constraint, index: index, chain: chain, madeType: nil)
        }
        guard chain.isCalled else { return nil }
        // SnapKit's `snp.makeConstraints { … }` adds the constraints its closure makes, each call anew.
        if name == "makeConstraints", path.dropLast().last == "snp" {
            guard !isNew(receiverOf: path, made: made) else { return nil }
            return FreshInsertion(kind: .constraint, index: index, chain: chain, madeType: nil)
        }
        let kind: Kind
        if name == "activate", path == [constraintType, "activate"] {
            kind = .constraint
        } else if let inserted = inserting[name] {
            kind = inserted
        } else {
            return nil
        }
        guard let arguments = chain.arguments, let first = syntax.arguments(arguments).first,
            !isNew(receiverOf: path, made: made)
        else { return nil }
        guard let type = newObject(first.value, kind: kind, in: syntax, made: made, project: project) else {
            return nil
        }
        return FreshInsertion(
            kind: kind, index: index, chain: chain,
            madeType: type == constraintType || type == unnamedType ? nil : type,
            intoSharedChrome: ChainTargetResolver.isSharedChrome(Array(path.dropLast())))
    }

    /// The type of the object tokens `value` hand to an insertion, when it is made in this run: an
    /// initializer right there, or a name one of the run's earlier statements bound to one.
    private static func newObject(
        _ value: Range<Int>, kind: Kind, in syntax: StatementSyntax, made: [String: String], project: ProjectIndex
    ) -> String? {
        if let type = madeType(of: value, in: syntax, project: project) {
            return kind == .constraint || type != constraintType ? type : nil
        }
        guard let chain = syntax.chain(spanning: value), !chain.isCalled, chain.assignedValue == nil else { return nil }
        let path = syntax.path(chain)
        guard path.count == 1 else { return nil }
        return made[path[0]]
    }

    /// Whether the receiver of an inserting call is an object the run makes (`header` of
    /// `header.addSubview(label)` after `let header = UIView()`; `previewLayer.mask` of
    /// `previewLayer.mask?.addSublayer(shape)` after `previewLayer.mask = CALayer()`).
    private static func isNew(receiverOf path: [String], made: [String: String]) -> Bool {
        (1..<max(path.count, 1)).contains { made[path.prefix($0).joined(separator: ".")] != nil }
    }

    private static func isType(_ name: String, project: ProjectIndex) -> Bool {
        ChainTargetResolver.isFrameworkType(name) || !project.declaredTypes(named: name).isEmpty
    }
}
