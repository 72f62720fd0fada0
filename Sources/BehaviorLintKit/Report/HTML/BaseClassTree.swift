/// The project's view-controller base classes as a tree: a class with project subclasses is a
/// node when it, or a base class below it, carries findings (the chores every subclass inherits).
struct BaseClassTree {
    struct Node {
        var name: String
        var path: String
        /// Project subclasses at any depth.
        var subclassCount: Int
        /// Indices into the report's findings of those about this class.
        var findings: [Int]
        var children: [Node]
    }

    var roots: [Node]

    init(classes: [RefactoringPlan.ViewControllerClass], findings: [Finding]) {
        var subclasses: [String: [String]] = [:]
        for type in classes {
            if let superclass = type.superclass { subclasses[superclass, default: []].append(type.name) }
        }
        var findingsOf: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            if let host = finding.hostClass { findingsOf[host, default: []].append(index) }
        }
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

        var visiting: Set<String> = []
        /// The node of `name` and its subclass count, nil when it is not a base class carrying findings.
        func node(_ name: String) -> (node: Node?, count: Int) {
            guard visiting.insert(name).inserted else { return (nil, 0) }
            defer { visiting.remove(name) }
            var count = 0
            var children: [Node] = []
            for child in (subclasses[name] ?? []).sorted() {
                let (childNode, childCount) = node(child)
                count += 1 + childCount
                if let childNode { children.append(childNode) }
            }
            let own = findingsOf[name] ?? []
            guard count > 0, !own.isEmpty || !children.isEmpty, let type = byName[name] else { return (nil, count) }
            return (Node(name: name, path: type.path, subclassCount: count, findings: own, children: children), count)
        }
        roots = classes.filter { $0.superclass.flatMap { byName[$0] } == nil }.compactMap { node($0.name).node }
    }
}
