import UIKit

// MARK: - Protocol

/// A reusable piece of lifecycle work (hide the bar, track the screen, …) that a view controller
/// attaches with `addBehaviors(_:)` instead of overriding `viewWillAppear(_:)` and friends.
///
/// Every hook has an empty default, so a behavior implements only the moments it needs.
@MainActor
protocol ViewControllerLifecycleBehavior {
    func afterLoading(viewController: UIViewController)
    func beforeAppearing(viewController: UIViewController, animated: Bool)
    func afterAppearing(viewController: UIViewController, animated: Bool)
    func beforeDisappearing(viewController: UIViewController, animated: Bool)
    func afterDisappearing(viewController: UIViewController, animated: Bool)
}

extension ViewControllerLifecycleBehavior {
    func afterLoading(viewController: UIViewController) {}
    func beforeAppearing(viewController: UIViewController, animated: Bool) {}
    func afterAppearing(viewController: UIViewController, animated: Bool) {}
    func beforeDisappearing(viewController: UIViewController, animated: Bool) {}
    func afterDisappearing(viewController: UIViewController, animated: Bool) {}
}

// MARK: - Attaching

extension UIViewController {
    /// Attaches `behaviors` to this view controller.
    ///
    /// Call it once, from `viewDidLoad()` right after `super.viewDidLoad()`: every call adds
    /// one more hidden child view controller, so calling it on every appearance piles them up.
    func addBehaviors(_ behaviors: [ViewControllerLifecycleBehavior]) {
        assert(isViewLoaded, "addBehaviors(_:) needs the view: call it from viewDidLoad()")
        let behaviorViewController = LifecycleBehaviorViewController(behaviors: behaviors)
        addChild(behaviorViewController)
        view.addSubview(behaviorViewController.view)
        behaviorViewController.didMove(toParent: self)
    }
}

// MARK: - Hidden child

/// The invisible child view controller that holds the behaviors. UIKit forwards appearance
/// callbacks to children, so it only has to pass each moment on, with its parent as the host.
private final class LifecycleBehaviorViewController: UIViewController {
    private let behaviors: [ViewControllerLifecycleBehavior]

    init(behaviors: [ViewControllerLifecycleBehavior]) {
        self.behaviors = behaviors
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = .zero
        view.isHidden = true
        view.isUserInteractionEnabled = false
        forEachBehavior { behavior, host in behavior.afterLoading(viewController: host) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forEachBehavior { behavior, host in behavior.beforeAppearing(viewController: host, animated: animated) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forEachBehavior { behavior, host in behavior.afterAppearing(viewController: host, animated: animated) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forEachBehavior { behavior, host in behavior.beforeDisappearing(viewController: host, animated: animated) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forEachBehavior { behavior, host in behavior.afterDisappearing(viewController: host, animated: animated) }
    }

    private func forEachBehavior(_ body: (ViewControllerLifecycleBehavior, UIViewController) -> Void) {
        guard let host = parent else { return }
        for behavior in behaviors {
            body(behavior, host)
        }
    }
}
