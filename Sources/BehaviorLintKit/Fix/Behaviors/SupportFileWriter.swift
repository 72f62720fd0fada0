/// Writes the support file a project needs before its first behavior: the protocol with an empty
/// default per hook, the `addBehaviors(_:)` extension and the hidden child view controller that
/// UIKit forwards every lifecycle moment to (behavior-pattern.md, "The pattern").
package struct SupportFileWriter {
    let behaviorProtocol: BehaviorProtocol
    let attachMethod: String
    let indent: String
    let lineEnding: String
    /// False for a project pinned to a toolchain older than Swift 5.5, which does not know the attribute.
    var mainActor = true

    package init(
        behaviorProtocol: BehaviorProtocol, attachMethod: String, indent: String, lineEnding: String,
        mainActor: Bool = true
    ) {
        self.behaviorProtocol = behaviorProtocol
        self.attachMethod = attachMethod
        self.indent = indent
        self.lineEnding = lineEnding
        self.mainActor = mainActor
    }

    /// The file, under `header` (the hosts' shared notice) when there is one.
    package func render(header: [String]?) -> String {
        let i1 = indent
        let i2 = indent + indent
        let i3 = indent + indent + indent
        let hooks = BehaviorProtocol.behaviorHooks.filter { behaviorProtocol.hooks[$0] != nil }
        var lines: [String] =
            (header.map { $0 + [""] } ?? []) + [
                "import UIKit",
                "",
                "/// A reusable piece of lifecycle work (hide the bar, track the screen, …) that a view controller",
                "/// attaches with `\(attachMethod)(_:)` instead of overriding `viewWillAppear(_:)` and friends.",
                "/// Every hook has an empty default, so a behavior implements only the moments it needs.",
            ] + (mainActor ? ["@MainActor"] : []) + ["protocol \(behaviorProtocol.name) {"]
        lines += hooks.map { i1 + behaviorProtocol.methodSignature($0)! }
        lines += ["}", "", "extension \(behaviorProtocol.name) {"]
        lines += hooks.map { i1 + behaviorProtocol.methodSignature($0)! + " {}" }
        lines += [
            "}",
            "",
            "extension UIViewController {",
            "\(i1)/// Attaches `behaviors` to this view controller. Call it once, from `viewDidLoad()`: every call",
            "\(i1)/// adds one more hidden child view controller.",
            "\(i1)func \(attachMethod)(_ behaviors: [\(behaviorProtocol.name)]) {",
            "\(i2)let behaviorViewController = LifecycleBehaviorViewController(behaviors: behaviors)",
            // The parent first: the child's view loads on first use, and its viewDidLoad hands the
            // behaviors their host through `parent`.
            "\(i2)addChild(behaviorViewController)",
            "\(i2)behaviorViewController.view.frame = .zero",
            "\(i2)view.addSubview(behaviorViewController.view)",
            "\(i2)behaviorViewController.didMove(toParent: self)",
            "\(i1)}",
            "}",
            "",
            "/// The invisible child view controller that holds the behaviors: UIKit forwards the lifecycle",
            "/// moments to children, so it passes each one on with its parent as the host.",
            "private final class LifecycleBehaviorViewController: UIViewController {",
            "\(i1)private let behaviors: [\(behaviorProtocol.name)]",
            "",
            "\(i1)init(behaviors: [\(behaviorProtocol.name)]) {",
            "\(i2)self.behaviors = behaviors",
            "\(i2)super.init(nibName: nil, bundle: nil)",
            "\(i1)}",
            "",
            "\(i1)@available(*, unavailable)",
            "\(i1)required init?(coder: NSCoder) {",
            "\(i2)fatalError(\"init(coder:) has not been implemented\")",
            "\(i1)}",
        ]
        for hook in hooks {
            let requirement = behaviorProtocol.hooks[hook]!
            let parameter = hook.takesAnimatedFlag ? "_ animated: Bool" : ""
            let controller = requirement.controllerLabel == "_" ? "host" : requirement.controllerLabel + ": host"
            let arguments = controller + (requirement.takesAnimated ? ", animated: animated" : "")
            lines += [
                "",
                "\(i1)override func \(hook.rawValue)(\(parameter)) {",
                "\(i2)\(hook.superCall(arguments: hook.takesAnimatedFlag ? ["animated"] : []))",
            ]
            if hook == .viewDidLoad {
                lines += ["\(i2)view.isHidden = true", "\(i2)view.isUserInteractionEnabled = false"]
            }
            lines.append("\(i2)forEachBehavior { behavior, host in behavior.\(requirement.method)(\(arguments)) }")
            lines.append("\(i1)}")
        }
        lines += [
            "",
            "\(i1)private func forEachBehavior(_ body: (\(behaviorProtocol.name), UIViewController) -> Void) {",
            "\(i2)guard let host = parent else { return }",
            "\(i2)for behavior in behaviors {",
            "\(i3)body(behavior, host)",
            "\(i2)}",
            "\(i1)}",
            "}",
        ]
        return lines.joined(separator: lineEnding) + lineEnding
    }
}
