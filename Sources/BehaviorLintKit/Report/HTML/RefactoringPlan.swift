/// What `fix` would do to the linted project, in the terms a team plans the move to behaviors
/// with: the behaviors it would attach to which screens, the chores it cannot move yet and why,
/// and the project's view-controller classes (for the base-class tree). Made from a fix planned
/// in memory; nothing is written.
public struct RefactoringPlan: Sendable, Equatable {
    /// A chore fix leaves in its screen, with the reason (the first, when the screen has several
    /// findings of the chore).
    public struct Unmoved: Sendable, Equatable {
        /// The behavior the chore's finding proposes (`ScreenTrackingBehavior`).
        public var family: String
        public var host: String
        public var path: String
        public var line: Int
        public var reason: String
        /// The screen's findings of this chore that stay.
        public var findings: Int

        public init(family: String, host: String, path: String, line: Int, reason: String, findings: Int = 1) {
            self.family = family
            self.host = host
            self.path = path
            self.line = line
            self.reason = reason
            self.findings = findings
        }
    }

    /// A view-controller class the project declares, with its superclass and file.
    public struct ViewControllerClass: Sendable, Equatable {
        public var name: String
        public var superclass: String?
        public var path: String

        public init(name: String, superclass: String?, path: String) {
            self.name = name
            self.superclass = superclass
            self.path = path
        }
    }

    /// The behaviors fix would attach, one per host and behavior, in the order fix applies them.
    public var attachments: [BehaviorAttachment]
    /// Chores fix would leave, one per host and family.
    public var unmoved: [Unmoved]
    /// Fingerprints of the findings fix would resolve.
    public var resolved: Set<String>
    /// Sorted by name.
    public var viewControllers: [ViewControllerClass]
    /// Why fix could not be written at all (an Xcode project that cannot take the new files).
    public var problems: [String]

    public init(
        attachments: [BehaviorAttachment], unmoved: [Unmoved], resolved: Set<String> = [],
        viewControllers: [ViewControllerClass], problems: [String] = []
    ) {
        self.attachments = attachments
        self.unmoved = unmoved
        self.resolved = resolved
        self.viewControllers = viewControllers
        self.problems = problems
    }

    /// The plan of `outcome`: its applied behavior fixes, the chores it left and the classes of
    /// the project it linted, each with its refusal's words. The chores of `findings` that lint's
    /// verdict leaves stay too, their message saying why.
    public init(_ outcome: FixOutcome, findings: [Finding]) {
        var index: [[String]: Int] = [:]
        var unmoved: [Unmoved] = []
        // A concern's copies stay or move one by one.
        let notFixable = findings.flatMap { $0.statementFindings }.filter { !$0.fixable }.map {
            (finding: $0, reason: $0.message)
        }
        for (finding, reason) in outcome.unfixed.map({ ($0.finding, $0.reason.prose) }) + notFixable {
            guard let chore = finding.chore, let host = finding.hostClass else { continue }
            if let known = index[[chore.behaviorName, host]] {
                unmoved[known].findings += 1
                continue
            }
            index[[chore.behaviorName, host]] = unmoved.count
            unmoved.append(
                Unmoved(
                    family: chore.behaviorName, host: host, path: finding.path, line: finding.location.line,
                    reason: reason))
        }
        var classes: [ViewControllerClass] = []
        if let project = outcome.project {
            for (name, reference) in project.classes where project.isViewController(name) {
                classes.append(
                    ViewControllerClass(
                        name: name, superclass: project.superclassOf[name],
                        path: project.files[reference.file].path))
            }
        }
        self.init(
            attachments: outcome.applied.flatMap { $0.attachments }, unmoved: unmoved,
            resolved: Set(outcome.applied.flatMap { $0.resolves.map { $0.fingerprint } }),
            viewControllers: classes.sorted { $0.name < $1.name }, problems: outcome.problems)
    }

    /// `reason` without the host's name it starts with, so that screens left for one reason
    /// can share it: "would keep every lifecycle override it has, …".
    public static func reasonWithoutHost(_ unmoved: Unmoved) -> String {
        unmoved.reason.hasPrefix(unmoved.host + " ")
            ? String(unmoved.reason.dropFirst(unmoved.host.count + 1)) : unmoved.reason
    }

    /// Lines of the screens' overrides that fix would move into behaviors.
    public var movedLines: Int { attachments.reduce(0) { $0 + $1.movedLines } }
}
