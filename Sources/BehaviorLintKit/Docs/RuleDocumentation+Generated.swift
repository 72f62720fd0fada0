// swift-format-ignore-file
// Generated from Rules/*.md by `swift run generate-rule-docs`.
// Do not edit: edit the spec and regenerate.

/// The `Rules/<id>.md` specs, embedded so that `behavior-lint explain` works wherever the binary is.
enum RuleDocumentation {
    static let markdown: [String: String] = [
        "base-class-sprawl": #####"""
---
id: base-class-sprawl
kind: opportunity
severity: warning
scope: project
fixable: no
---

# base-class-sprawl

A view-controller base class whose subclasses switch its lifecycle chores on, off or configure them through overridden properties or generic parameters: each chore should be a behavior a screen attaches.

## Why

The usual escape from copy-pasted lifecycle chores is a base class: `viewWillAppear(_:)` styles the
navigation bar, `viewDidAppear(_:)` tracks the screen, and every screen inherits from it. Then one
screen must not hide the bar, and the base grows a flag (`var hidesNavigationBar: Bool { false }`)
that subclasses override; the next chore needs an intermediate class, and lifecycle code ends up
spread over a chain of `super` calls. Every screen inherits every chore, whether it wants it or not,
and a change to the base touches all of them. Behaviors compose instead: each screen attaches the
chores it needs, and none of them needs a common superclass.

The rule reports a base class only when it has become such a switchboard: a project view
controller whose lifecycle overrides carry chores — statements that act on shared chrome or a
shared service, or that a dedicated rule names (bar visibility and styling, screen tracking,
observers), as `repeated-lifecycle-concern` defines them — that its subclasses turn on, off or
configure:

- through a property of the base that the chores read and a subclass overrides, a toggle that
  switches a chore on or off (`override var hidesNavigationBar: Bool { true }`) or configures it
  (`override var screenName: String { "Home" }`); or
- through the base's generic parameter, which each subclass fills with the chores it wants
  (`BehaviorHostViewController<HideBarAndTrack>`, a variant some projects try instead of behaviors).

An overridden property that is the base's own view or object (an `@IBOutlet`, or a property whose
declaration makes the instance) is no switch: a subclass overriding an outlet to give its label
text configures the base's view, as a screen sets up its own.

A base with a single subclass is not reported: a switch needs at least two screens that can set
it differently. Nor is a base with one switch (one overridden property, and no generic parameter
picking chores): that is a template with an option, one chore the base serves with a default and
a screen or two override, and reviewers leave it be. The moment the screens switch two chores or
more, each screen picks a combination of the base's chores, which is what behaviors compose. A base that does the same chores for every subclass is not reported, however many subclasses it
has and however deep the chain: its chores already have one home, and the screens do not differ in
them, so turning them into behaviors would trade one place for as many `addBehaviors` calls as
there are screens. When every screen in a group does the same thing, a base class is a fair way to
share it; the moment the screens start to switch it, it is not.

Building the base's own view (`loadView`, `view.backgroundColor`, subviews and constraints), wiring
its data source and template hooks that subclasses override to supply content are a base class's
job, not chores handed down, and do not count; nor does reading the chrome
(`if navigationController?.isNavigationBarHidden == true { … }` changes nothing; nor does asking a
service for a value or a condition, `if Platform.isRunningOnMac() { … }`), nor key-value observing
of the base's own views (`replyView.addObserver(self, forKeyPath: …)`), nor making sure
a bar is as UIKit has it (the navigation bar shown, the toolbar hidden) in an appear hook when no
disappear hook of the class changes that bar. A toggle is a property the subclass declares with
`override`: one named like a `private` member of the base is a new member of the subclass, and an
overridden method is a template hook, not a switch of the base's chore. Only the hierarchy decides,
not the name. The finding sits at the `class` keyword of the base; its message lists the concerns
to turn into behaviors (with their hooks), counts the subclasses and names the switches with the
subclasses that set them. Classes that are no view controllers (a `UIView`'s
`traitCollectionDidChange(_:)`), methods that are not lifecycle overrides, and code in comments and
strings are not looked at. A base class in a `#if` branch is reported with the branch.

## Configuration

No options besides the severity.

## How to fix by hand

Take the concerns the message lists one at a time. Write a behavior for each (a
`HideNavigationBarBehavior`, a `ScreenTrackingBehavior(screenName:)`, …) and attach the ones a screen
needs with `addBehaviors(_:)` in its `viewDidLoad`; a screen that overrode a toggle to switch a chore
off simply does not attach that behavior, and one that overrode it to configure the chore passes the
value to the behavior. Delete the chore from the base class; once its lifecycle overrides are empty,
let the subclasses inherit from `UIViewController` directly and remove the base.

## What fix generates

No automatic fix: which screens want which chore is a decision the base class hid, so the rule only
suggests. Run it after the other rules' fixes (which do generate behaviors) and move the screens off
the base by hand.

## Triggers

Two toggle properties that subclasses override to switch base-class chores on and off, with only two subclasses:

```swift
// file: AppViewController.swift
import UIKit

↓class AppViewController: UIViewController {
    var hidesNavigationBar: Bool { false }
    var screenName: String? { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(hidesNavigationBar, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let screenName {
            Analytics.shared.logScreenView(screenName)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if hidesNavigationBar {
            navigationController?.setNavigationBarHidden(false, animated: animated)
        }
    }
}
// file: LoginViewController.swift
final class LoginViewController: AppViewController {
    override var hidesNavigationBar: Bool { true }
}
// file: FeedViewController.swift
final class FeedViewController: AppViewController {
    override var screenName: String? { "feed" }
}
```

`class var`s read as `Self.…`, overridden by one of two subclasses, behind `#if` (the message names the branch):

```swift
import UIKit

#if os(iOS)
↓class TrackedViewController: UIViewController {
    class var screenName: String? { nil }
    class var keepsScreenAwake: Bool { false }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let name = Self.screenName {
            Analytics.shared.logScreenView(name)
        }
        UIApplication.shared.isIdleTimerDisabled = Self.keepsScreenAwake
    }
}

final class CheckoutViewController: TrackedViewController {
    override class var screenName: String? { "checkout" }
    override class var keepsScreenAwake: Bool { true }
}

final class CartViewController: TrackedViewController {}
#endif
```

The generic base that stands in for behaviors, each subclass picking its chores by the type it passes:

```swift
// file: Hosts.swift
import UIKit

↓class BehaviorHostViewController<Behaviors: LifecycleBehaviors>: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Behaviors.beforeAppearing(self)
    }
}

final class HomeViewController: BehaviorHostViewController<HideBarAndTrack> {}
final class SettingsViewController: BehaviorHostViewController<TrackOnly> {}
final class AboutViewController: BehaviorHostViewController<HideBarAndTrack> {}

```

Settings subclasses override to configure chores, in a class not called `Base…`, its overrides in
an extension with modifiers in another order, a setting overridden two levels down:

```swift
// file: ScreenViewController.swift
import UIKit

@MainActor
open ↓class ScreenViewController: UIViewController {
    var prefersLargeNavigationTitle: Bool { false }
    var barTint: UIColor { .label }
}

extension ScreenViewController {
    @objc override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = prefersLargeNavigationTitle
        navigationController?.navigationBar.tintColor = barTint
    }
}
// file: Screens.swift
class ListScreenViewController: ScreenViewController {
    override var barTint: UIColor { .systemBlue }
}
final class OrdersViewController: ListScreenViewController {
    override var prefersLargeNavigationTitle: Bool { true }
}
```

A generic parameter among others, with a constraint in a `where` clause of the overrides' type:

```swift
import UIKit

↓class ContainerViewController<Content: UIView, Tracking>: UIViewController where Tracking: ScreenTracking {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Tracking.track(screen: self)
    }
}

final class MapContainerViewController: ContainerViewController<MapView, MapTracking> {}
final class FeedContainerViewController: ContainerViewController<FeedView, FeedTracking> {}
```

Two switches of a base of three screens, each picking its own combination, one of them through
an `open var` overridden two levels down:

```swift
// file: PlayerBaseViewController.swift
import UIKit

open ↓class PlayerBaseViewController: UIViewController {
    open var keepsScreenAwake: Bool { true }
    open var hidesTabBar: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.isIdleTimerDisabled = keepsScreenAwake
        tabBarController?.tabBar.isHidden = hidesTabBar
    }
}
// file: Players.swift
class VideoPlayerViewController: PlayerBaseViewController {
    override var hidesTabBar: Bool { true }
}
final class LiveVideoViewController: VideoPlayerViewController {
    override var keepsScreenAwake: Bool { true }
}
final class PodcastPlayerViewController: PlayerBaseViewController {
    override var keepsScreenAwake: Bool { false }
}
```

## Does not trigger

A base whose subclasses override its outlets only to give their labels text: the labels are the
base's own views, which a subclass configures as a screen sets up its own; they switch none of the
base's chores (the app-wide dark-mode flag it sets the same way for all):

```swift
import UIKit

class PasswordViewControllerBase: UIViewController {
    @IBOutlet open var labelHeadline: UILabel? {
        didSet { labelHeadline?.numberOfLines = 0 }
    }
    @IBOutlet open var labelDescription: UILabel? {
        didSet { labelDescription?.numberOfLines = 0 }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            ColorProvider.shared.darkMode = traitCollection.userInterfaceStyle == .dark
            labelHeadline?.textColor = ColorProvider.shared.labelText
            labelDescription?.textColor = ColorProvider.shared.labelText
        }
    }
}

final class BackupPasswordViewController: PasswordViewControllerBase {
    override var labelHeadline: UILabel? {
        didSet { labelHeadline?.text = "Backup password" }
    }
    override var labelDescription: UILabel? {
        didSet { labelDescription?.text = "Choose a password for your backup." }
    }
}

final class InitialPasswordViewController: PasswordViewControllerBase {
    override var labelHeadline: UILabel? {
        didSet { labelHeadline?.text = "Your password" }
    }
    override var labelDescription: UILabel? {
        didSet { labelDescription?.text = "It protects your messages." }
    }
}
```

A base with one subclass: however it configures the base's chores, no screens set them
differently, and the pair is one screen's code in two classes:

```swift
import UIKit

class GenericSwiftUIViewController<Content: View>: UIViewController {
    var tabTitle: String? { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabBarController?.title = tabTitle
    }
}

final class CoursesViewController: GenericSwiftUIViewController<AnyView> {
    override var tabTitle: String? { "Courses" }
}
```

A base with one switch, a toggle that turns its keyboard observers off for one screen: a template
with an option, not a switchboard:

```swift
import UIKit

class FormViewController: UIViewController {
    var observesKeyboard: Bool { true }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if observesKeyboard {
            NotificationCenter.default.addObserver(
                self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
                object: nil)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {}
}

final class ReceiptViewController: FormViewController {
    override var observesKeyboard: Bool { false }
}

final class SignUpViewController: FormViewController {}
```

A base that does the same chores for all its subclasses, however many: nothing switches them, so they
already have their one home:

```swift
// file: BaseViewController.swift
import UIKit

open class BaseViewController: UIViewController {
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .systemIndigo
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackScreen(String(describing: type(of: self)))
    }
}
// file: HomeViewController.swift
final class HomeViewController: BaseViewController {}
// file: SearchViewController.swift
final class SearchViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
    }
}
// file: ProfileViewController.swift
final class ProfileViewController: BaseViewController {}
```

Nor with the overrides in an extension and subclasses at several depths:

```swift
// file: ScreenViewController.swift
import UIKit

@MainActor
open class ScreenViewController: UIViewController {}

extension ScreenViewController {
    @objc override open func viewDidLoad() {
        super.viewDidLoad()
        ThemeManager.shared.register(self)
        navigationController?.navigationBar.tintColor = .label
    }
}
// file: Screens.swift
class ListScreenViewController: ScreenViewController {}
final class OrdersViewController: ListScreenViewController {}
final class AccountViewController: ScreenViewController {}
```

A chain of three classes that each add a chore of their own: every subclass gets all of them, and
nothing switches one off:

```swift
// file: Chain.swift
import UIKit

class ThemedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ThemeManager.shared.register(self)
    }
}

class KeyboardAwareViewController: ThemedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        KeyboardObserver.shared.start(for: view)
    }
}

final class CommentsViewController: KeyboardAwareViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.isIdleTimerDisabled = true
    }
}
```

AppKit's `viewDidAppear()` in a base that does the same for every pane:

```swift
import AppKit

class PaneController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.makeFirstResponder(nil)
    }
}

final class GeneralPaneController: PaneController {}
final class AccountsPaneController: PaneController {}
final class AdvancedPaneController: PaneController {}
```

A template base that labels its screens' own back button from what each subclass supplies: the
back button is a chore only when blanked (`nav-bar-appearance`), not when given a title:

```swift
class FormattingMenuViewController: UITableViewController {
    var menuTitle: String { "" }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backBarButtonItem?.title = menuTitle
    }
}

final class FontMenuViewController: FormattingMenuViewController {
    override var menuTitle: String { "Font" }
}
final class StyleMenuViewController: FormattingMenuViewController {
    override var menuTitle: String { "Style" }
}
final class ListMenuViewController: FormattingMenuViewController {
    override var menuTitle: String { "Lists" }
}
```

A base that only makes sure the navigation bar is shown, UIKit's default, which
`nav-bar-visibility` does not call a chore either (a hide right before it, a workaround that makes
UIKit lay the bar out again, leaves the bar as it was):

```swift
class QuestionViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: false)
        navigationController?.setNavigationBarHidden(false, animated: false)
    }
}

final class SymptomsQuestionViewController: QuestionViewController {}
final class TestDateQuestionViewController: QuestionViewController {}
final class TestKindQuestionViewController: QuestionViewController {}
```

A base that observes its own view by key-value observing (its own wiring, like `delegate = self`)
and asks a service only for a condition, to set up its own view:

```swift
class ComposerViewController: UIViewController {
    private let replyView = ReplyView()

    override func viewDidLoad() {
        super.viewDidLoad()
        replyView.addObserver(self, forKeyPath: "isVisible", options: .new, context: nil)
        if #available(iOS 17.0, *), Platform.isRunningOnMac() {
            view.backgroundColor = .secondarySystemBackground
        }
    }
}

final class ChatViewController: ComposerViewController {}
final class ThreadViewController: ComposerViewController {}
final class NoteViewController: ComposerViewController {}
```

A base whose property only ends a condition: it is read, not called (its brace opens the `if`'s
body, as Swift takes no trailing closure there), so it is no tracking call, however its name starts:

```swift
class DrawerViewController: UIViewController {
    var tracksContentHeight: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async {
            if self.tracksContentHeight {
                self.preferredContentSize = self.view.bounds.size
            }
        }
    }
}

final class MenuDrawerViewController: DrawerViewController {}
final class ShareDrawerViewController: DrawerViewController {}
final class FilterDrawerViewController: DrawerViewController {}
```

A base that only reads the bar's state, and a subclass whose `screenName` is its own (the base's is
`private`, so nothing is overridden):

```swift
class InsetsViewController: UIViewController {
    private var screenName: String { "insets" }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if navigationController?.isNavigationBarHidden == true {
            additionalSafeAreaInsets.top = 44
        }
        print(screenName)
    }
}

final class MapViewController: InsetsViewController {
    var screenName: String { "map" }
}
final class RouteViewController: InsetsViewController {}
final class StopViewController: InsetsViewController {}
```

A base class that builds its own view, wires its data source and lets subclasses supply content
through template hooks does a base class's job; none of it is a chore a behavior would take over:

```swift
import UIKit

class ListViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    func makeRows() -> [String] { [] }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        edgesForExtendedLayout = []
        tableView.dataSource = self
        title = makeRows().first
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { makeRows().count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

final class OrdersViewController: ListViewController {}
final class AccountsViewController: ListViewController {}
final class InvoicesViewController: ListViewController {}
```

A base class whose lifecycle overrides only call `super` carries no concern:

```swift
// file: BaseViewController.swift
import UIKit

class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        return
    }
}
// file: Screens.swift
final class HomeViewController: BaseViewController {}
final class SearchViewController: BaseViewController {}
final class ProfileViewController: BaseViewController {}
```

A base class with helpers but no lifecycle overrides, however many screens inherit from it:

```swift
import UIKit

class BaseViewController: UIViewController {
    func showError(_ error: Error) {
        let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
        present(alert, animated: true)
    }

    func viewDidLoad(animated: Bool) {
        view.backgroundColor = .systemBackground
    }
}

final class HomeViewController: BaseViewController {}
final class SearchViewController: BaseViewController {}
final class ProfileViewController: BaseViewController {}
final class SettingsViewController: BaseViewController {}
```

Base classes that are no view controllers: a view with `traitCollectionDidChange(_:)` and a coordinator:

```swift
import UIKit

class RoundedView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.separator.cgColor
    }
}

final class AvatarView: RoundedView {}
final class BadgeView: RoundedView {}
final class ChipView: RoundedView {}

class Coordinator: NSObject {
    func viewDidLoad() {
        Analytics.shared.trackScreen("start")
    }
}

final class AppCoordinator: Coordinator {}
final class OnboardingCoordinator: Coordinator {}
final class SettingsCoordinator: Coordinator {}
```

Screens that inherit straight from UIKit classes, each with its own overrides, have no project base:

```swift
import UIKit

final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
    }
}

final class GalleryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.alwaysBounceVertical = true
    }
}

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
```

Subclasses override a property the base never reads in its lifecycle overrides:

```swift
import UIKit

class DetailViewController: UIViewController {
    var shareText: String { "" }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
    }

    func share() {
        present(UIActivityViewController(activityItems: [shareText], applicationActivities: nil), animated: true)
    }
}

final class ArticleViewController: DetailViewController {
    override var shareText: String { "Read this" }
}
```

The base class only in comments and strings:

```swift
import UIKit

// class BaseViewController: UIViewController {
//     override func viewDidAppear(_ animated: Bool) { Analytics.shared.trackScreen("x") }
// }
final class HomeViewController: UIViewController {
    let note = "class BaseViewController: UIViewController { override func viewDidLoad() { setUp() } }"
}

final class SearchViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
```

Lifecycle concerns in the screens only, the base is empty:

```swift
// file: BaseViewController.swift
import UIKit

class BaseViewController: UIViewController {}
// file: Screens.swift
final class HomeViewController: BaseViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackScreen("home")
    }
}

final class SearchViewController: BaseViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackScreen("search")
    }
}

final class ProfileViewController: BaseViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackScreen("profile")
    }
}
```

"""#####,
        "behavior-attach-site": #####"""
---
id: behavior-attach-site
kind: defect
severity: warning
scope: file
fixable: no
---

# behavior-attach-site

Behaviors are attached once, in viewDidLoad or loadView, not in appearance or layout hooks, initializers or other methods.

## Why

`addBehaviors(_:)` creates a hidden child view controller that holds the behaviors, adds it as a
child and adds its view to the host's view. That is right exactly once, after the view exists:
in `viewDidLoad` (or at the end of `loadView`).

- In an appearance, disappearance or layout hook (`viewWillAppear(_:)`, `viewDidLayoutSubviews()`,
  `traitCollectionDidChange(_:)`, …) it adds another child view controller every time the hook
  runs: behaviors fire twice, then three times, and the children pile up.
- In an initializer it touches `view` before the screen is set up: the view loads early (and
  `viewDidLoad` runs inside `init`), or the child is added before there is a view to add it to.
- In any other method, or from outside the view controller (a coordinator calling
  `controller.addBehaviors(…)` before pushing it), nothing guarantees that it runs once, and
  attaching from outside loads the controller's view before it is presented.

The rule reports every call of the attach method (the `attach-method` option) at the call itself,
in any function of the file: lifecycle overrides, initializers, plain methods, free functions, in
closures and in nested functions (reported once, in the outermost function). Allowed are functions
named `viewDidLoad` or `loadView` (overrides or not, such as a presenter's `viewDidLoad()`) and
helpers of the same class that only such functions call (`setUpBehaviors()` called from
`viewDidLoad`), however deep. A function that is itself an attach method (a forwarding overload)
is not checked.

## Configuration

| Option | Default | Description |
|---|---|---|
| `attach-method` | `addBehaviors` | Names of the methods that attach behaviors to a view controller, comma-separated (add your wrappers, e.g. `addBehaviors, attach`). |

## How to fix by hand

Move the call into `viewDidLoad` after `super.viewDidLoad()`. When the behaviors depend on data
that arrives later (a view model set after init), attach them in `viewDidLoad` anyway and let the
behavior read the data when its hooks run, or pass it a closure. When a coordinator attached the
behaviors from outside, move the list into the controller's own `viewDidLoad`, or give the
controller an initializer parameter with the behaviors and attach them there in `viewDidLoad`.

## What fix generates

No automatic fix: where the call should go depends on what the surrounding code expects (a
behavior attached per appearance may hide a bug that the caller relies on), so the message only
says where to move it.

## Triggers

In an appearance hook: a new child view controller on every appearance.

```swift
final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓addBehaviors([HideNavigationBarBehavior(), ScreenTrackingBehavior(screenName: "profile")])
    }
}
```

In an initializer, with `self.`: the view loads before the screen is set up.

```swift
final class ReceiptViewController: UIViewController {
    private let receipt: Receipt

    init(receipt: Receipt) {
        self.receipt = receipt
        super.init(nibName: nil, bundle: nil)
        ↓self.addBehaviors([ScreenTrackingBehavior(screenName: "receipt")])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
```

In a layout hook with `override open`, split over several lines.

```swift
open class GalleryViewController: UICollectionViewController {
    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ↓addBehaviors([
            TintNavigationBarBehavior(color: .systemPink),
            ScreenTrackingBehavior(screenName: "gallery"),
        ])
    }
}
```

Inside a closure and inside a nested function of an appearance hook: each call reported once.

```swift
final class FeedViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.async {
            ↓self.addBehaviors([ScreenTrackingBehavior(screenName: "feed")])
        }
        func attachPullToRefresh() {
            ↓addBehaviors([PullToRefreshBehavior()])
        }
        attachPullToRefresh()
    }
}
```

A helper that also runs on every appearance, and a coordinator attaching from outside.

```swift
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureBehaviors()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        configureBehaviors()
    }

    private func configureBehaviors() {
        ↓addBehaviors([HideNavigationBarBehavior()])
    }
}

final class SettingsCoordinator {
    func start(in navigationController: UINavigationController) {
        let settings = SettingsViewController()
        ↓settings.addBehaviors([ScreenTrackingBehavior(screenName: "settings")])
        navigationController.pushViewController(settings, animated: true)
    }
}
```

Behind `#if`, in an extension, with AppKit's argument-less `viewWillAppear()`.

```swift
final class InspectorViewController: NSViewController {}

extension InspectorViewController {
    @objc override func viewWillAppear() {
        super.viewWillAppear()
        #if DEBUG
        ↓addBehaviors([LayoutDebuggingBehavior()])
        #endif
    }
}
```

A project's own attach method, configured in `attach-method`, in `traitCollectionDidChange(_:)`.

<!-- config: attach-method = attach -->
```swift
final class ThemeViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ↓attach(ThemeBehavior(style: traitCollection.userInterfaceStyle))
    }
}
```

## Does not trigger

Attached in `viewDidLoad`, with and without `self.`.

```swift
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
        self.addBehaviors([ScreenTrackingBehavior(screenName: "home")])
    }
}
```

Attached at the end of `loadView`, behind `#if`.

```swift
final class MapViewController: UIViewController {
    override func loadView() {
        view = MKMapView()
        #if DEBUG
        addBehaviors([LayoutDebuggingBehavior()])
        #endif
    }
}
```

Calls in comments and strings.

```swift
final class OnboardingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // addBehaviors([HideNavigationBarBehavior()]) happens in viewDidLoad
        title = "addBehaviors([])"
    }
}
```

A helper that only `viewDidLoad` calls, directly or through another helper, in an extension.

```swift
final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUp()
    }
}

extension CheckoutViewController {
    private func setUp() {
        view.backgroundColor = .systemBackground
        setUpBehaviors()
    }

    private func setUpBehaviors() {
        addBehaviors([HideNavigationBarBehavior(), ScreenTrackingBehavior(screenName: "checkout")])
    }
}
```

A nested function and a closure inside `viewDidLoad`.

```swift
final class ArticleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        func attachChrome() {
            addBehaviors([TintNavigationBarBehavior(color: .label)])
        }
        attachChrome()
        [ScreenTrackingBehavior(screenName: "article")].forEach { addBehaviors([$0]) }
    }
}
```

The attach method itself, with a variadic overload forwarding to it.

```swift
extension UIViewController {
    func addBehaviors(_ behaviors: [ViewControllerLifecycleBehavior]) {
        let holder = LifecycleBehaviorViewController(behaviors: behaviors)
        addChild(holder)
        view.addSubview(holder.view)
        holder.didMove(toParent: self)
    }

    func addBehaviors(_ behaviors: ViewControllerLifecycleBehavior...) {
        addBehaviors(behaviors)
    }
}
```

UIKit Dynamics' `addBehavior(_:)` is a different method, in a view controller or a view.

```swift
final class CardsViewController: UIViewController {
    private lazy var animator = UIDynamicAnimator(referenceView: view)

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        animator.addBehavior(UIGravityBehavior(items: [cardView]))
    }
}

final class ConfettiView: UIView {
    private lazy var animator = UIDynamicAnimator(referenceView: self)

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        animator.addBehavior(UICollisionBehavior(items: subviews))
    }
}
```

A presenter's `viewDidLoad()` is an allowed site too: the view controller forwards its own.

```swift
final class SearchPresenter {
    weak var view: UIViewController?

    func viewDidLoad() {
        view?.addBehaviors([ScreenTrackingBehavior(screenName: "search")])
    }
}
```

With `attach-method` configured, only the configured names count.

<!-- config: attach-method = attach -->
```swift
final class LegacyViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        legacyChildren.addBehaviors(count: 2)
    }
}
```

"""#####,
        "direct-lifecycle-call": #####"""
---
id: direct-lifecycle-call
kind: defect
severity: warning
scope: file
fixable: no
---

# direct-lifecycle-call

A view controller calls one of its own lifecycle hooks (self.viewDidLoad(), viewWillAppear(true), loadView()): UIKit calls them; calling one again runs its work a second time.

## Why

UIKit calls `loadView()` and `viewDidLoad()` once, when the view is first asked for, and the
appearance hooks when the screen appears and disappears; Apple documents that code should not call
them itself. A screen that calls `self.viewDidLoad()` to "reload", or `viewWillAppear(true)` from a
notification handler, runs the whole hook again: its own statements and every override up the
chain, so observers and subscriptions are added a second time, views and constraints again,
requests start twice. For the appearance hooks nothing else happens that an appearance brings:
children are not told, the container does not know, `isMovingToParent` and the transition
coordinator say nothing. A `viewDidAppear(_:)` that calls `self.viewDidAppear(animated)` instead
of `super.viewWillAppear(animated)` in `viewWillAppear(_:)` runs the screen's own appear work
before the screen has appeared, and then again.

The rule reports, at the call, a call of `loadView()`, `viewDidLoad()`, `viewWillAppear(_:)`,
`viewIsAppearing(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` or `viewDidDisappear(_:)`
without a receiver or on `self` (also in a closure), in a view controller's lifecycle overrides
and in the methods they call or register as handlers, three calls down (the code whose statements
the scan reads: there a call is told from a name in `#selector(viewWillAppear(_:))`). Calls in one statement are one finding. A call on `super` is `lifecycle-super-call`'s; a call on another view controller (a
container forwarding appearance to a child it manages by hand) is not this rule's.

Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in
`Rules/README.md`).

## Configuration

This rule has no options.

## How to fix by hand

Move what must run again into a method of its own (`reloadData()`, `refresh()`, the view building
for `loadView()`), call it from the hook and wherever the screen calls the hook today. A hook that
calls another hook on itself and never its own super (`self.viewDidAppear(animated)` in
`viewWillAppear(_:)`) most likely meant the super call: the message says so.

## What fix generates

Nothing: which part of the hook must run again is the screen's to say.

## Triggers

A screen reloads itself by running `viewDidLoad()` again.

```swift
final class StakeConfirmViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .walletChanged, object: nil)
    }

    @objc func refresh() {
        ↓viewDidLoad()
    }
}
```

An appear hook run again from another, on `self`.

```swift
final class AlarmViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓self.viewDidLoad()
    }
}
```

An appear hook called where `super` was meant.

```swift
final class RegistrationViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        ↓self.viewDidAppear(animated)
    }
}
```

From a closure the screen keeps.

```swift
final class BoxViewController: UIViewController {
    var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) { [weak self] _ in
            ↓self?.viewWillAppear(true)
        }
    }
}
```

`loadView()` called again when the screen appears.

```swift
final class PreviewViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓loadView()
    }
}
```

In an extension of a project view controller, a method its appear hook calls.

```swift
class BaseViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        resetScreen()
    }
}

extension BaseViewController {
    func resetScreen() {
        ↓viewWillDisappear(false)
        ↓viewDidDisappear(false)
    }
}
```

## Does not trigger

The super implementation, from the override.

```swift
final class FeedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }
}
```

The work that must run again, in a method of its own.

```swift
final class StakeConfirmViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        reload()
    }

    @objc func reload() {
        title = "Stake"
    }
}
```

A container forwarding appearance to a child it manages by hand.

```swift
final class PagerViewController: UIViewController {
    var current: UIViewController?

    func show(_ page: UIViewController) {
        current?.viewWillDisappear(false)
        page.viewWillAppear(false)
        current = page
    }
}
```

`loadViewIfNeeded()`, which loads the view once.

```swift
final class PreviewViewController: UIViewController {
    func prepare() {
        loadViewIfNeeded()
    }
}
```

A view, which has no lifecycle hooks of UIKit's.

```swift
final class CardView: UIView {
    func viewDidLoad() {}

    func reset() {
        viewDidLoad()
    }
}
```

A method of another name.

```swift
final class FeedViewController: UIViewController {
    func viewDidLoadData() {}

    func refresh() {
        viewDidLoadData()
    }
}
```

A selector naming a hook, no call.

```swift
final class BoxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print(#selector(viewWillAppear(_:)))
    }
}
```

A test driving a screen's hooks: it calls them on the screen, not on itself.

```swift
// file: Tests/FeedViewControllerTests.swift
import XCTest

final class FeedViewControllerTests: XCTestCase {
    func testTitle() {
        let screen = FeedViewController()
        screen.viewDidLoad()
    }
}

// file: Sources/FeedViewController.swift
final class FeedViewController: UIViewController {}
```

"""#####,
        "lifecycle-super-call": #####"""
---
id: lifecycle-super-call
kind: defect
severity: warning
scope: file
fixable: yes
---

# lifecycle-super-call

A lifecycle override that calls a different hook on super, or skips super's implementation of the same hook where that does real work (the appearance callbacks of a UIKit container, of a screen with children or of an app that replaces them at run time, a size or trait transition a child hears, a library's class or the project's own superclass).

## Why

UIKit's containers and every project base class in between do their own work in the lifecycle
hooks: a table view controller clears its selection as it appears, a tab bar controller shows its
selected tab, a library's pager passes the moment on to its pages, a base class tracks screens or
styles the bar. An override that forgets `super.viewWillAppear(animated)` silently switches all of
that off for one screen. A plain `UIViewController`'s own appearance callbacks are another matter:
UIKit documents the call as required, but a screen that skips it loses nothing a team can see
(rounds 47 and 48 of `docs/precision.md`: 221 such findings over eighteen apps read as noise, the
ones acted on all skipped a container's, a library's or a base class's work); so it is reported
where something hears the moment through it: children of the screen (the hidden controller of
attached behaviors among them) or an app that replaces the hook at run time. A
copy-pasted override that calls the wrong hook, `super.viewDidDisappear(animated)` inside
`viewWillDisappear(_:)`, is a real bug found in shipping apps: the superclass skips one moment
and runs another twice. A super call moved into a `DispatchQueue.main.async` or animation
completion closure runs late, after UIKit expected it, or never.

The rule looks at every lifecycle override (`viewDidLoad`, `viewWillAppear(_:)`,
`viewIsAppearing(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)`, `viewDidDisappear(_:)`,
`viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `traitCollectionDidChange(_:)`,
`viewWillTransition(to:with:)` and `willTransition(to:with:)` of a view controller,
`didReceiveMemoryWarning`, AppKit's `viewDidAppear()`-style variants), in the class
body or an extension, with modifiers in any order, and reports, at the first attribute or
modifier of the `override func` declaration:

- an override with no `super.<sameHook>(…)` call at all where the skipped implementation does
  real work: an appearance hook (`viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewDidAppear(_:)`,
  `viewWillDisappear(_:)`, `viewDidDisappear(_:)`) of a UIKit class other than the plain
  `UIViewController` (a table view controller clears its selection, a tab bar or navigation
  controller works for the screen it shows), and whose every override UIKit documents as required
  to call super (for the four callbacks other than `viewIsAppearing(_:)` the message says so); over
  a plain `UIViewController`, only where the screen (or a project superclass or subclass) has
  children that hear of the moment with it: a child view controller it adds whose class overrides
  an appearance hook, or behaviors it attaches (the `attach-method` of behavior-attach-site), or
  where the app replaces that hook of every view controller at run time, as automatic screen
  tracking does by swizzling (the message says that this screen skips the app's code too, with a
  note at the replacement); else only with `report-empty-super`; a transition (`viewWillTransition(to:with:)`, `willTransition(to:with:)`) of a screen
  whose children hear it: its framework class is a navigation, tab bar, page or split view
  controller, or its code (or a project superclass's or subclass's) adds a child view controller
  whose class handles a transition itself; UIKit's implementation passes the new size or traits on
  to the children (UIKit documents both as "always call super"; where no child listens, or over a
  library's class, skipping it skipped nothing the teams of round 33's apps acted on: reported only
  with `report-empty-super`); any hook a project superclass
  overrides, whose work the screen then loses (unless,
  outside the appearance hooks, all that work is assigning properties the override assigns again
  itself at its top level, over a framework implementation that does nothing: whichever runs, the
  screen's values are left; unless the hook is `loadView()`, the override makes the view itself
  (`view = containerView`) and places or configures again every member of the screen the
  superclass's `loadView()` does (UIKit keeps the last view assigned: the superclass's would be
  thrown away); and unless the override is empty: an override with no statements does
  nothing but switch the parent's work off, which is what it is written for); and any
  hook of a library's class (not one of Apple's frameworks), which a screen subclasses for the work
  it does. A call in an `if`, `guard`, `switch`, loop or `defer` block counts, and so does one in
  any `#if` branch. Skipping the `viewDidLoad()`, `traitCollectionDidChange(_:)` or
  `didReceiveMemoryWarning()` of an Apple framework's view controller (`UIViewController`,
  `UITableViewController`, `UIHostingController`, …) skips nothing a screen relies on: reported
  only with `report-empty-super`;
- an override whose only calls to its own hook on `super` sit inside closures ("may run late or
  never");
- an override that calls a different hook on `super` (`super.viewDidDisappear` in
  `viewWillDisappear`), instead of or besides its own; each such call gets a note;
- with `report-empty-super`, `loadView()` the other way round: it should create the view itself
  and not call `super.loadView()`, which makes a view only to have it thrown away; an override of `loadView()` without the super call is correct. That holds
  for a class whose framework superclass is `UIViewController`, whose own `loadView()` only loads
  a nib or makes an empty view. AppKit's `NSViewController.loadView()` loads the nib, and AppKit
  documents overriding it to work before or after that load (a macOS share extension's template
  calls `super.loadView()` first): not reported. A container (`UITableViewController` makes
  its table view, `UINavigationController` its bar), a library's class or a project superclass that
  overrides `loadView()` builds views the subclass relies on: the subclass must call it like any
  other hook. A `super.loadView()` in an `if`, `guard` or `switch` block (`if nibName != nil`) loads
  the nib on the path that has one, and is not reported; nor is one in a screen a storyboard's
  scene instantiates (its `customClass`), whose view and outlets super loads from the scene, unless
  the override then assigns another view.

The message names the class whose implementation is skipped: the nearest superclass that overrides
the hook, else the framework class, starting from the superclass the override's own class
declaration names (an app's iOS and macOS targets often declare two screens of one name on
different superclasses), and, where the project declares a superclass's name more than once, the
declaration the subclass's code means: one in a file written against the same framework (its
`import UIKit` or `import Cocoa`), and of those the one of the subclass's own module, the
declaration whose folder shares the most with the subclass's file (Swift resolves a name in its
own module first; a monorepo's modules each declare their own `BaseViewController`), with only
the overrides that declaration's module holds. `viewWillLayoutSubviews` and `viewDidLayoutSubviews` without a
super call are reported only when a project superclass overrides them: UIKit documents its own as
doing nothing, so skipping it skips nothing. The same holds for AppKit's `viewDidLoad()`,
`viewWillAppear()`, `viewDidAppear()`, `viewWillDisappear()` and `viewDidDisappear()` over a plain
`NSViewController`, which AppKit documents as doing nothing (it asks for the call only in case a
superclass overrides the hook); a call to a different hook on `super` is reported all the same.

Overrides in test code (what only test bundles compile, or, where no project file says, a folder
whose name ends in `Tests` or `Test`) are no screens: a mock that silences super on purpose or a
spy is test code, and is not reported (nor fixed); nor are overrides in files no target compiles,
nor those of a class nothing makes (see "Kinds" in `Rules/README.md`).
Calls in comments and strings are never read. Methods that merely share a hook's name are not
reported: helpers that are not overrides, `traitCollectionDidChange(_:)` of views and other
non-controllers, `loadView()` of classes that are no view controllers
(`NSTextAttachmentViewProvider`), and overrides in a hierarchy of project classes with no framework superclass
or built on `NSObject`, a `UIView` or a `UIControl` (no view controller descends from them: the
override is of the project's own method); a class whose inheritance clause starts with a protocol
the project declares has no superclass.
A super call that sits in a closure inside an `if` or `switch` block counts as a call in the body.

## Configuration

| option | default | meaning |
|---|---|---|
| `report-empty-super` | false | Also report super calls that skip or waste nothing: a missing super call whose skipped implementation is an Apple framework view controller's `viewDidLoad`, `traitCollectionDidChange` or `didReceiveMemoryWarning`, a plain `UIViewController`'s appearance callback, or a transition no child hears, and `super.loadView()` in a `loadView()`. |

## How to fix by hand

Call the superclass's implementation of the same hook, with the override's own argument, as the
first statement:

```
override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    searchController.isActive = false
}
```

Move a super call out of a closure; if the rest of the closure must stay deferred, keep only that
part in it. In `loadView()`, delete `super.loadView()` and assign `view`; set up subviews in
`viewDidLoad()`.

## What fix generates

No behavior type: the fix edits the override in place.

- A missing call: `super.<hook>(<the override's parameter>)` is inserted as the first statement
  (`super.viewWillAppear(animated)`, `super.traitCollectionDidChange(previousTraitCollection)`,
  `super.viewDidAppear()` for the argument-less AppKit form), on a line of its own, indented like
  the body's statements and ending lines as the file does; a body on one line (`{}`,
  `{ reload() }`) is opened up, one statement per line, in the file's indent step.
- An empty override (no statement, no comment), which only kept the superclass's implementation
  from running: the override is deleted, with a blank line it would leave doubled. Calling super
  in it would be the same code with more lines. One holding a comment (often code commented out,
  a `TODO`) or with a comment just above it gets the call instead; for one holding a comment the
  finding asks for the call too.
- One call to a different hook and none to the right one: the hook's name is replaced by the
  right one, or the whole call when the two hooks take different arguments.

```
override func viewWillDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    searchController.isActive = false
}
// becomes
override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    searchController.isActive = false
}
```

Not fixed automatically, the message only: a super call only inside a closure (moving it changes
when the closure's other work runs), a wrong hook called besides the right one, several wrong
calls, an override whose parameter is unnamed (`_ _: Bool`) so there is nothing to pass on, and
`loadView()` calling `super.loadView()` (code after it may rely on the view super created).

## Triggers

```swift
final class ProfileViewController: UITableViewController {
    ↓override func viewWillAppear(_ animated: Bool) {
        navigationController?.setNavigationBarHidden(true, animated: animated)
        Analytics.shared.track(screen: "Profile")
    }
}
```

```swift
class SearchViewController: UITableViewController {
    ↓@objc override open func viewWillDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        searchController.isActive = false
    }
}
```

```swift
final class PhotoViewerViewController: UIViewController {
    ↓override func viewDidAppear(_ animated: Bool) {
        DispatchQueue.main.async {
            super.viewDidAppear(animated)
            self.startSlideshow()
        }
    }
}
```

```swift
// file: BaseViewController.swift
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.current.background
    }
}
// file: OrdersViewController.swift
final class OrdersViewController: BaseViewController {}

extension OrdersViewController {
    ↓open override func viewDidLoad() {
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
    }

    override func didReceiveMemoryWarning() {
        imageCache.removeAll()
    }
}
```

A stand-in for `UIViewController` in the repository (a mocking library's support file, a test's
fake) is not what the app's screens inherit from: a top-level class named like one of Apple's view
controllers or their roots and built on no Apple view controller is a stand-in, and the screen
below still skips UIKit's hook (a class that only shares its name with another framework's,
`class NSViewController: UIViewController` in a UIKit app, is the project's own):

```swift
// file: MockSupport/UITableViewController.swift
open class UIResponder: NSObject {}

open class UITableViewController: UIResponder {
    open func viewWillAppear(_ animated: Bool) {}
}
// file: App/SettingsViewController.swift
final class SettingsViewController: UITableViewController {
    ↓override func viewWillAppear(_ animated: Bool) {
        settingsView.reloadData()
    }

    private let settingsView = UITableView()
}
```

Of two modules that each declare a `BaseViewController`, the screen's own module's places a
toolbar in `loadView()`:

```swift
// file: Modules/Docs/Sources/Base/BaseViewController.swift
import UIKit

open class BaseViewController: UIViewController {
    public let toolbar = DocsToolbar()

    open override func loadView() {
        super.loadView()
        view.addSubview(toolbar)
    }
}
// file: Modules/Meeting/Sources/Base/BaseViewController.swift
import UIKit

class BaseViewController: UIViewController {}
// file: Modules/Docs/Sources/Editor/EditorViewController.swift
import UIKit

final class EditorViewController: BaseViewController {
    ↓override func loadView() {
        view = EditorView()
    }
}
```

A library's view controller, subclassed for the work its hooks do:

```swift
import MessageKit

final class ChatViewController: MessagesViewController {
    ↓override func viewDidLoad() {
        messagesCollectionView.messagesDataSource = self
    }
}
```

With `report-empty-super`, UIKit's empty implementations skipped (a plain `UIViewController`'s
appearance callbacks among them), and a `loadView()` that makes a view only to throw it away:

<!-- config: report-empty-super = true -->
```swift
final class ReceiptViewController: UIViewController {
    ↓override func viewWillAppear(_ animated: Bool) {
        totalLabel.text = cart.total.formatted()
    }
}
```

<!-- config: report-empty-super = true -->
```swift
final class MapViewController: UIViewController {
    private let mapView = MKMapView()

    ↓override func loadView() {
        super.loadView()
        view = mapView
    }

    ↓override func viewDidLoad() {
        mapView.delegate = self
    }

    ↓override func didReceiveMemoryWarning() {
        mapView.removeOverlays(mapView.overlays)
    }
}
```

```swift
final class DashboardViewController: UICollectionViewController {
    #if DEBUG
    ↓override func viewDidAppear(_ animated: Bool) {
        self.debugOverlay.frame = view.bounds
    }
    #endif

    ↓override func traitCollectionDidChange(
        _ previousTraitCollection: UITraitCollection?
    ) {
        super.viewDidLayoutSubviews()
        super.traitCollectionDidChange(previousTraitCollection)
        chartView.reloadColors()
    }
}
```

```swift
class PaneViewController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.title = "Settings"
    }
}

final class PreferencesViewController: PaneViewController {
    ↓override func viewDidAppear() {
        view.window?.title = "Preferences"
    }

    ↓override func viewWillAppear() {
        super.viewDidAppear()
        reloadAccounts()
    }
}
```

A `loadView()` that makes its own view but leaves out the collection view its base's `loadView()`
places: the screen would show no list.

```swift
open class ListViewController: UIViewController {
    public let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    open override func loadView() {
        let view = UIView()
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        self.view = view
    }
}

final class SavedSearchesViewController: ListViewController {
    private let searchBar = UISearchBar()

    ↓override func loadView() {
        let containerView = UIView()
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(searchBar)
        view = containerView
    }
}
```

The size change never reaches the chapter the screen holds: UIKit passes it on to the children
in its own implementation.

```swift
final class ChapterViewController: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        view.setNeedsLayout()
    }
}

final class ReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(ChapterViewController())
    }

    ↓override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
    }
}
```

## Does not trigger

UIKit's `viewDidLoad()`, `traitCollectionDidChange(_:)` and `didReceiveMemoryWarning()` do
nothing a screen relies on (UIKit documents them as hooks for the subclass): skipping them is
reported only with `report-empty-super`. Nor is a `super.loadView()` that makes a view the
override then replaces, which wastes a view but breaks nothing:

The appearance callbacks of a plain `UIViewController` with no children, in an app that does not
replace them at run time: skipping UIKit's own implementation loses nothing the screen shows.

```swift
final class ReceiptViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        totalLabel.text = cart.total.formatted()
    }

    override func viewDidDisappear(_ animated: Bool) {}
}
```

A function declared inside a hook, here one of a hook's name left inside `viewDidLoad()` by a
misplaced brace, overrides nothing and runs nothing where it is written: its super call is no
call of `viewDidLoad()`'s.

```swift
final class HoursViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 70

        func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(false, animated: animated)
        }
    }
}
```

Two modules of a monorepo that each declare a `BaseViewController`: the one of the screen's
module builds no view, so the screen's `loadView()` skips nothing; the other module's places a
toolbar.

```swift
// file: Modules/Docs/Sources/Base/BaseViewController.swift
import UIKit

open class BaseViewController: UIViewController {
    public let toolbar = DocsToolbar()

    open override func loadView() {
        super.loadView()
        view.addSubview(toolbar)
    }
}
// file: Modules/Meeting/Sources/Base/BaseViewController.swift
import UIKit

class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
// file: Modules/Meeting/Sources/Floating/FloatingViewController.swift
import UIKit

final class FloatingViewController: BaseViewController {
    override func loadView() {
        view = HittableView()
    }
}
```

A transition of a screen with no child that listens: UIKit would pass the change on to none.

```swift
final class PhotoViewController: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
    }
}
```

A presentation controller's transition: it is no view controller.

```swift
final class CardPresentationController: UIPresentationController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
```

```swift
final class MapViewController: UIViewController {
    private let mapView = MKMapView()

    override func loadView() {
        super.loadView()
        view = mapView
    }

    override func viewDidLoad() {
        mapView.delegate = self
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        mapView.reloadColors()
    }
}

final class ContactsViewController: UITableViewController {
    override func viewDidLoad() {
        tableView.rowHeight = 56
    }
}
```

An empty override of a project superclass's hook: it exists to switch the parent's work off for
this screen (a compact sheet that must not reload and deselect as the full list does), and a
super call would undo it:

```swift
// file: BookmarksTableViewController.swift
import UIKit

class BookmarksTableViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.reloadData()
    }
}

final class CompactBookmarksTableViewController: BookmarksTableViewController {
    override func viewDidAppear(_ animated: Bool) {}
}
```

An empty override in a folder of tests: a mock of a screen that silences super on purpose.

```swift
// file: AppTests/Mocks/MockFeedViewController.swift
import UIKit

final class MockFeedViewController: FeedViewController {
    override func viewWillAppear(_ animated: Bool) {
        // Nothing: the feed must not load in this test.
    }
}
```

A layout hook over UIKit's own, which UIKit documents as doing nothing, and AppKit's appearance
hooks over a plain `NSViewController`'s, documented the same; a `loadView()` that calls
the project superclass's `loadView()`, which builds the view the subclass then extends, or a
container's, which builds its table view or bar; a `super.loadView()` only on the path with a nib;
AppKit's `loadView()` extended around the nib it loads; a `loadView()` of something that is no view
controller:

```swift
final class ChartViewController: UIViewController {
    override func viewWillLayoutSubviews() {
        chartView.frame = view.bounds
    }

    override func viewDidLayoutSubviews() {}
}

class FormViewController: UIViewController {
    override func loadView() {
        view = UIScrollView()
    }
}

final class SignUpViewController: FormViewController {
    override func loadView() {
        super.loadView()
        view.backgroundColor = .systemBackground
    }
}

final class BadgeAttachmentViewProvider: NSTextAttachmentViewProvider {
    override func loadView() {
        view = UILabel()
    }
}

final class ContactsViewController: UITableViewController {
    override func loadView() {
        super.loadView()
        tableView.rowHeight = 56
    }
}

final class InspectorViewController: NSViewController {
    override func viewDidLoad() {
        reloadFeeds()
    }

    override func viewDidDisappear() {
        saveSelection()
    }
}

final class ShareViewController: NSViewController {
    override var nibName: NSNib.Name? { "ShareViewController" }

    override func loadView() {
        super.loadView()
        buildFolderMenu()
    }
}

class CardViewController: UIViewController {
    override func loadView() {
        if nibName != nil {
            super.loadView()
        } else {
            view = UIView()
        }
    }
}
```

```swift
final class ProfileViewController: UIViewController {
    // override func viewWillAppear(_ animated: Bool) { title = "Profile" }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let hint = "override func viewDidAppear(_ animated: Bool) { }"
        self.title = "Profile"
        log(hint)
    }
}
```

```swift
final class ComposeViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        defer { super.viewWillDisappear(animated) }
        guard draft.hasChanges else { return }
        draft.save()
    }

    override func viewDidAppear(_ animated: Bool) {
        if isFirstAppearance {
            super.viewDidAppear(animated)
            showOnboarding()
        } else {
            super.viewDidAppear(animated)
        }
    }
}
```

```swift
final class FeedViewController: UIViewController {
    func viewWillAppear(animated: Bool, reason: RefreshReason) {
        refresh(reason)
    }

    private func viewDidLoadHelper() {
        tableView.refreshControl = UIRefreshControl()
    }
}
```

```swift
final class AvatarView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        layer.borderColor = UIColor.separator.cgColor
    }
}
```

```swift
final class OnboardingCoordinator: NSObject {
    func viewDidLoad() {
        start()
    }
}

class Step {
    func viewDidAppear(_ animated: Bool) {}
}

final class WelcomeStep: Step {
    override func viewDidAppear(_ animated: Bool) {
        playAnimation()
    }
}
```

```swift
protocol Presenter: AnyObject {
    func viewWillAppear()
}

class BasePresenter: Presenter {
    func viewWillAppear() {
        startListening()
    }

    func startListening() {}
}

final class DashboardPresenter: BasePresenter {
    override func viewWillAppear() {}
}
```

```swift
class SettingsPageManager: NSObject {
    func viewWillAppear(_ animated: Bool) {}
}

final class PrivacySettingsManager: SettingsPageManager {
    override func viewWillAppear(_ animated: Bool) {
        updateHeaderColor(animated: animated)
    }
}
```

```swift
final class CanvasViewController: UIViewController {
    override func loadView() {
        view = CanvasView(frame: .zero)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        canvas.onChange = { [weak self] in self?.saveDrawing() }
    }
}
```

```swift
final class PreferencesViewController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.title = "Preferences"
    }
}
```

```swift
final class PlayerViewController: UIViewController {
    #if os(iOS)
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setNeedsStatusBarAppearanceUpdate()
    }
    #else
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }
    #endif
}

extension PlayerViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super
            .viewWillDisappear(animated)
        player.pause()
    }
}
```

```swift
final class SettingsViewController: UITableViewController {
    override func viewDidLayoutSubviews() {
        switch layout {
        case .compact:
            super.viewDidLayoutSubviews()
        case .regular:
            super.viewDidLayoutSubviews()
            sidebar.frame = view.bounds.divided(atDistance: 320, from: .minXEdge).slice
        }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        thumbnails.removeAll()
    }
}
```

A project base whose `viewDidLoad()` only sets what the screen sets again: skipping it loses
nothing, since the screen's value is the one left either way:

```swift
// file: BaseViewController.swift
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Colors.background
    }
}

// file: DebugMenuViewController.swift
final class DebugMenuViewController: BaseViewController {
    override func viewDidLoad() {
        view.backgroundColor = .systemGray
        title = "Debug"
    }
}
```

A `loadView()` that makes its own view and places in it every member its base's `loadView()`
placed: the base's view would be thrown away.

```swift
open class ListViewController: UIViewController {
    public let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    open override func loadView() {
        let view = UIView()
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        self.view = view
    }
}

final class BookmarksViewController: ListViewController {
    private let searchBar = UISearchBar()

    override func loadView() {
        let containerView = UIView()
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(searchBar)
        containerView.addSubview(collectionView)
        view = containerView
    }
}
```

An app's iOS and macOS targets declaring two classes of one name: the macOS screen skips its own
target's `EditorViewController`, an `NSViewController` that overrides neither hook (each file's
imports say which framework it is written against), not the iOS one:

```swift
// file: iOS/EditorViewController.swift
import UIKit

class EditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
}

// file: macOS/EditorViewController.swift
import Cocoa

class EditorViewController: NSViewController {}

// file: macOS/ViewController.swift
import Cocoa

final class ViewController: EditorViewController {
    override func viewDidLoad() {
        view.wantsLayer = true
    }

    override func viewDidAppear() {
        view.window?.title = "Notes"
    }
}
```

## Fix

The missing call is inserted as the first statement, passing the override's own parameters on:

```swift
final class ChapterViewController: UIViewController {
    override func willTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: traits, with: coordinator)
        view.setNeedsLayout()
    }
}

final class ReaderViewController: UIViewController {
    func showChapter() {
        addChild(ChapterViewController())
    }

    override func willTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        view.setNeedsLayout()
    }
}
```

```swift
final class ChapterViewController: UIViewController {
    override func willTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: traits, with: coordinator)
        view.setNeedsLayout()
    }
}

final class ReaderViewController: UIViewController {
    func showChapter() {
        addChild(ChapterViewController())
    }

    override func willTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: traits, with: coordinator)
        view.setNeedsLayout()
    }
}
```

```swift
class A: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        title = "A"
    }
}
```

```swift
class A: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = "A"
    }
}
```

A call to the wrong hook is renamed:

```swift
class SearchViewController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    @objc override open func viewWillDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        searchController.isActive = false
    }
}
```

```swift
class SearchViewController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    @objc override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        searchController.isActive = false
    }
}
```

An override that holds only a comment keeps it and gets the call:

```swift
class WalletsViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        // TODO: refresh when a signer is added
    }
}
```

```swift
class WalletsViewController: UITableViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // TODO: refresh when a signer is added
    }
}
```

One-line bodies are opened up and the override's own parameter name is passed on; an empty
override, which only kept the superclass's implementation from running, is deleted (a layout hook
over UIKit's empty implementation is left alone; with `report-empty-super`, UIKit's
`didReceiveMemoryWarning()` is reported too):

<!-- config: report-empty-super = true -->

```swift
final class FeedViewController: UIViewController {
    override func viewDidAppear(_ isAnimated: Bool) { startTimer() }

    override func viewDidLayoutSubviews() {}

    override func didReceiveMemoryWarning() { }

    private func startTimer() {}
}
```

```swift
final class FeedViewController: UIViewController {
    override func viewDidAppear(_ isAnimated: Bool) {
        super.viewDidAppear(isAnimated)
        startTimer()
    }

    override func viewDidLayoutSubviews() {}

    private func startTimer() {}
}
```

A wrong hook with other arguments is replaced whole; in an extension, after a comment on the brace
line (`viewDidLoad()` over `UITableViewController`'s with `report-empty-super`):

<!-- config: report-empty-super = true -->

```swift
class OrdersViewController: UITableViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.viewDidLayoutSubviews()
        tableView.reloadData()
    }
}

final class OrderCell: UITableViewCell {}

extension OrdersViewController {
    open override func viewDidLoad() { // cells first
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
    }
}
```

```swift
class OrdersViewController: UITableViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        tableView.reloadData()
    }
}

final class OrderCell: UITableViewCell {}

extension OrdersViewController {
    open override func viewDidLoad() { // cells first
        super.viewDidLoad()
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
    }
}
```

AppKit's argument-less hooks; the call goes before a leading `#if` block:

```swift
class PaneViewController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.title = "Settings"
    }
}

final class PreferencesViewController: PaneViewController {
    override func viewDidAppear() {
        #if DEBUG
            log("appeared")
        #endif
        view.window?.title = "Preferences"
    }

    override func viewWillAppear() {
        super.viewDidAppear()
        reloadAccounts()
    }

    private func reloadAccounts() {}
}
```

```swift
class PaneViewController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.title = "Settings"
    }
}

final class PreferencesViewController: PaneViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        #if DEBUG
            log("appeared")
        #endif
        view.window?.title = "Preferences"
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        reloadAccounts()
    }

    private func reloadAccounts() {}
}
```

"""#####,
        "nav-bar-appearance": #####"""
---
id: nav-bar-appearance
kind: opportunity
severity: warning
scope: project
fixable: yes
---

# nav-bar-appearance

Several screens style the shared navigation bar, the status bar or the back button the same way in their lifecycle overrides; one behavior should apply and restore it for all of them.

## Why

A screen's `navigationController?.navigationBar` is not the screen's own: every view controller on
the same stack shares it. Tinting it in `viewDidLoad` or `viewWillAppear(_:)` changes the bar of
every screen pushed afterwards and of the one the user goes back to, so teams copy the same
styling, and a hand-written restore, into screen after screen. The same goes for the app-wide
status-bar style and for blanking the back-button title (which shows on the next screen, not this one). A behavior applies
the styling before the screen appears and restores the previous values before it disappears, in
one place.

This is a refactoring opportunity, reported **once per concern**: screens repeat one concern when
they style the same properties with the same statements (whatever values they give them, which
become the behavior's parameters; the restores a screen writes are part of its copy). A screen
that styles more besides (a title colour next to the appearance block the others paste) is still a
copy of what it shares with them: where at least `min-screens` screens style all of what one of
them styles, each with copies of at least `min-lines` lines of it, that styling is the concern of
all of them (the shared styling spanning the most lines first), and what a screen styles besides
is a concern of its own. The concern
is reported when at least `min-screens` screens repeat it with copies of at least `min-lines`
lines each (a tint and its restore are two lines: a correct pair, which a behavior would only
trade for an attach entry; copies that each carry a defect one home fixes (one `unbalanced-appearance-change` reports)
count whatever their length, as "Kinds" in `Rules/README.md` says, and so does a block of two
statements or more in one hook that twice `min-screens` screens paste, a two-line look pasted into
six sign-up screens), at the first copy, with a note at every other statement
(SARIF's related locations, JSON's `copies`). One screen's styling is no copy-paste; styling a
screen leaves behind is a defect, which `unbalanced-appearance-change` reports where it leaks. A
copy that is one line of `viewDidLoad` does not count towards the concern: a behavior would only
swap it for an attach entry. The message says how many screens, in which hooks, names the first
of them and what the behavior would replace. Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in `Rules/README.md`).

A styling statement is one of a lifecycle override (class body or extension, modifiers in any
order, UIKit or AppKit-style signatures) that:

- assigns, or calls a method on, one of these properties of `navigationController?.navigationBar`
  (or `UINavigationBar.appearance()`): `tintColor`, `barTintColor`, `backgroundColor`,
  `titleTextAttributes`, `largeTitleTextAttributes`, `standardAppearance`, `scrollEdgeAppearance`,
  `compactAppearance`, `compactScrollEdgeAppearance`, `isTranslucent`, `prefersLargeTitles`,
  `barStyle`, `shadowImage`, `backIndicatorImage`, `backIndicatorTransitionMaskImage`, or calls
  `setBackgroundImage` / `setTitleVerticalPositionAdjustment` on it;
- assigns `UIApplication.shared.statusBarStyle` or calls `UIApplication.shared.setStatusBarStyle`;
- blanks the back-button title: `navigationItem.backButtonTitle = ""`,
  `navigationItem.backBarButtonItem = UIBarButtonItem(title: "", …)` (also through
  `navigationBar.topItem`).

Not reported: `setNeedsStatusBarAppearanceUpdate()`, which asks UIKit to read the screen's own
`preferredStatusBarStyle` again and changes nothing other screens see;
`navigationItem.backButtonDisplayMode` and the screen's other per-item settings (made
once for that screen, not styling shared by the stack), and, outside a disappear hook, setting a
property back to UIKit's default (`shadowImage = nil`, `prefersLargeTitles = false`,
`isTranslucent = true`, `barStyle = .default`): that styles nothing. Nor is a disappear hook
"restoring" styling that the class and its project superclasses never apply (a
`shadowImage = nil` on leaving, with no styling to undo), nor `prefersLargeTitles` switched on in
`viewDidLoad` when the project sets no default for it (below): that is the stack-wide switch made
once, as UIKit means it. Nor is a navigation
controller subclass setting `UINavigationBar.appearance()`: the container themes the bars the app
creates, no screen on a stack changes them. Turning
`prefersLargeTitles` on when the screen appears gets a hint: large titles are usually switched on
once, where the navigation controller is created, and chosen per screen with
`navigationItem.largeTitleDisplayMode`, which is the screen's own and needs no restore.

"Default" is the project's own where it has one: a property the project sets to one value outside
its screens — on `UINavigationBar.appearance()` anywhere, in a navigation controller subclass's
lifecycle code, or where a method of code that is no screen (a coordinator, the app delegate)
creates a navigation controller and configures its bar — has that value as the app's default
(`NavigationBarDefaults`; a top-level function counts as well as a method). Where the appearance
proxy gives a property one value, that is the default even if one stack's own bar is set otherwise
elsewhere (a bottom sheet's navigation controller made translucent): every bar made after takes
the proxy's value. Where nothing outside the screens sets the bars' `tintColor`, the window's tint
set where the app sets its window up (`window?.tintColor = .brand` beside `makeKeyAndVisible()` or
`UIWindow(…)`) is their default: a bar inherits it, as every view inherits its superview's tint.
A screen setting it to that value re-asserts the
default and styles nothing; a screen setting it to UIKit's default instead (`prefersLargeTitles =
false` in an app whose coordinators switch large titles on, in `viewDidLoad` too) is the one that
changes the stack, and is reported. A property the project sets to different values outside its screens has no project
default, and UIKit's counts.

A statement of a hook other than a disappear hook that is one call, without arguments, of a
method of the screen's own class (body or extension: `setColors()`, `self.setUpNavigationBar()`)
styles what that method's statements style, one helper deep (`OwnHelperCall`): copies are
compared and their lines counted by those statements, wherever each screen keeps them and
whatever it calls the method. A method of a project superclass is shared code already, and fix
moves a hook's statements, not a helper's body: such copies are reported, not fixed.
A styling statement that assigns a local (`navigationBar.standardAppearance = appearance`)
brings the statements before it that make and configure that local (`let appearance =
UINavigationBarAppearance()`, `appearance.configureWithOpaqueBackground()`,
`appearance.backgroundColor = .white`, `LocalSetup`) into its copy: they are one piece of code,
compared and counted together.

Statements inside `if` / `guard` / `switch` blocks (`if #available(iOS 15, *) { … }`) and inside
closures that run with the hook (`UIView.animate`, `DispatchQueue…async`, the transition
coordinator's `animate(alongsideTransition:)`) count; closures stored for later do not. Per-screen
settings (`title`, `navigationItem.title`, `navigationItem.standardAppearance`,
`navigationItem.largeTitleDisplayMode`), a `UINavigationBar` the screen owns, and a navigation
controller subclass styling its own `navigationBar` are not reported.

## Configuration

| option | default | meaning |
|---|---|---|
| `min-screens` | 3 | How many screens must repeat the styling before it is reported (once, for all of them). |
| `min-lines` | 5 | How many lines each screen's copy must span to count: shorter code already has its home in the call it makes (a block of two statements or more in one hook counts where twice `min-screens` screens paste it). |

## How to fix by hand

Move the styling out of the override into a behavior attached in `viewDidLoad`
(`addBehaviors([NavigationBarAppearanceBehavior(barTintColor: .systemIndigo)])`) that applies it
in its before-appearing hook and puts the previous values back in its before-disappearing hook.
For a per-screen look on iOS 13 and later, prefer `navigationItem.standardAppearance` and
`navigationItem.scrollEdgeAppearance`: UIKit then swaps the appearance with the screen and nothing
needs restoring.

## What fix generates

Fixable styling statements of a host move, as written, into one behavior, each into the hook of
its override: what the host applied before appearing is applied in `beforeAppearing`, what it
restored before disappearing is restored in `beforeDisappearing`, a blanked back-button title set
in `viewDidLoad` goes to `afterLoading`. The fix adds no restore the host did not have (it keeps
the code's behavior), and a change that `unbalanced-appearance-change` reports as never undone
does not move at all: in a behavior it would leak the same, out of that rule's sight. Such a
finding is not fixable, and says so; add the restore, and both move together. An apply whose
restore must stay in the host (or the reverse: a tint saved in a property and put back) is correct
code with no better home, and neither half is reported: the only advice would be to keep them.
The root of a stack styles the bar of its own stack, which its pushed screens keep: its copy stays,
and fix says so. Styling fix would certainly leave
in its host is not moved (its message ends "fix leaves this one in place: …"; see
"Behavior fixes"): one line of `viewDidLoad`, which stays to take the attach call; one line of an
override that keeps other code; or more such lines when no other screen writes them word for
word (the same statements with the same literals), or only screens that keep their own copies.
The behavior is named `NavigationBarAppearanceBehavior`, `StatusBarStyleBehavior` or
`BlankBackButtonTitleBehavior`, as the message says. A statement that changes state another
statement of the same override reads while staying with the host
(`previousTint = navigationBar.barTintColor` before `navigationBar.barTintColor = .red`) stays too,
so their order holds.

The finding is fixable when fix converts at least one screen's copy, and its message then says how
many. How the fix edits hosts, shares one behavior between them and names it is the same for the
five behavior rules: see "Behavior fixes" in `Rules/README.md`. The `## Fix` examples below are
checked byte for byte; those with one or two screens set `min-screens` to show what fix does.

## Triggers

Three screens give the bar the same dark look on appear and put it back on disappear, six lines
each (the values may differ; they become the behavior's parameters):

```swift
final class PlayerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.navigationBar.barStyle = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barStyle = .default
        navigationController?.navigationBar.tintColor = nil
        navigationController?.navigationBar.titleTextAttributes = nil
    }
}

final class GalleryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barStyle = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barStyle = .default
        navigationController?.navigationBar.tintColor = nil
        navigationController?.navigationBar.titleTextAttributes = nil
    }
}

final class StoryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barStyle = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barStyle = .default
        navigationController?.navigationBar.tintColor = nil
        navigationController?.navigationBar.titleTextAttributes = nil
    }
}
```

One helper deep: each screen styles the bar in a method of its own that the hook calls, the
same way (the copies are what the helpers do; the finding stands at the calls, and fix leaves
them, as it moves a hook's statements, not a helper's body):

```swift
final class ChatViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓setColors()
    }

    private func setColors() {
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class InboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.setColors()
    }

    private func setColors() {
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class ThreadViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyBarColors()
    }

    func applyBarColors() {
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = false
    }
}
```

An appearance built in a local and handed to the bar, pasted into three screens: the copy is the
five statements, not the two that touch the bar:

```swift
final class FeedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        ↓navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
    }
}

final class InboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
    }
}

final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
    }
}
```

The examples below set `min-lines = 1`, to show with a line or two per screen what counts as a
copy; with the defaults each screen's copy must span at least five lines, as above.

<!-- section config: min-lines = 1 -->

Three screens tint the bar on appear and put it back on disappear:

```swift
final class LightViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

final class DarkViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .black
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

final class BrandViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .systemIndigo
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}
```

A styling block pasted into `viewDidLoad` of three screens, in three files, one in an extension, one
with another colour:

```swift
// file: A/CheckoutViewController.swift
final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.navigationBar.barTintColor = .systemBackground
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.label]
    }
}
// file: B/CartViewController.swift
final class CartViewController: UIViewController {}

extension CartViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .systemBackground
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.label]
    }
}
// file: C/OrdersViewController.swift
final class OrdersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .secondarySystemBackground
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.label]
    }
}
```

The application's status-bar style, set and put back by three screens:

```swift
final class PlayerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓UIApplication.shared.statusBarStyle = .lightContent
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.statusBarStyle = .default
    }
}

final class VideoViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.statusBarStyle = .lightContent
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.statusBarStyle = .default
    }
}

final class CameraViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.statusBarStyle = .lightContent
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.statusBarStyle = .default
    }
}
```

Copies that cannot move as written (each saves the tint it replaces in a property of its own) are
still copies, reported with the reason:

```swift
final class MapViewController: UIViewController {
    private var previousTint: UIColor?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        previousTint = navigationController?.navigationBar.tintColor
        ↓navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = previousTint
    }
}

final class RouteViewController: UIViewController {
    private var previousTint: UIColor?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        previousTint = navigationController?.navigationBar.tintColor
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = previousTint
    }
}

final class PlaceViewController: UIViewController {
    private var previousTint: UIColor?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        previousTint = navigationController?.navigationBar.tintColor
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = previousTint
    }
}
```

Styling redone on every layout pass by three screens: a hook behaviors are not told about, so
the copies stay, but one home (a helper, or a behavior given that moment) is still the advice:

```swift
final class HeaderViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ↓navigationController?.navigationBar.shadowImage = UIImage()
    }
}

final class FooterViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigationController?.navigationBar.shadowImage = UIImage()
    }
}

final class SidebarViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigationController?.navigationBar.shadowImage = UIImage()
    }
}
```

With `min-screens = 2`, two screens blanking the back-button title for the screens they push, in
`viewDidLoad` with another line of styling:

<!-- config: min-screens = 2 -->
```swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationItem.backButtonTitle = ""
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backButtonTitle = ""
        navigationController?.navigationBar.isTranslucent = false
    }
}
```

A screen that styles more than the block it pastes is still a copy of the block: the two screens
that paste the iOS 15 appearance block alone and the one that also sets the title colour make
three copies of it (the title colour, which one screen sets, is no part of the concern):

```swift
final class CalendarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.label]
        view.backgroundColor = .systemBackground
        ↓if #available(iOS 15, *) {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            navigationController?.navigationBar.standardAppearance = appearance
            navigationController?.navigationBar.scrollEdgeAppearance = appearance
        }
    }
}

final class QueryViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .systemGroupedBackground
        if #available(iOS 15, *) {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            navigationController?.navigationBar.standardAppearance = appearance
            navigationController?.navigationBar.scrollEdgeAppearance = appearance
        }
    }
}

final class PreferenceViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 15, *) {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            navigationController?.navigationBar.standardAppearance = appearance
            navigationController?.navigationBar.scrollEdgeAppearance = appearance
        }
    }
}
```

With the defaults, six sign-up screens paste the same two-line look into `viewDidLoad()`: each copy
is under `min-lines`, but a block of two statements or more in one hook pasted into twice
`min-screens` screens is copy-paste however short:

```swift
final class SignupCountryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupNameViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupEmailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupPhoneViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupAddressViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupPasswordViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}
```

## Does not trigger

With the defaults, five screens pasting the same two-line look: under `min-lines`, and fewer than
twice `min-screens` screens:

```swift
final class SignupCountryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupNameViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupEmailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupPhoneViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}

final class SignupAddressViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .white
        navigationController?.navigationBar.tintColor = .darkGray
    }
}
```

Screens that share only a one-line part of what they style: each pastes its own block, and the
tint all three set is one line per screen, which is no copy worth a behavior:

```swift
final class MapViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.isTranslucent = false
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
    }
}

final class RouteViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.navigationBar.barStyle = .black
    }
}

final class StopViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.backgroundColor = .systemBlue
        navigationController?.navigationBar.compactAppearance = UINavigationBarAppearance()
        navigationController?.navigationBar.backIndicatorImage = UIImage(named: "back")
        navigationController?.navigationBar.backIndicatorTransitionMaskImage = UIImage(named: "back")
    }
}
```

A base class's copy is code it shares with its subclasses already: two base classes and one
screen repeating the styling are one screen's copy, not three:

```swift
class BaseViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class SettingsViewController: BaseViewController {}

class BaseTableViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class ContactsViewController: BaseTableViewController {}

final class ChatViewController: MessagesViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = false
    }
}
```

Screens calling their project superclass's styling method share its code already: one home:

```swift
class BrandedViewController: UIViewController {
    func applyBrandColors() {
        navigationController?.navigationBar.barTintColor = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class ChatViewController: BrandedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyBrandColors()
    }
}

final class InboxViewController: BrandedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyBrandColors()
    }
}

final class ThreadViewController: BrandedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyBrandColors()
    }
}
```

With the defaults, three screens that each tint the bar and put it back: two lines per screen, a
correct pair each, which a behavior would only trade for an attach entry:

```swift
final class LightViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

final class DarkViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .black
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

final class BrandViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .systemIndigo
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}
```

The examples below set `min-lines = 1`: even counting copies of one line, they are no concern.

<!-- section config: min-lines = 1 -->

One screen's styling and its restore are no copy-paste:

```swift
final class ThemedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}
```

One line of `viewDidLoad` in each of three screens: a behavior would only swap it for an attach
entry (a helper the screens call, or the navigation controller's own setup, is the better home):

```swift
final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.isTranslucent = false
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.isTranslucent = false
    }
}
```

Three screens styling three different things are three concerns of one screen each:

```swift
final class AViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

final class BViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.titleTextAttributes = nil
    }
}

final class CViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.isTranslucent = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.isTranslucent = true
    }
}
```

Setting UIKit's defaults styles nothing, in today's spelling or Swift 2's (`.Default`,
`forBarMetrics:`):

```swift
final class ResetOneViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.shadowImage = nil
        navigationController?.navigationBar.barStyle = UIBarStyle.Default
    }
}

final class ResetTwoViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.setBackgroundImage(nil, forBarMetrics: .Default)
        navigationController?.navigationBar.isTranslucent = true
    }
}

final class ResetThreeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = false
        navigationController?.navigationBar.barStyle = .default
    }
}
```

Per-screen settings: the screen's own item and status-bar preference, asked for again:

```swift
final class NoteViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.backButtonDisplayMode = .minimal
        setNeedsStatusBarAppearanceUpdate()
    }
}

final class TagViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.backButtonDisplayMode = .minimal
        setNeedsStatusBarAppearanceUpdate()
    }
}

final class FolderViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.backButtonDisplayMode = .minimal
        setNeedsStatusBarAppearanceUpdate()
    }
}
```

Large titles switched on once, when each screen loads, where the project sets no default: the
stack-wide switch UIKit means it to be:

```swift
final class OneViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        title = "One"
    }
}

final class TwoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        title = "Two"
    }
}

final class ThreeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        title = "Three"
    }
}
```

A navigation controller subclass theming the bars it creates, and disappear hooks "restoring"
styling nothing applied:

```swift
final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UINavigationBar.appearance().tintColor = .systemIndigo
        UINavigationBar.appearance().barTintColor = .systemBackground
    }
}

final class LeaveOneViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

final class LeaveTwoViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

final class LeaveThreeViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}
```

Two screens, below the default of three:

```swift
final class DayViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barTintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barTintColor = nil
    }
}

final class NightViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barTintColor = .black
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barTintColor = nil
    }
}
```

## Fix

<!-- section config: min-lines = 1 -->

Styling applied on appear and restored on disappear moves, as it was, into one behavior:

<!-- config: min-screens = 1 -->
```swift
final class ThemedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.barTintColor = .black
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
        navigationController?.navigationBar.barTintColor = nil
    }
}
```

```swift
// file: Example.swift
final class ThemedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([NavigationBarAppearanceBehavior()])
    }
}
// file: Behaviors/NavigationBarAppearanceBehavior.swift
import UIKit

/// Styles the shared navigation chrome at the moments the screen used to.
/// Extracted by `behavior-lint fix`.
struct NavigationBarAppearanceBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.tintColor = .white
        viewController.navigationController?.navigationBar.barTintColor = .black
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.tintColor = nil
        viewController.navigationController?.navigationBar.barTintColor = nil
    }
}
```

Screens that differ only in a colour share one behavior, with the colour as its property:

<!-- config: min-screens = 1 -->
```swift
// file: Light.swift
final class LightViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}
// file: Dark.swift
final class DarkViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .black
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}
```

```swift
// file: Light.swift
final class LightViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([NavigationBarAppearanceBehavior(tintColor: .white)])
    }
}
// file: Dark.swift
final class DarkViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([NavigationBarAppearanceBehavior(tintColor: .black)])
    }
}
// file: Behaviors/NavigationBarAppearanceBehavior.swift
import UIKit

/// Styles the shared navigation chrome at the moments the screen used to.
/// Extracted by `behavior-lint fix`.
struct NavigationBarAppearanceBehavior: ViewControllerLifecycleBehavior {
    let tintColor: UIColor

    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.tintColor = tintColor
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.tintColor = nil
    }
}
```

Screens that give the bar's title attributes different values share one behavior too: a value
made of types, their members and literals, which any screen can pass, becomes its property (a
value naming the screen's own members stays in the screen's copy of the code):

<!-- config: min-screens = 1 -->
```swift
// file: Inbox.swift
final class InboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.titleTextAttributes = [
            .font: UIFont.preferredFont(forTextStyle: .headline),
            .foregroundColor: UIColor.white
        ]
        navigationController?.navigationBar.shadowImage = UIImage()
    }
}
// file: Archive.swift
final class ArchiveViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17)]
        navigationController?.navigationBar.shadowImage = UIImage()
    }
}
```

```swift
// file: Inbox.swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([NavigationBarAppearanceBehavior(titleTextAttributes: [.font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: UIColor.white])])
    }
}
// file: Archive.swift
final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([NavigationBarAppearanceBehavior(titleTextAttributes: [.font: UIFont.systemFont(ofSize: 17)])])
    }
}
// file: Behaviors/NavigationBarAppearanceBehavior.swift
import UIKit

/// Styles the shared navigation chrome at the moments the screen used to.
/// Extracted by `behavior-lint fix`.
struct NavigationBarAppearanceBehavior: ViewControllerLifecycleBehavior {
    let titleTextAttributes: [NSAttributedString.Key: Any]

    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.titleTextAttributes = titleTextAttributes
        viewController.navigationController?.navigationBar.shadowImage = UIImage()
    }
}
```

Styling applied on load moves into the behavior's loading hook, with the screen's other styling
(styling in `viewDidLoad` alone stays: the attach call would take its place in an override that
stays, splitting the screen over two files for nothing; the same holds for any chore whose
override cannot go whole):

<!-- config: min-screens = 1 -->
```swift
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.isTranslucent = false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}
```

```swift
// file: Example.swift
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([NavigationBarAppearanceBehavior()])
    }
}
// file: Behaviors/NavigationBarAppearanceBehavior.swift
import UIKit

/// Styles the shared navigation chrome at the moments the screen used to.
/// Extracted by `behavior-lint fix`.
struct NavigationBarAppearanceBehavior: ViewControllerLifecycleBehavior {
    func afterLoading(viewController: UIViewController) {
        viewController.navigationController?.navigationBar.isTranslucent = false
    }

    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.tintColor = .white
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.tintColor = nil
    }
}
```

"""#####,
        "nav-bar-visibility": #####"""
---
id: nav-bar-visibility
kind: opportunity
severity: warning
scope: project
fixable: yes
---

# nav-bar-visibility

Several screens hide or show the navigation bar or toolbar on appear and undo it on disappear; one behavior should do it for all of them.

## Why

Hiding the navigation bar in `viewWillAppear(_:)` and showing it again in `viewWillDisappear(_:)`
is the chore copied most often from screen to screen. The bar belongs to the navigation
controller, so every screen on the stack shares it: each copy is one more place to forget the
restore, restore in the wrong hook or pass the wrong `animated` flag. Written once as a behavior,
the pair is correct everywhere and a screen says what it wants in one line of `viewDidLoad`.

This is a refactoring opportunity, reported **once per concern**: one finding for all the screens
that repeat the same pair, at the first copy, with a note at every other statement of every copy
(SARIF's related locations, JSON's `copies`). A single screen's correct pair is no copy-paste and
is not reported; neither is a change nothing restores, which is a defect
(`unbalanced-appearance-change` reports it where it leaks).

A pair is a statement of an appear override (`viewWillAppear`, `viewIsAppearing`,
`viewDidAppear`; in the class body or an extension, with modifiers in any order, UIKit's
`viewWillAppear(_:)` or AppKit-style `viewWillAppear()`) that

- calls `setNavigationBarHidden(_:animated:)` or `setToolbarHidden(_:animated:)` on
  `navigationController` (`navigationController?.`, `self.navigationController!.`, a local
  `navigationController` unwrapped by `guard let`, a name bound to it), or
- assigns `isNavigationBarHidden`, `navigationBar.isHidden`, `isToolbarHidden` or `toolbar.isHidden`
  of `navigationController`,

and a statement of a disappear override (`viewWillDisappear`, `viewDidDisappear`) of the same
class that changes the same bar the other way. A statement counts when the change runs as part of
the hook: directly, in the body of an `if`, `guard`, `switch` or `defer`, or in a closure handed
to `DispatchQueue…async`, `UIView.animate`, `UIView.performWithoutAnimation` or the transition
coordinator's `animate(alongsideTransition:)`; not in a closure stored for later (a button
action). A hide the next statement undoes (a workaround that makes UIKit lay the bar out again)
changes nothing.

Screens repeat one concern when they hide (or show) the same bar with the same code, shape for
shape (string and number literals and enum cases such as `.fade` may differ, and become the
behavior's parameters); a screen that spells the change another way
(`isNavigationBarHidden = true` where the others call `setNavigationBarHidden(true, …)`) wrote
its own code, not a copy. The concern is reported when at least `min-screens` screens repeat it
with copies of at least `min-lines` lines each (or, whatever their length, copies that each
carry a defect one home fixes, one `unbalanced-appearance-change` reports, as "Kinds" in `Rules/README.md` says). A pair is two lines, the call a screen makes to
say what it wants; a behavior would only trade it for an attach entry and a hidden child, and
teams read such findings as churn. So with the defaults (`min-lines = 5`) a pair alone is not
reported, however many screens write it: set `min-lines = 2` to have pairs copied into
`min-screens` screens reported. (A block of two statements or more in one hook, pasted into twice
`min-screens` screens, counts whatever `min-lines` says, as "Kinds" in `Rules/README.md` says.) The message says how many screens, in which hooks,
names the first of them, and what the behavior would replace: the statements fix moves and the
overrides left with only their `super` call. Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in `Rules/README.md`).

## Configuration

| option | default | meaning |
|---|---|---|
| `min-screens` | 3 | How many screens must repeat the pair before it is reported (once, for all of them). |
| `min-lines` | 5 | How many lines each screen's copy must span to count: shorter code already has its home in the call it makes (a block of two statements or more in one hook counts where twice `min-screens` screens paste it). |

## How to fix by hand

Delete both halves of the pair in every screen and attach a behavior in `viewDidLoad`:

```
override func viewDidLoad() {
    super.viewDidLoad()
    addBehaviors([HideNavigationBarBehavior()])
}
```

If the statement reads a member of the screen (`setNavigationBarHidden(isRoot, animated:
animated)`), give that value to the behavior as a stored property, or keep that screen's pair.

## What fix generates

Fix moves each screen's pair when both halves touch only UIViewController API, globals and the
hook's `animated` argument: it removes both statements (and an override left holding only its
`super` call), adds one `addBehaviors` entry in `viewDidLoad`, and, unless the project already has
an equivalent behavior, generates one in the project's hook naming style, each statement in the
hook matching the override it came from:

```
struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

A pair that cannot move (it uses the host's own members, such as a state saved in a property, or
its moment or order holds it in place) stays in its screen; the finding counts that screen and
says why, and is fixable when fix moves at least one screen's pair (its message then says how many).
How the fix edits hosts, shares one behavior between them and names it is the same for the five
behavior rules: see "Behavior fixes" in `Rules/README.md`. The `## Fix` examples below are checked
byte for byte; those with one or two screens set `min-screens` to show what fix does to each.

## Triggers

The examples set `min-lines = 1`: a pair is two lines, under the default five (see the first
example of "Does not trigger").

<!-- section config: min-lines = 1 -->

Three screens hide the bar while they are visible:

```swift
final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class SettingsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class AboutViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

In three files, one in an extension with its modifiers in another order: one concern, reported at
the first copy in file order:

```swift
// file: A/OnboardingViewController.swift
open class OnboardingViewController: UIViewController {
    @objc override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.setNavigationBarHidden(true, animated: true)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: true)
    }
}
// file: B/PlayerViewController.swift
final class PlayerViewController: UIViewController {}

extension PlayerViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: true)
    }
}
// file: C/StoryViewController.swift
final class StoryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: true)
    }
}
```

The toolbar, shown while three screens are visible, in a closure that runs with the hook:

```swift
final class ComposeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓UIView.animate(withDuration: 0.2) {
            self.navigationController?.setToolbarHidden(false, animated: false)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

final class DraftsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.2) {
            self.navigationController?.setToolbarHidden(false, animated: false)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

final class OutboxViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.2) {
            self.navigationController?.setToolbarHidden(false, animated: false)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
```

Copies that cannot move are still copies: the pair saved in a property is repeated in three
screens, and one home for it (a behavior given the saved state, or a helper) is still the advice:

```swift
final class ArticleViewController: UIViewController {
    private var barWasHidden = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        barWasHidden = navigationController?.isNavigationBarHidden ?? false
        ↓navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(barWasHidden, animated: animated)
    }
}

final class VideoViewController: UIViewController {
    private var barWasHidden = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        barWasHidden = navigationController?.isNavigationBarHidden ?? false
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(barWasHidden, animated: animated)
    }
}

final class GalleryViewController: UIViewController {
    private var barWasHidden = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        barWasHidden = navigationController?.isNavigationBarHidden ?? false
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(barWasHidden, animated: animated)
    }
}
```

With `min-screens = 2`, two screens are enough; each concern is its own finding (the navigation
bar hidden, the toolbar shown):

<!-- config: min-screens = 2 -->
```swift
final class MapViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.setNavigationBarHidden(true, animated: animated)
        ↓navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

final class RouteViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}
```

With `min-screens = 1`, every screen's pair is reported, as a team that wants each one in a
behavior would have it:

<!-- config: min-screens = 1 -->
```swift
final class ScannerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

## Does not trigger

With the defaults, six screens with the same pair: twice `min-screens` screens, but each copy is a
pair, one line in each hook, not a block pasted into one of them, and under `min-lines`:

```swift
final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class SettingsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class AboutViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class OrdersViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class WalletViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class SupportViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

With the defaults, three screens with the same pair: two lines per screen, under `min-lines`:

```swift
final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class SettingsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class AboutViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

The examples below set `min-lines = 1`: even counting copies of one line, they are no concern.

<!-- section config: min-lines = 1 -->

The same change spelled three ways: each screen wrote its own code, not a copy of the others':

```swift
// file: A/OnboardingViewController.swift
open class OnboardingViewController: UIViewController {
    @objc override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController!.isNavigationBarHidden = true
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        self.navigationController?.navigationBar.isHidden = false
    }
}
// file: B/PlayerViewController.swift
final class PlayerViewController: UIViewController {}

extension PlayerViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.isNavigationBarHidden = false
    }
}
// file: C/StoryViewController.swift
final class StoryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let navigation = navigationController {
            navigation.setNavigationBarHidden(true, animated: animated)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

One screen's correct pair is no copy-paste:

```swift
final class ShieldsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

Hides nothing restores are defects, reported by `unbalanced-appearance-change` where they leak,
not an opportunity, however many screens repeat them:

```swift
final class SearchContactsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}

final class SearchFeedsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}

final class SearchMessagesViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}
```

Two screens, below the default of three:

```swift
final class WelcomeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class LoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

Three screens, three different pairs: the navigation bar hidden, the toolbar shown, the navigation
bar shown where it was hidden:

```swift
final class ReaderViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class EditorViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

final class PagesViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}
```

The same direction in both hooks is no pair, and a hide the next statement undoes changes nothing:

```swift
final class LibraryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: false)
        navigationController?.setNavigationBarHidden(false, animated: false)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class CollectionViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class AlbumViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

A hide in a stored closure (a button's action) or a helper that is no override is no lifecycle
chore, and a navigation controller the screen creates and embeds is its own:

```swift
final class CartViewController: UIViewController {
    private let checkoutButton = UIButton(type: .system)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        checkoutButton.addAction(UIAction { [weak self] _ in
            self?.navigationController?.setNavigationBarHidden(true, animated: true)
        }, for: .touchUpInside)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    func enterFocusMode() {
        navigationController?.setNavigationBarHidden(true, animated: true)
    }
}

final class PickerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let navigationController = UINavigationController(rootViewController: UIViewController())
        navigationController.isNavigationBarHidden = true
        addChild(navigationController)
    }
}
```

Screens of a test target are stubs, not screens of the app:

```swift
// file: AppTests/Stubs.swift
final class StubOneViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class StubTwoViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class StubThreeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

A bar view the screen owns, and code in comments and strings:

```swift
final class ChatViewController: UIViewController {
    private let navigationBar = UINavigationBar()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationBar.isHidden = true
        // navigationController?.setNavigationBarHidden(true, animated: animated)
        let hint = "navigationController?.setNavigationBarHidden(true, animated: animated)"
        print(hint)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationBar.isHidden = false
    }
}
```

## Fix

<!-- section config: min-lines = 1 -->

The standard pair becomes one `HideNavigationBarBehavior`; both overrides held nothing else, so
they go, and the behavior is attached right after `super.viewDidLoad()`:

<!-- config: min-screens = 1 -->
```swift
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

```swift
// file: Example.swift
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
        title = "Profile"
    }
}
// file: Behaviors/HideNavigationBarBehavior.swift
import UIKit

/// Changes the navigation bar visibility while the screen is visible and restores it when it leaves.
/// Extracted by `behavior-lint fix`.
struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

A pair that other screens repeat word for word moves even out of an override that keeps other
code (a one-screen pair there would stay, with the reason: the screen would keep its overrides and
gain a file). Statements that use the host stay; a screen without `viewDidLoad` gets one, placed
where its first changed override starts, and comments move with the code they annotate:

<!-- config: min-screens = 2 -->
```swift
// file: Feed.swift
final class FeedViewController: UIViewController {
    private let tableView = UITableView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The feed draws its own header.
        self.navigationController?.setNavigationBarHidden(true, animated: animated)
        tableView.reloadData()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
// file: Story.swift
final class StoryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

```swift
// file: Feed.swift
final class FeedViewController: UIViewController {
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }
}
// file: Story.swift
final class StoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
    }
}
// file: Behaviors/HideNavigationBarBehavior.swift
import UIKit

/// Changes the navigation bar visibility while the screen is visible and restores it when it leaves.
/// Extracted by `behavior-lint fix`.
struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        // The feed draws its own header.
        viewController.navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

Two screens share one behavior; an existing `addBehaviors` call is extended:

<!-- config: min-screens = 2 -->
```swift
// file: Welcome.swift
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([LargeTitleBehavior()])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
// file: Login.swift
final class LoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
// file: LargeTitleBehavior.swift
struct LargeTitleBehavior: ViewControllerLifecycleBehavior {
    func afterLoading(viewController: UIViewController) {
        viewController.navigationItem.largeTitleDisplayMode = .always
    }
}
```

```swift
// file: Welcome.swift
final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([LargeTitleBehavior(), HideNavigationBarBehavior()])
    }
}
// file: Login.swift
final class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
    }
}
// file: Behaviors/HideNavigationBarBehavior.swift
import UIKit

/// Changes the navigation bar visibility while the screen is visible and restores it when it leaves.
/// Extracted by `behavior-lint fix`.
struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

The toolbar works the same way:

<!-- config: min-screens = 1 -->
```swift
final class ComposeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.setToolbarHidden(false, animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: true)
    }
}
```

```swift
// file: Example.swift
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ShowToolbarBehavior()])
    }
}
// file: Behaviors/ShowToolbarBehavior.swift
import UIKit

/// Changes the toolbar visibility while the screen is visible and restores it when it leaves.
/// Extracted by `behavior-lint fix`.
struct ShowToolbarBehavior: ViewControllerLifecycleBehavior {
    func afterAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setToolbarHidden(false, animated: true)
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setToolbarHidden(true, animated: true)
    }
}
```

In a project without a behavior protocol, fix first writes the support file: the protocol with
empty defaults, `addBehaviors(_:)` and the hidden child view controller:

<!-- project: no behavior protocol -->
<!-- config: min-screens = 1 -->
```swift
final class SplashViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.isNavigationBarHidden = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.isNavigationBarHidden = false
    }
}
```

```swift
// file: Example.swift
final class SplashViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
    }
}
// file: Behaviors/LifecycleBehaviors.swift
import UIKit

/// A reusable piece of lifecycle work (hide the bar, track the screen, …) that a view controller
/// attaches with `addBehaviors(_:)` instead of overriding `viewWillAppear(_:)` and friends.
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

extension UIViewController {
    /// Attaches `behaviors` to this view controller. Call it once, from `viewDidLoad()`: every call
    /// adds one more hidden child view controller.
    func addBehaviors(_ behaviors: [ViewControllerLifecycleBehavior]) {
        let behaviorViewController = LifecycleBehaviorViewController(behaviors: behaviors)
        addChild(behaviorViewController)
        behaviorViewController.view.frame = .zero
        view.addSubview(behaviorViewController.view)
        behaviorViewController.didMove(toParent: self)
    }
}

/// The invisible child view controller that holds the behaviors: UIKit forwards the lifecycle
/// moments to children, so it passes each one on with its parent as the host.
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
// file: Behaviors/HideNavigationBarBehavior.swift
import UIKit

/// Changes the navigation bar visibility while the screen is visible and restores it when it leaves.
/// Extracted by `behavior-lint fix`.
struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.isNavigationBarHidden = true
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.isNavigationBarHidden = false
    }
}
```

"""#####,
        "observer-lifecycle": #####"""
---
id: observer-lifecycle
kind: opportunity
severity: warning
scope: project
fixable: yes
---

# observer-lifecycle

Several screens add the same observers in an appear override and remove them in a disappear override; one observer behavior should own the pair for all of them.

## Why

Screens with text fields observe the keyboard, media screens observe their player, and each of them
writes the same pair by hand: subscribe in `viewWillAppear(_:)`, unsubscribe in
`viewWillDisappear(_:)`. The pair is easy to get subtly wrong in one copy (removing in
`viewDidDisappear` while adding in `viewDidAppear`, removing a block observer with
`removeObserver(self)`, which removes nothing), and every screen carries its own token
bookkeeping. One observer behavior attached in `viewDidLoad` owns both halves and the token, so the
host keeps only what it does with the notification.

This is a refactoring opportunity, reported **once per concern**: one finding for all the screens
that pair the same observers the same way, with the same code shape for shape (string and number
literals and enum cases may differ), when at least `min-screens` screens do with copies of at
least `min-lines` lines each, or with copies of any length that each carry a defect
unbalanced-appearance-change reports (a pair that a cancelled swipe adds twice, pasted into each
screen: one home fixes it once; the message names the defect). A single screen's correct pair is no copy-paste, and a pair of two
one-line calls per screen is the call a screen makes: with the defaults, neither is reported. A block of two statements or more in one hook counts whatever its length where twice
`min-screens` screens paste it (six by default), unless it only calls the project's own methods, as
"Kinds" in `Rules/README.md` says. The
finding stands at the first copy, with a note at every other screen's (SARIF's related locations,
JSON's `copies`), and says how many screens, in which hooks and what one behavior would replace.
Observers that pile up or go deaf (never removed, removed only in `viewDidDisappear(_:)` after a
cancelled swipe back adds them again, added once in `viewDidLoad` and removed on every
disappearance) are defects, which `unbalanced-appearance-change` reports in each screen. Test code,
code no target compiles and classes nothing makes are no screens (see "Kinds" in `Rules/README.md`).

The rule pairs, within one class (its body and its extensions, in any file):

- NotificationCenter observers: `addObserver(_:selector:name:object:)` or
  `addObserver(forName:object:queue:using:)` (also with a trailing closure) on a receiver one of
  whose words is `center` (`NotificationCenter.default`, `DistributedNotificationCenter.default()`, a
  `notificationCenter` property, or a name the override binds to one: `let nc =
  NotificationCenter.default`), removed with `removeObserver(_:)` or
  `removeObserver(_:name:object:)`. A removal that names a notification pairs only with an
  observer of the same name (`Notification.Name.x`, `.x`, `Notification.Name(Constants.x)` and
  `Notification.Name("x")` are the same); one without a name pairs
  with every observer of the same observer (`self`, or the token it was kept in).
- KVO: `addObserver(_:forKeyPath:options:context:)` and `removeObserver(_:forKeyPath:)` on the same
  object with the same key path.
- `beginGeneratingDeviceOrientationNotifications()` / `endGeneratingDeviceOrientationNotifications()`
  and `beginReceivingRemoteControlEvents()` / `endReceivingRemoteControlEvents()`.
- Observers through a helper the project declares, called on the screen itself: a call whose
  name's words include `observer` or `observers` and whose first word is `add`, `register`,
  `start` or `begin` (`addCustomObserver(…)`), paired with one whose first word is `remove`,
  `unregister`, `stop` or `end` (`removeAllCustomObservers()`).
- subscriptions kept in a collection: Combine's `….store(in: &cancellables)`, paired with
  `cancellables.removeAll()`, `cancellables = []` or `cancellables.forEach { $0.cancel() }` on the
  same collection (a name with `cancellable`, `subscription` or `bag`), and RxSwift's
  `….disposed(by: disposeBag)`, paired with `disposeBag = DisposeBag()`.

NotificationCenter halves count one call deep too: a statement of the hook that calls a
parameterless method of the class's own (`registerKeyboardNotifications()`, in its body or an
extension) adding or removing observers holds what that method adds or removes, and the copy is
what the method does, its lines counted. A method a project superclass declares is code the screens
already share: its call is no copy of it.

The subscription must sit in `viewWillAppear(_:)`, `viewIsAppearing(_:)` or `viewDidAppear(_:)`,
the removal in `viewWillDisappear(_:)` or `viewDidDisappear(_:)` (lifecycle overrides, any modifier
order, AppKit's argument-less forms too), at any depth of a statement (inside `if`, `#if`, closures).
Observers of one kind a screen adds and removes in the same overrides are one copy (the
keyboard's show and hide read as one chore, whichever notifications a screen picks); the message
names the notifications every screen of the concern observes.

A copy can move into a behavior when its handler can: a block-based observer whose closure uses
only UIKit API, globals and its own parameters, or a pair with no handler (device-orientation
notifications, remote-control events). A `#selector(...)` handler is a method of the host, a KVO
observer that is the host itself receives changes in the host's
`observeValue(forKeyPath:of:change:context:)`, and a pair that keeps its observer token in a host
property (`keyboardObserver = …`, `observers.append(…)`) has nowhere to keep it in a generated
behavior, a value type; a pair in an `#if` branch or one the host's order holds stays too (every
condition for moving is the one all behavior rules share, "Behavior fixes" in `Rules/README.md`).
Copies that cannot move still count: the finding says why each stays, and when none can move it
advises one home (a behavior written by hand, or a helper the screens call) rather than a fix.

## Configuration

| option | default | meaning |
|---|---|---|
| `min-screens` | 3 | How many screens must repeat the pair before it is reported (once, for all of them). |
| `min-lines` | 5 | How many lines each screen's copy must span to count: shorter code already has its home in the call it makes (a block of two statements or more in one hook counts where twice `min-screens` screens paste it). |

## How to fix by hand

1. Write (or reuse) an observer behavior: a struct or class conforming to the project's
   lifecycle-behavior protocol that takes the notification name and a handler, adds a block-based
   observer in its `beforeAppearing`/`afterAppearing` hook, keeps the token, and removes it in the
   matching disappear hook.
2. Turn a `#selector` handler into a closure. If it needs the host's state, pass it in when
   attaching (`KeyboardObserverBehavior { [weak self] frame in self?.adjustInsets(for: frame) }`).
3. Delete both halves and the token property from the host, and attach the behavior in
   `viewDidLoad` with `addBehaviors(_:)`.

## What fix generates

A pair whose halves need nothing of the host (`UIDevice.current.beginGeneratingDeviceOrientationNotifications()`
and its `end…`, remote-control events, block observers whose closures use only UIKit API) moves
into one behavior, each half into the hook it ran in, named after what it observes
(`DeviceOrientationNotificationsBehavior`, `RemoteControlEventsBehavior`, `KeyboardObserverBehavior`,
`NotificationObserverBehavior`, `KeyValueObserverBehavior`, `CustomObserverBehavior` for the project's
own helpers, `SubscriptionsBehavior` for stored subscriptions), the same name the message promises. A pair that cannot move
stays in its screen with the reason; a team that wants one observer behavior for such pairs writes
it by hand (see "How to fix by hand"), and the behavior then owns the token.

How the fix edits hosts, shares one behavior between them and names it is the same for the five
behavior rules: see "Behavior fixes" in `Rules/README.md`. The `## Fix` examples below are checked byte for byte.

## Triggers

Three sign-in screens move their forms out of the keyboard's way, each with the same six lines
of keyboard observers: one finding, and since each `#selector` handler is a method of its screen,
the advice is one home rather than a fix:

```swift
final class LoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class SignUpViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class ResetPasswordViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}
```

The examples below set `min-lines = 1`, to show with a line or two per screen what counts as a
copy; with the defaults each screen's copy must span at least five lines, as above.

<!-- section config: min-lines = 1 -->

Remote-control events received only while a player is on screen, in three screens, one with its
halves in an extension in another file:

```swift
// file: NowPlayingViewController.swift
final class NowPlayingViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓UIApplication.shared.beginReceivingRemoteControlEvents()
    }
}
// file: NowPlayingViewController+Remote.swift
extension NowPlayingViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}
// file: Players.swift
final class PodcastViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}

final class RadioViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}
```

Device-orientation notifications generated while three camera screens are visible:

```swift
final class CameraViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
}

final class ScannerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
}

final class DocumentViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
}
```

KVO on each screen's player with the same key path, removed in time (each screen is its own
observer, so the copies stay, with the reason):

```swift
final class VideoViewController: UIViewController {
    private let player = AVPlayer()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
    }
}

final class TrailerViewController: UIViewController {
    private let player = AVPlayer()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
    }
}

final class ClipViewController: UIViewController {
    private let player = AVPlayer()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
    }
}
```

Combine subscriptions stored while three screens are visible and cancelled on the way out:

```swift
final class InboxViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓Reachability.shared.$isOnline.sink { [weak self] online in self?.showOffline(!online) }.store(in: &cancellables)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        cancellables.removeAll()
    }

    private func showOffline(_ offline: Bool) {}
}

final class OutboxViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Reachability.shared.$isOnline.sink { [weak self] online in self?.showOffline(!online) }.store(in: &cancellables)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        cancellables.removeAll()
    }

    private func showOffline(_ offline: Bool) {}
}

final class DraftsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Reachability.shared.$isOnline.sink { [weak self] online in self?.showOffline(!online) }.store(in: &cancellables)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        cancellables.removeAll()
    }

    private func showOffline(_ offline: Bool) {}
}
```

Observers through the project's own helpers, with `override open` and `@objc` modifiers in one:

```swift
class ThemedViewController: UIViewController {
    func addCustomObserver(_ name: Notification.Name, selector: Selector) {}
    func removeAllCustomObservers() {}
}

final class SettingsViewController: ThemedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓addCustomObserver(.themeChanged, selector: #selector(themeChanged))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeAllCustomObservers()
    }

    @objc private func themeChanged() {}
}

final class AccountViewController: ThemedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addCustomObserver(.themeChanged, selector: #selector(themeChanged))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeAllCustomObservers()
    }

    @objc private func themeChanged() {}
}

open class PrivacyViewController: ThemedViewController {
    @objc override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addCustomObserver(.themeChanged, selector: #selector(themeChanged))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeAllCustomObservers()
    }

    @objc private func themeChanged() {}
}
```

A block-based observer whose token each screen keeps in a property of its own, removed in time:

```swift
final class CommentViewController: UIViewController {
    private var backgroundObserver: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.view.endEditing(true)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let backgroundObserver {
            NotificationCenter.default.removeObserver(backgroundObserver)
        }
    }
}

final class ReplyViewController: UIViewController {
    private var backgroundObserver: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.view.endEditing(true)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let backgroundObserver {
            NotificationCenter.default.removeObserver(backgroundObserver)
        }
    }
}

final class NoteViewController: UIViewController {
    private var backgroundObserver: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.view.endEditing(true)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let backgroundObserver {
            NotificationCenter.default.removeObserver(backgroundObserver)
        }
    }
}
```

One method deep: each screen writes the pair in methods of its own that its hooks call, the same
way in three screens (the copies are what the methods do; the finding stands at the calls, and
fix leaves them, as it moves a hook's statements, not a method's body):

```swift
final class CreateMeetingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓registerKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardNotifications()
    }

    private func registerKeyboardNotifications() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func removeKeyboardNotifications() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class RecruitPostViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardNotifications()
    }

    private func registerKeyboardNotifications() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func removeKeyboardNotifications() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class EditApplicationViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardNotifications()
    }

    private func registerKeyboardNotifications() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func removeKeyboardNotifications() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}
```

## Does not trigger

Screens that each call their superclass's methods for the pair: the observers' code already
has its one home there, and the two calls a screen makes are no copy of it:

```swift
class FormViewController: UIViewController {
    func registerKeyboardNotifications() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func removeKeyboardNotifications() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func keyboardWillShow(_ notification: Notification) {}
    @objc func keyboardWillHide(_ notification: Notification) {}
}

final class SignInViewController: FormViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardNotifications()
    }
}

final class ProfileEditViewController: FormViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardNotifications()
    }
}

final class FeedbackViewController: FormViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardNotifications()
    }
}
```

With the defaults, three screens that each pair one line of remote-control events: two lines per
screen, which a behavior would only trade for an attach entry:

```swift
final class PodcastViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}

final class RadioViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}

final class AudiobookViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}
```

Screens that pair the same observers with different code are no copies of each other: one
removes its observers by name, another all at once.

<!-- config: min-lines = 1 -->
```swift
final class LoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class SignUpViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}
```

The examples below set `min-screens = 1` and `min-lines = 1`: even one screen's code of one line
is no pair.

<!-- section config: min-screens = 1; min-lines = 1 -->

Observer calls in comments and strings.

```swift
final class LoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: nil, object: nil)
        title = "NotificationCenter.default.addObserver"
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        /* NotificationCenter.default.removeObserver(self) */
    }
}
```

Added once in `viewDidLoad` and removed in `deinit`: not an appear/disappear pair.

```swift
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func reload() {}
}
```

Added on appear and never removed: that is `unbalanced-appearance-change`'s finding, not a pair.

```swift
final class MapViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(recenter),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func recenter() {}
}
```

A view subscribing while it is in a window, and a coordinator: neither is a view controller's lifecycle.

```swift
final class BannerView: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        NotificationCenter.default.addObserver(self, selector: #selector(update), name: .bannerDidChange, object: nil)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func update() {}
}

final class SyncCoordinator: NSObject {
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(sync), name: .accountDidChange, object: nil)
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func sync() {}
}
```

The removal names a different notification than the one added.

```swift
final class StoryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(pause),
                                               name: UIApplication.willResignActiveNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func pause() {}
}
```

KVO on different key paths, and a presenter whose methods only share the hooks' names.

```swift
final class PodcastViewController: UIViewController {
    private let player = AVPlayer()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.addObserver(self, forKeyPath: "rate", options: [.new], context: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        player.removeObserver(self, forKeyPath: "status")
    }
}

final class PodcastPresenter {
    func viewWillAppear(_ animated: Bool) {
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .episodesDidChange, object: nil)
    }

    func viewWillDisappear(_ animated: Bool) {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func refresh() {}
}
```

Added while disappearing and removed while appearing: the reverse is a deliberate
"only while hidden" subscription, not the chore this rule extracts.

```swift
final class InboxViewController: UIViewController {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(markUnread), name: .messageReceived, object: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.removeObserver(self, name: .messageReceived, object: nil)
    }

    @objc private func markUnread() {}
}
```

Already a behavior: the host only attaches it.

```swift
final class SignUpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([KeyboardObserverBehavior(scrollView: scrollView)])
    }
}
```

## Fix

<!-- section config: min-screens = 1; min-lines = 1 -->

Pairs that need nothing of the host move into one behavior, each half into the hook it ran in:

```swift
final class CameraViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
}
```

```swift
// file: Example.swift
final class CameraViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([DeviceOrientationNotificationsBehavior()])
    }
}
// file: Behaviors/DeviceOrientationNotificationsBehavior.swift
import UIKit

/// Starts observing when the screen appears and stops when it disappears.
/// Extracted by `behavior-lint fix`.
struct DeviceOrientationNotificationsBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    func afterDisappearing(viewController: UIViewController, animated: Bool) {
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
}
```

```swift
final class PodcastViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}
```

```swift
// file: Example.swift
final class PodcastViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([RemoteControlEventsBehavior()])
    }
}
// file: Behaviors/RemoteControlEventsBehavior.swift
import UIKit

/// Starts observing when the screen appears and stops when it disappears.
/// Extracted by `behavior-lint fix`.
struct RemoteControlEventsBehavior: ViewControllerLifecycleBehavior {
    func afterAppearing(viewController: UIViewController, animated: Bool) {
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}
```

Halves in an extension in another file are found and edited there; an extension left empty goes:

```swift
// file: Scanner.swift
final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scan"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }
}
// file: Scanner+Lifecycle.swift
import UIKit

extension ScannerViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
}
```

```swift
// file: Scanner.swift
final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([DeviceOrientationNotificationsBehavior()])
        title = "Scan"
    }
}
// file: Scanner+Lifecycle.swift
import UIKit
// file: Behaviors/DeviceOrientationNotificationsBehavior.swift
import UIKit

/// Starts observing when the screen appears and stops when it disappears.
/// Extracted by `behavior-lint fix`.
struct DeviceOrientationNotificationsBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }
}
```

"""#####,
        "repeated-lifecycle-concern": #####"""
---
id: repeated-lifecycle-concern
kind: opportunity
severity: warning
scope: project
fixable: yes
---

# repeated-lifecycle-concern

The same statement or block in the same lifecycle hook of several view controllers: one behavior (or helper) should do that chore.

## Why

A chore that is copied into `viewDidLoad` or `viewWillAppear(_:)` of screen after screen (registering
with the theme manager, turning swipe-back on, dismissing the keyboard on the way out) has no
single home: fixing it means finding every copy, and a new screen forgets it. The dedicated rules catch
the chores everyone writes (navigation-bar visibility and styling, screen tracking, observers); this
rule catches the ones particular to a project.

The rule compares the top-level statements of every lifecycle override in the project, across files
and extensions. Two statements are the same when their tokens are the same with `self.` dropped and
literals abstracted, so `register(self, style: "dark")` and `self.register(self, style: "light")` match.
An assignment keeps its literals, though: `title = "Inbox"` and `title = "Search"` configure two
screens, they do not repeat one chore.
Besides single statements, the rule compares runs of statements: a block pasted from screen to
screen (two statements in a row or more, the `super` call left out, at least one of them a chore
as below that is not a lone call of the project's own helper), whatever the other statements act
on: a block whose only chore is a call of the project's helper already has its home there. The
chore itself must be repeated: the same chore statement inside the copies of `min-screens`
screens (a copy without it is not one), and the message names it. Where blocks chained by
the lines they share hold different chores (some reset one property of a shared service, others
another), the concern is the chore the most screens repeat, and its copies are the blocks that
hold it, so that "27 screens repeat X" holds for each of the 27. A block is one concern however
many of a screen's own statements each copy has around the shared ones: screens that set up their
own table first and then paste the block are copies of it as much as those that paste it alone,
and one finding lists them all. So are blocks that hold the same chore after different lines of
the screens' own (`configureViews()` in some, `setUpTable()` in others). The block's chore written
alone in the same hook of other screens, word for word (the same statement with other literals or
enum cases, another notification or screen name, is another chore), is a copy of the same
concern, listed with the blocks (the
copies of the block decide whether it is reported; such a screen holds the chore the message
names): one home serves them all, though fix leaves those screens as they are, since the behavior
made for the block would do the whole block there. A screen's own views and
objects are no chore however alike the screens set them up: an `@IBOutlet`, or a property whose
declaration makes the instance (`let tableView = SectionsTableView(style: .grouped)`), is the
screen's own whatever its type, a generic one included (`let relay = PublishRelay<Void>()`). Statements a screen repeats on appear and undoes
on disappear (a setup and its revert) are one concern.

This is a refactoring opportunity, reported **once per concern**: one finding for all the classes
that repeat a statement or block in the same hook, when at least `min-screens` classes do with
copies of at least `min-lines` lines each (or copies of any length that each carry a defect one home fixes: see
below), at the first copy, with a note at every other class's
(SARIF's related locations, JSON's `copies`). A line or two per screen is not reported with the
defaults: it is the one call a screen makes, and teams read a finding for it as churn. A block of two statements or more in one hook counts whatever its length where twice
`min-screens` screens paste it (six by default), unless it only calls the project's own methods, as
"Kinds" in `Rules/README.md` says. iOS screens (UIKit) and macOS screens (AppKit, built on
`NSViewController`) are counted apart: an app's two targets often write the same line, but no helper
or behavior serves both frameworks.

Only chores count: a statement that acts on (calls or assigns, not merely reads: a call whose
result is assigned or passed on, `item.tintColor = Branding.textColor()`, reads) chrome every
screen shares (`navigationController…`, `tabBarController…`, `splitViewController…`,
`view.window…`, `UIApplication.shared…`, `UINavigationBar.appearance()…`, the back button
`navigationItem` hands to pushed screens when it is blanked; a back button given a title labels
the screen's own item) or on a shared service (`X.shared…`, `X.default…`, `NotificationCenter`, a static call on a project type
such as `Analytics.track(…)`). A name bound to such chrome (`let nav = navigationController`) stands
for it. The screen's own view and state are each screen setting itself up, however alike the lines
read, and are never reported: `view.…` (`backgroundColor`, `addSubview`, constraints), `title`,
`edgesForExtendedLayout`, the screen's own `navigationItem`, its members (`tableView.reloadData()`,
`delegate = self`). Nor is a statement that works on a local (its value differs per screen; a
name the statement binds inside itself from what it reads of no member of the screen,
`let signIn = storyboard?.instantiateViewController(…)` in an `if`, is the same in every copy),
nor a
lone call of a helper the project declares (in the class, a superclass, an extension of
`UIViewController` or a protocol extension, or an extension of the chrome it is called on:
`navigationController?.navigationBar.applyBrandStyle()`, `view.window?.applyModalStyle()`): that
helper is already the chore's single home. (At a moment that recurs, appearing or disappearing,
screens that each call a helper of a superclass or an extension of `UIViewController` repeat the
call itself, which a behavior can make for them: there it counts.) Nor,
for the same reason, a call that hands the screen itself to a method the project declares on
another object (`Theme.shared.register(client: self)`, `ThemeManager.addObserver(self)`): like
`delegate = self`, that is the screen's own wiring. So is one statement registering a handler of
the screen's own (`NotificationCenter.default.addObserver(self, selector: #selector(onThemeChange),
…)`, `onThemeChange` a method of the class), whatever its length: each screen handles the
notification its own way — unless the copies carry a defect (below). Pasted with the lines around
it, as a block, it is no chore of the block either (`OwnHandlerWiring`): the screens share the
wiring, not the work, so a block is a concern only for the other chores it holds.

Not counted either: the `super` call, bindings (`let`, `var`, `guard`), statements that neither call nor
assign (`return`), a lone call to a method the class declares itself (`setUpViews()` runs different
code in every class), and the chores a dedicated rule reports (navigation-bar visibility and styling
in any hook, screen tracking in `viewDidLoad` and the appear and disappear hooks (tracking as
screen-tracking's configured `calls` define it), observers in the
appear and disappear hooks; elsewhere nobody else names them, so this rule does). Code in
comments, in string literals, in methods that are not lifecycle overrides, and in classes that are no
view controllers (a `UIView`'s `traitCollectionDidChange(_:)`) is not looked at. Statements in a
`#if` branch count, and their findings name the branch.

A finding is fixable when every copy in the group can move into a behavior, by the rules all
behavior fixes share ("Behavior fixes" in `Rules/README.md`): it uses nothing the host class (or a
project superclass) declares, nothing an earlier statement of the override binds and no name a
behavior cannot reach (a method a protocol extension gives the host), it is no `defer` and transfers
no control (`return`, `break`, `throw`), it sits in a hook the behavior protocol has (`viewDidLoad`,
the appear and disappear hooks; not the layout hooks), and all copies are in the same `#if` branch.
When a copy cannot move, its message says why. A copy in `viewDidLoad` that is one line, or whose
literals differ from the others', is reported but not fixable: `viewDidLoad` stays to take the
`addBehaviors` call, so a behavior would only swap each line for an entry of that call and add a
hidden child to every screen. Its message advises what a reviewer would take instead: one helper
the screens call (the differing literals its parameters). Copies that already are one call of such
a helper follow that advice and are not reported, there and in a hook behaviors are not told about
(`traitCollectionDidChange(_:)`, the layout hooks): a method the project declares static on the
type the call names (`UiUtils.dismissKeyboardForTaps(onView: view)`) or on its `shared` instance,
or a type method of a type that is not Apple's and that no Swift file declares (an Objective-C
helper: `NCAppBranding.styleViewController(self)`).
A helper's argument labels are those of its declaration: a project's
`addObserver(for:object:handler:)` on `NotificationCenter` does not make
`addObserver(_:selector:name:object:)` its helper. An `addBehaviors([...])` call repeated in every
screen is the cure, not a chore, and is never reported.

**Copies that carry a defect.** A copy `unbalanced-appearance-change` reports (with it on, as by
default: an observer added once in `viewDidLoad` that every disappearance removes, so the screen
goes deaf; an observer a cancelled swipe adds twice) counts whatever its length and wherever it
sits: the same code pasted into `min-screens` screens brings its bug into each, and one home that
pairs the change with its undo fixes it once. A defect that is the statement itself (the swipe-back
gesture's delegate taken by a screen that answers nothing, `unused-container-delegate`) stays in
any home: each copy must go, so it makes no short copy count. The message says which copies carry which defect, and JSON gives each copy's `defect`.
Then a handler of the screen's own named in `#selector(…)` does not make the statement the screen's
own wiring, as it does otherwise (each screen handling a notification its own way is no copy of
one chore). (Copies with a defect count for the other opportunity rules' concerns too.)

Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in
`Rules/README.md`).

## Configuration

| option | default | meaning |
|---|---|---|
| `min-screens` | 3 | How many classes must repeat a statement or block in the same hook before it is reported (once, for all of them). |
| `min-lines` | 5 | How many lines each screen's copy must span to count: shorter code already has its home in the call it makes (a block of two statements or more in one hook counts where twice `min-screens` screens paste it). |

## How to fix by hand

Write one behavior that does the chore at the same moment (`afterLoading` for `viewDidLoad`,
`beforeAppearing` for `viewWillAppear(_:)`, …), replacing `self.` and implicit members with the
`viewController` it receives. Literals that differ between the copies become stored properties of the
behavior. Attach it with `addBehaviors(_:)` in `viewDidLoad` of every class that had a copy, and
delete the copies; remove an override that is left holding only its `super` call. A statement that
uses a member of its own class cannot move as is: hand the behavior what it needs, or keep that
statement in the class.

## What fix generates

Each group of copies becomes one behavior, named after what the statement does
(`edgesForExtendedLayout = []` → `EdgesForExtendedLayoutBehavior`, `ScreenRegistry.shared.register(self)`
→ `ScreenRegistryRegisterBehavior`), and every host in the group attaches it. A group is fixed only
when every copy can move, and a host only when the change is worth it (the overrides the copy was
in go whole, or the copy is more than one line repeated word for word; see "Behavior fixes"). A statement that hands `self` on moves only when the declaration the
project has takes a `UIViewController` (or a supertype), or it is a framework observer or target
registration that takes any object: a behavior has only `viewController: UIViewController`, which
does not conform to the host's protocols (`Theme.shared.register(client: self)` wanting a
`Themeable`, `list.delegate = self`); the message says so and the statement stays.

How the fix edits hosts, shares one behavior between them and names it is the same for the five
behavior rules: see "Behavior fixes" in `Rules/README.md`. The `## Fix` examples below are checked byte for byte.

## Triggers

A five-line block pasted into `viewDidLoad` of three screens:

```swift
final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
    }
}

final class PaymentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
    }
}

final class AddressViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
    }
}
```

The same block in three screens, and its session reset alone in two more: one concern of five
screens, of which fix converts the three that repeat the block:

```swift
final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
    }
}

final class PaymentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
    }
}

final class AddressViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
    }
}

final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        SessionTimer.shared.reset()
    }
}

final class OrdersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
        SessionTimer.shared.reset()
    }
}
```

The same block in six screens, three of which set up their own table before it: one concern, one
finding for all six (and one behavior when fixed):

```swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
        KeyboardManager.shared.toolbarTintColor = .systemBlue
        KeyboardManager.shared.keyboardDistanceFromTextField = 12
    }
}

final class OutboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
        KeyboardManager.shared.toolbarTintColor = .systemBlue
        KeyboardManager.shared.keyboardDistanceFromTextField = 12
    }
}

final class SentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
        KeyboardManager.shared.toolbarTintColor = .systemBlue
        KeyboardManager.shared.keyboardDistanceFromTextField = 12
    }
}

final class DraftsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTable()
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
        KeyboardManager.shared.toolbarTintColor = .systemBlue
        KeyboardManager.shared.keyboardDistanceFromTextField = 12
    }

    private func setUpTable() {}
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTable()
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
        KeyboardManager.shared.toolbarTintColor = .systemBlue
        KeyboardManager.shared.keyboardDistanceFromTextField = 12
    }

    private func setUpTable() {}
}

final class TrashViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTable()
        SessionTimer.shared.reset()
        KeyboardManager.shared.enableAutoToolbar = false
        KeyboardManager.shared.shouldResignOnTouchOutside = true
        KeyboardManager.shared.toolbarTintColor = .systemBlue
        KeyboardManager.shared.keyboardDistanceFromTextField = 12
    }

    private func setUpTable() {}
}
```

The same set-up of a shared service after a different call of each screen's own in two sets of
three screens: the blocks hold the same chore, so they are one concern, one finding for the six:

```swift
final class CallsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓configureViews()
        AvatarCache.shared.configure(
            size: 40,
            mask: .circle,
            placeholder: nil,
            fadesIn: true)
    }

    private func configureViews() {}
}

final class ContactsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        AvatarCache.shared.configure(
            size: 40,
            mask: .circle,
            placeholder: nil,
            fadesIn: true)
    }

    private func configureViews() {}
}

final class ChatsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        AvatarCache.shared.configure(
            size: 40,
            mask: .circle,
            placeholder: nil,
            fadesIn: true)
    }

    private func configureViews() {}
}

final class InviteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTable()
        AvatarCache.shared.configure(
            size: 40,
            mask: .circle,
            placeholder: nil,
            fadesIn: true)
    }

    private func setUpTable() {}
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTable()
        AvatarCache.shared.configure(
            size: 40,
            mask: .circle,
            placeholder: nil,
            fadesIn: true)
    }

    private func setUpTable() {}
}

final class MembersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTable()
        AvatarCache.shared.configure(
            size: 40,
            mask: .circle,
            placeholder: nil,
            fadesIn: true)
    }

    private func setUpTable() {}
}
```

A sign-in gate pasted into three tab screens: the screen it pushes is bound inside the statement,
from nothing of the screen's own, so every copy pushes the same:

```swift
final class FollowingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓if !Session.shared.isSignedIn {
            // Signed out: the sign-in screen goes on top.
            let signIn = storyboard?.instantiateViewController(identifier: "sign_in")
            AppRouter.shared.navigationController?.pushViewController(signIn!, animated: true)
        }
    }
}

final class LibraryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !Session.shared.isSignedIn {
            // Signed out: the sign-in screen goes on top.
            let signIn = storyboard?.instantiateViewController(identifier: "sign_in")
            AppRouter.shared.navigationController?.pushViewController(signIn!, animated: true)
        }
    }
}

final class WalletViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !Session.shared.isSignedIn {
            // Signed out: the sign-in screen goes on top.
            let signIn = storyboard?.instantiateViewController(identifier: "sign_in")
            AppRouter.shared.navigationController?.pushViewController(signIn!, animated: true)
        }
    }
}
```

One line pasted into `viewDidLoad` of three screens, with its bug: the observer is added once and
removed on every disappearance, so each screen goes deaf when it comes back (with
unbalanced-appearance-change on, as by default, which reports each copy too):

<!-- config: also = unbalanced-appearance-change -->

```swift
// file: StudentTabBarController.swift
import UIKit

final class StudentTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(checkForPolicyChanges), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func checkForPolicyChanges() {}
}
// file: TeacherTabBarController.swift
import UIKit

final class TeacherTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(checkForPolicyChanges), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func checkForPolicyChanges() {}
}
// file: DashboardViewController.swift
import UIKit

final class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓NotificationCenter.default.addObserver(self, selector: #selector(checkForPolicyChanges), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func checkForPolicyChanges() {}
}
```

The examples below set `min-lines = 1`, to show with a line or two per screen what counts as a
copy; with the defaults each screen's copy must span at least five lines, as above.

<!-- section config: min-lines = 1 -->

Split over several lines, in a disappear hook:

```swift
// file: Checkout.swift
import UIKit

final class CartViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ↓view.window?
            .endEditing(true)
    }
}

final class PaymentViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        view.window?.endEditing(true)
        super.viewWillDisappear(animated)
    }
}

final class AddressViewController: UIViewController {
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.window?.endEditing(
            true
        )
    }
}
```

AppKit's `viewDidAppear()` without an argument:

```swift
// file: Preferences.swift
import AppKit

final class GeneralPaneController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        ↓view.window?.makeFirstResponder(nil)
    }
}

final class AccountsPaneController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.makeFirstResponder(nil)
    }
}

final class AdvancedPaneController: NSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.window?.makeFirstResponder(nil)
    }
}
```

Behind `#if` (the message names the branch), and a statement with a nested closure:

```swift
// file: Feed.swift
import UIKit

final class FeedViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        #if DEBUG
        ↓DebugOverlay.shared.attach(to: view)
        #endif
        UIView.animate(withDuration: 0.2) {
            self.view.window?.alpha = 1
        }
    }
}

final class StoriesViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        #if DEBUG
        DebugOverlay.shared.attach(to: view)
        #endif
        UIView.animate(withDuration: 0.4) {
            self.view.window?.alpha = 1
        }
    }
}

final class ReelsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        #if DEBUG
        DebugOverlay.shared.attach(to: view)
        #endif
        UIView.animate(withDuration: 0.2) { self.view.window?.alpha = 1 }
    }
}
```

A view controller's `traitCollectionDidChange(_:)` (reported, not fixable: behaviors have no such moment):

```swift
// file: Cards.swift
import UIKit

final class CardViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ↓if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            ThemeManager.shared.reload()
        }
    }
}

final class GiftCardViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            ThemeManager.shared.reload()
        }
    }
}

final class LoyaltyCardViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { ThemeManager.shared.reload() }
    }
}
```

With `min-classes = 2`, two copies are enough:

<!-- config: min-screens = 2 -->
```swift
// file: Onboarding.swift
import UIKit

final class WelcomeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓UIApplication.shared.isIdleTimerDisabled = true
    }
}

final class TutorialViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.isIdleTimerDisabled = true
    }
}
```

## Does not trigger

With the defaults, six screens that each call the project's own keyboard avoider on appear and
stop it on disappear: short copies count where twice `min-screens` screens paste them as a block
in one hook, and these are a pair of calls into the home the chore already has:

Keyboard observers wired to each screen's own handlers, pasted as a block into three screens'
`viewDidLoad()` with a call of each screen's own: what a notification does is each handler's, which
every screen writes its own way; the screens share the wiring, not a chore.

```swift
final class DepositViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
    }

    private func setUpViews() {}
    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class WithdrawViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
    }

    private func setUpViews() {}
    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class LimitsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
    }

    private func setUpViews() {}
    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}
```

```swift
final class KeyboardAvoider {
    func startAvoiding(in view: UIView) {}
    func stopAvoiding() {}
}

final class ProfileFormViewController: UIViewController {
    private let keyboardAvoider = KeyboardAvoider()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardAvoider.startAvoiding(in: view)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAvoider.stopAvoiding()
    }
}

final class SettingsFormViewController: UIViewController {
    private let keyboardAvoider = KeyboardAvoider()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardAvoider.startAvoiding(in: view)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAvoider.stopAvoiding()
    }
}

final class AboutFormViewController: UIViewController {
    private let keyboardAvoider = KeyboardAvoider()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardAvoider.startAvoiding(in: view)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAvoider.stopAvoiding()
    }
}

final class OrdersFormViewController: UIViewController {
    private let keyboardAvoider = KeyboardAvoider()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardAvoider.startAvoiding(in: view)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAvoider.stopAvoiding()
    }
}

final class WalletFormViewController: UIViewController {
    private let keyboardAvoider = KeyboardAvoider()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardAvoider.startAvoiding(in: view)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAvoider.stopAvoiding()
    }
}

final class SupportFormViewController: UIViewController {
    private let keyboardAvoider = KeyboardAvoider()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardAvoider.startAvoiding(in: view)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardAvoider.stopAvoiding()
    }
}
```

The same one-line swipe-back takeover in three screens that answer nothing the gesture asks: each
copy carries the defect `unused-container-delegate` reports, but a home that still takes the
delegate keeps it, so the copies, one line each, do not count:

<!-- config: also = unused-container-delegate -->

```swift
final class ArticleViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}

final class CommentsViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}

final class AuthorViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}
```

The same one-line observer in three screens' `viewDidLoad`, removed in `deinit`: no copy carries a
defect, and one line per screen is the call it makes:

<!-- config: also = unbalanced-appearance-change -->

```swift
// file: StudentTabBarController.swift
import UIKit

final class StudentTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(checkForPolicyChanges), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func checkForPolicyChanges() {}
}
// file: TeacherTabBarController.swift
import UIKit

final class TeacherTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(checkForPolicyChanges), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func checkForPolicyChanges() {}
}
// file: DashboardViewController.swift
import UIKit

final class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(checkForPolicyChanges), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func checkForPolicyChanges() {}
}
```

With the defaults, one line of chrome set in three screens' `viewDidLoad`: each screen's one line
already is the call it makes:

```swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

Three screens that set up a table view each makes for itself, alike line for line: a screen's own
views are no chore, whatever their type (a library's table view that three screens each create in
a property's declaration is no service they share):

```swift
final class ContactsViewController: UIViewController {
    private let tableView = SectionsTableView(style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.backgroundColor = .clear
        tableView.separatorStyle = .none
        tableView.sectionDataSource = self
        tableView.registerCell(forClass: SelectableCell.self)
    }
}

final class AddressesViewController: UIViewController {
    private let tableView = SectionsTableView(style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.backgroundColor = .clear
        tableView.separatorStyle = .none
        tableView.sectionDataSource = self
        tableView.registerCell(forClass: SelectableCell.self)
    }
}

final class NodesViewController: UIViewController {
    private let tableView = SectionsTableView(style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.backgroundColor = .clear
        tableView.separatorStyle = .none
        tableView.sectionDataSource = self
        tableView.registerCell(forClass: SelectableCell.self)
    }
}
```

Nor is an animation each screen plays in the view its storyboard gives it (an `@IBOutlet` is the
screen's own view):

```swift
final class ClaimDoneViewController: UIViewController {
    @IBOutlet weak var animationView: LottieAnimationView!

    override func viewDidLoad() {
        super.viewDidLoad()
        animationView.animation = LottieAnimation.named("claimed")
        animationView.contentMode = .scaleAspectFit
        animationView.backgroundBehavior = .pauseAndRestore
        animationView.loopMode = .playOnce
        animationView.animationSpeed = 1.5
        animationView.play()
    }
}

final class SafeCreatedViewController: UIViewController {
    @IBOutlet weak var animationView: LottieAnimationView!

    override func viewDidLoad() {
        super.viewDidLoad()
        animationView.animation = LottieAnimation.named("created")
        animationView.contentMode = .scaleAspectFit
        animationView.backgroundBehavior = .pauseAndRestore
        animationView.loopMode = .playOnce
        animationView.animationSpeed = 1.5
        animationView.play()
    }
}

final class KeyAddedViewController: UIViewController {
    @IBOutlet weak var animationView: LottieAnimationView!

    override func viewDidLoad() {
        super.viewDidLoad()
        animationView.animation = LottieAnimation.named("added")
        animationView.contentMode = .scaleAspectFit
        animationView.backgroundBehavior = .pauseAndRestore
        animationView.loopMode = .playOnce
        animationView.animationSpeed = 1.5
        animationView.play()
    }
}
```

The examples below set `min-lines = 1`: even counting copies of one line, they are no concern.

<!-- section config: min-lines = 1 -->

A line that makes the screen its navigation controller's delegate in screens that implement no
delegate method does nothing for them (`unused-container-delegate` reports each copy, to delete):
no chore, whatever the hook, and no behavior should carry it:

```swift
final class IntroViewController: UIViewController, UINavigationControllerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }
}

final class TermsViewController: UIViewController, UINavigationControllerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }
}

final class SignInViewController: UIViewController, UINavigationControllerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }
}
```

One line of `viewDidLoad`, however many screens repeat it (with `self.` and without): `viewDidLoad`
stays to take the `addBehaviors` call, so a behavior would only swap the line for an entry of it:

```swift
// file: InboxViewController.swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        title = "Inbox"
    }
}
// file: ArchiveViewController.swift
import UIKit

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
// file: SearchViewController.swift
import UIKit

final class SearchViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.keyboardDismissMode = .onDrag
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

The same with differing literals, one override in an extension with modifiers in another order:

```swift
// file: Screens.swift
import UIKit

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ThemeManager.shared.register(self, style: "dark")
    }
}

class SettingsViewController: UIViewController {
    @objc override open func viewDidLoad() {
        super.viewDidLoad()
        ThemeManager.shared.register(self, style: "light")
    }
}
// file: WalletViewController.swift
import UIKit

final class WalletViewController: UIViewController {}

extension WalletViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ThemeManager.shared.register(self, style: "dark")
    }
}
```

The project's extension of the chrome, called in an appear hook, and the project's theme helper,
called in a hook no behavior is told about: each is already the chore's one home.

```swift
// file: Styling.swift
import UIKit

extension UINavigationBar {
    func applyBrandStyle() {
        tintColor = .systemPink
    }
}

enum PresentationTheme {
    static func traitCollectionDidChange(from previous: UITraitCollection?, to current: UITraitCollection) {}
}

// file: InboxViewController.swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.applyBrandStyle()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        PresentationTheme.traitCollectionDidChange(from: previousTraitCollection, to: traitCollection)
    }
}

// file: ArchiveViewController.swift
import UIKit

final class ArchiveViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.applyBrandStyle()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        PresentationTheme.traitCollectionDidChange(from: previousTraitCollection, to: traitCollection)
    }
}

// file: SearchViewController.swift
import UIKit

final class SearchViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.applyBrandStyle()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        PresentationTheme.traitCollectionDidChange(from: previousTraitCollection, to: traitCollection)
    }
}
```

A one-line copy in `viewDidLoad` that already calls the project's one helper for the chore:

```swift
// file: UiUtils.swift
import UIKit

enum UiUtils {
    static func dismissKeyboardForTaps(onView view: UIView) {
        view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))
    }
}

// file: LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UiUtils.dismissKeyboardForTaps(onView: view)
    }
}

// file: SignupViewController.swift
import UIKit

final class SignupViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UiUtils.dismissKeyboardForTaps(onView: self.view)
    }
}

// file: ResetPasswordViewController.swift
import UIKit

final class ResetPasswordViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UiUtils.dismissKeyboardForTaps(onView: view)
    }
}
```

A screen handing itself to the project's own API (`Theme.shared.register(client: self)`), like
`delegate = self`, is the screen's own wiring, and that API is already the one home of what it
does: the copies differ only in which screen registers.

```swift
// file: Theme.swift
import UIKit

protocol Themeable: AnyObject {}

final class Theme {
    static let shared = Theme()
    func register(client: Themeable, applyImmediately: Bool = true) {}
    func unregister(client: Themeable) {}
}
// file: Screens.swift
import UIKit

final class FilesViewController: UIViewController, Themeable {
    override func viewDidLoad() {
        super.viewDidLoad()
        Theme.shared.register(client: self, applyImmediately: true)
    }
}

final class SharesViewController: UIViewController, Themeable {
    override func viewDidLoad() {
        super.viewDidLoad()
        Theme.shared.register(client: self, applyImmediately: true)
    }
}

final class QuotaViewController: UIViewController, Themeable {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Theme.shared.register(client: self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Theme.shared.unregister(client: self)
    }
}
```

The screen's own view and state, however alike the lines read, is each screen setting itself up:
a behavior would only move the line, not share a chore (what counts is shared chrome — the
navigation or tab bar controller, the window, the application — or a shared service):

```swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
        view.backgroundColor = .systemBackground
        title = Strings.mailbox
        navigationItem.setHidesBackButton(true, animated: false)
        UIView.animate(withDuration: 0.2) { self.view.alpha = 1 }
    }
}

final class OutboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
        view.backgroundColor = .systemBackground
        title = Strings.mailbox
        navigationItem.setHidesBackButton(true, animated: false)
        UIView.animate(withDuration: 0.2) { self.view.alpha = 1 }
    }
}

final class DraftsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.edgesForExtendedLayout = []
        view.backgroundColor = .systemBackground
        title = Strings.mailbox
        navigationItem.setHidesBackButton(true, animated: false)
        UIView.animate(withDuration: 0.2) { self.view.alpha = 1 }
    }
}
```

A lone call, when the screen loads, of a helper the project declares (here in an
`extension UIViewController`; a protocol extension or a superclass counts too) already gives the
chore a single home:

```swift
extension UIViewController {
    func applyTheme() {
        ThemeManager.shared.register(self)
    }
}

final class MapViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        applyTheme()
    }
}

final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        applyTheme()
    }
}

final class GridViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.applyTheme()
    }
}
```

Statements that work on a local match only by the local's name; its value differs per screen:

```swift
final class CartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let closeButton = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
        closeButton.accessibilityLabel = "Close cart"
        navigationItem.rightBarButtonItem = closeButton
    }
}

final class OrdersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let closeButton = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        closeButton.accessibilityLabel = "Close cart"
        navigationItem.rightBarButtonItem = closeButton
    }
}

final class WishlistViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let closeButton = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
        closeButton.accessibilityLabel = "Close cart"
        navigationItem.rightBarButtonItem = closeButton
    }
}
```

The same `addBehaviors` call in every screen is how behaviors are attached, not a chore:

```swift
// file: A.swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
    }
}
// file: B.swift
final class OutboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
    }
}
// file: C.swift
final class DraftsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HideNavigationBarBehavior()])
    }
}
```

Only two classes, below the default `min-classes`:

```swift
// file: A.swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
    }
}
// file: B.swift
import UIKit

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
    }
}
```

Two iOS screens and a macOS one: the copies of each framework are counted apart, and neither
reaches the default `min-classes`:

```swift
final class CountriesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .announcementsChanged, object: nil)
    }
}

final class MapViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .announcementsChanged, object: nil)
    }
}

final class HeaderViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .announcementsChanged, object: nil)
    }
}
```

The same statement in different hooks is no shared moment:

```swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.window?.endEditing(true)
    }
}

final class ArchiveViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.window?.endEditing(true)
    }
}

final class SearchViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.window?.endEditing(true)
    }
}
```

Chores that a dedicated rule reports (navigation bar, tracking, appearance observers), the `super`
calls and a lone `return`:

```swift
import UIKit

final class HomeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.navigationBar.tintColor = .systemPink
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackScreen("home")
        return
    }

    @objc private func keyboardWillShow() {}
}

final class SearchViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.navigationBar.tintColor = .systemPink
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackScreen("search")
        return
    }

    @objc private func keyboardWillShow() {}
}

final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.navigationBar.tintColor = .systemPink
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackScreen("profile")
        return
    }

    @objc private func keyboardWillShow() {}
}
```

The statement in comments and string literals does not count; only one class really has it:

```swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
    }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // edgesForExtendedLayout = []
        /* edgesForExtendedLayout = [] */
    }
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Logger.debug("edgesForExtendedLayout = []")
    }
}
```

Helper methods that are not overrides, even when called `viewDidLoad`:

```swift
import UIKit

final class InboxViewController: UIViewController {
    func configureLayout() {
        edgesForExtendedLayout = []
    }
}

final class ArchiveViewController: UIViewController {
    func configureLayout() {
        edgesForExtendedLayout = []
    }
}

final class SearchPresenter {
    weak var view: UIViewController?

    func viewDidLoad() {
        view?.edgesForExtendedLayout = []
    }
}

final class SettingsViewController: UIViewController {
    private func viewDidLoad(animated: Bool) {
        edgesForExtendedLayout = []
    }
}
```

Classes that are no view controllers: views' `traitCollectionDidChange(_:)` and a plain coordinator:

```swift
import UIKit

final class BadgeView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.separator.cgColor
    }
}

final class AvatarView: UIImageView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.separator.cgColor
    }
}

final class ChipCell: UICollectionViewCell {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.separator.cgColor
    }
}

final class AppCoordinator: NSObject {
    func start() {
        ThemeManager.shared.register(self, style: "dark")
    }
}
```

Each class calling its own set-up method runs different code, however alike the call reads:

```swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
    }

    private func setUpViews() { view.backgroundColor = .systemBackground }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.setUpViews()
    }

    private func setUpViews() { view.backgroundColor = .secondarySystemBackground }
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
    }
}

extension SearchViewController {
    private func setUpViews() { view.backgroundColor = .systemGroupedBackground }
}
```

Bindings and guards only set the stage; the statements after them differ:

```swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let window = view.window else { return }
        let insets = window.safeAreaInsets
        additionalSafeAreaInsets = insets
    }
}

final class ArchiveViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let window = view.window else { return }
        let insets = window.safeAreaInsets
        view.layoutMargins = insets
    }
}

final class SearchViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let window = view.window else { return }
        let insets = window.safeAreaInsets
        preferredContentSize = CGSize(width: insets.left, height: insets.top)
    }
}
```

Assignments of different values configure each screen, they repeat no chore:

```swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.layer.cornerRadius = 8
    }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Archive"
        view.layer.cornerRadius = 12
    }
}

final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = NSLocalizedString("search.title", comment: "")
        title = "Search"
    }
}
```

Different receivers are different statements:

```swift
import UIKit

final class InboxViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }
}

final class GalleryViewController: UICollectionViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        collectionView.reloadData()
    }
}

final class MapViewController: UIViewController {
    private let mapView = MKMapView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        mapView.removeAnnotations(mapView.annotations)
    }
}
```

Two copies in one class and one in another make two classes, not three:

```swift
import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        DebugOverlay.shared.attach(to: view)
        #else
        DebugOverlay.shared.attach(to: view)
        #endif
    }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        DebugOverlay.shared.attach(to: view)
    }
}
```

When every copy works on its own class's members (here each class's `reload`), the statement is
shared setup rather than a chore a behavior could take over, so it is not reported (a group in which
some copies are free of host members is reported, and the message names the members the others use):

```swift
// file: Lists.swift
import UIKit

final class OrdersViewController: UITableViewController {
    private var orders: [Order] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .languageDidChange, object: nil)
    }

    @objc private func reload() { tableView.reloadData() }
}

final class ReturnsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .languageDidChange, object: nil)
    }

    @objc private func reload() { tableView.reloadData() }
}

final class InvoicesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .languageDidChange, object: nil)
    }

    @objc private func reload() { tableView.reloadData() }
}
```

## Fix

<!-- section config: min-lines = 1 -->

The repeated statement moves into one behavior that every host attaches; the overrides it leaves
holding only their `super` call go, and a host without `viewDidLoad` gets one:

```swift
// file: A.swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.window?.endEditing(true)
    }
}
// file: B.swift
final class OutboxViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.window?.endEditing(true)
    }
}
// file: C.swift
final class DraftsViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        self.view.window?.endEditing(true)
    }
}
```

```swift
// file: A.swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([EndEditingBehavior()])
        title = "Inbox"
    }
}
// file: B.swift
final class OutboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([EndEditingBehavior()])
    }
}
// file: C.swift
final class DraftsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([EndEditingBehavior()])
    }
}
// file: Behaviors/EndEditingBehavior.swift
import UIKit

/// Does in one place what its hosts each repeated in viewWillDisappear(_:).
/// Extracted by `behavior-lint fix`.
struct EndEditingBehavior: ViewControllerLifecycleBehavior {
    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.view.window?.endEditing(true)
    }
}
```

`self` handed to a method the project declares for a `UIViewController` becomes the behavior's
`viewController` (a parameter of the host's own protocol type would keep the statement in the host):

```swift
// file: ScreenRegistry.swift
@MainActor
final class ScreenRegistry {
    static let shared = ScreenRegistry()
    private var screens: [UIViewController] = []

    func register(_ screen: UIViewController) {
        screens.append(screen)
    }
}
// file: A.swift
final class MapViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ScreenRegistry.shared.register(self)
    }
}
// file: B.swift
final class ListViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ScreenRegistry.shared.register(self)
    }
}
// file: C.swift
final class GridViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ScreenRegistry.shared.register(self)
    }
}
```

```swift
// file: A.swift
final class MapViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenRegistryRegisterBehavior()])
    }
}
// file: B.swift
final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenRegistryRegisterBehavior()])
    }
}
// file: C.swift
final class GridViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenRegistryRegisterBehavior()])
    }
}
// file: Behaviors/ScreenRegistryRegisterBehavior.swift
import UIKit

/// Does in one place what its hosts each repeated in viewWillAppear(_:).
/// Extracted by `behavior-lint fix`.
struct ScreenRegistryRegisterBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        ScreenRegistry.shared.register(viewController)
    }
}
```

Literals that differ between the copies become stored properties:

```swift
// file: A.swift
final class NewsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Haptics.prepare(style: "light")
    }
}
// file: B.swift
final class SportsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Haptics.prepare(style: "light")
    }
}
// file: C.swift
final class WeatherViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Haptics.prepare(style: "medium")
    }
}
```

```swift
// file: A.swift
final class NewsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HapticsPrepareBehavior(style: "light")])
    }
}
// file: B.swift
final class SportsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HapticsPrepareBehavior(style: "light")])
    }
}
// file: C.swift
final class WeatherViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([HapticsPrepareBehavior(style: "medium")])
    }
}
// file: Behaviors/HapticsPrepareBehavior.swift
import UIKit

/// Does in one place what its hosts each repeated in viewWillAppear(_:).
/// Extracted by `behavior-lint fix`.
struct HapticsPrepareBehavior: ViewControllerLifecycleBehavior {
    let style: String

    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        Haptics.prepare(style: style)
    }
}
```

"""#####,
        "screen-tracking": #####"""
---
id: screen-tracking
kind: opportunity
severity: warning
scope: project
fixable: yes
---

# screen-tracking

Several screens send the same analytics or screen-view call from viewDidLoad or an appear/disappear override; one parameterised tracking behavior should send it for all of them.

## Why

Almost every screen of an app sends "screen viewed" to an analytics service, and almost every screen
does it by hand: a `track(…)` line pasted into `viewDidAppear(_:)` with a different screen name. The
copies drift (one screen tracks in `viewWillAppear`, another in `viewDidLoad`, a third forgets), and
changing the tracking (a new parameter, a new service, deduplicating events on back navigation)
means editing every controller. A `ScreenTrackingBehavior(screenName: "Home")` attached in
`viewDidLoad` states the chore once; the screen name is the only thing a host says.

This is a refactoring opportunity, reported **once per concern**: one finding for every screen that
sends the same tracking call (the same receiver and method: `Analytics.track`, `analytics.send`)
at the same moment (when the screen loads, on each appearance, on the way out), with the same
code shape for shape, when at least `min-screens` screens do with copies of at least `min-lines`
lines each (or copies of any length that each carry a defect one home fixes, one
`unbalanced-appearance-change` reports, as "Kinds"
in `Rules/README.md` says). One tracking line per screen is not reported with the defaults: it is already the one
call the screen makes to a tracker that has its home, and teams read a finding for it as churn (a
block of two tracking statements or more in one hook, pasted into twice `min-screens` screens,
counts however short, unless each statement only calls a method the project declares, as "Kinds"
in `Rules/README.md` says); a
block of event parameters pasted from screen to screen is the copy-paste a behavior removes. What differs between the copies (the screen name, the event) becomes the
behavior's parameters. The finding stands at the first copy, with a note at every other one (SARIF's
related locations, JSON's `copies`), and says how many screens, in which hooks, and what one
behavior would replace. A copy that is one line of `viewDidLoad` does not count towards the concern:
`viewDidLoad` stays to attach the behavior, which would only swap the line for an attach entry.
Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in `Rules/README.md`).

The rule looks at `viewDidLoad`, `viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewDidAppear(_:)`,
`viewWillDisappear(_:)` and `viewDidDisappear(_:)` overrides (in the class or an extension, any
modifier order, AppKit's argument-less forms too), at every top-level statement that makes a
tracking call, also inside an `if`, a `#if` branch or a closure within that statement. Layout and
trait hooks are not tracking points. In `viewDidLoad`, calls inside closures do not count: closures
built there are handlers wired for later (`UIAction { … }`), and what they track is a user action,
not the screen loading.

A call counts when its path `receiver.method` matches one of the `calls` patterns. Before matching,
`self.` is dropped from the receiver, as are optional markers (`?`, `!`), argument lists and
subscripts: `self.analytics?.shared().trackScreen(…)` is matched as `analytics.shared.trackScreen`.
In a pattern, `*` matches any run of characters; the part after the pattern's last `.` matches the
method name (case-sensitive), the part before it the whole receiver, in any case (`*Analytics*`
matches a tracker held as `analytics`; `*` spans dots, so `*.logEvent` matches
`FirebaseAnalytics.Analytics.logEvent`). A pattern without a dot (`track*`) matches only calls
without a receiver or on `self`. Calls on `super` never count, nor does a call whose result the
statement reads (assigned, bound, passed as an argument or returned:
`["attmas": Analytics.trackingStatusForAds()]`): it asks for a value, where a screen view is sent
by a call made for its effect. Tracking that no pattern names is
still found by its shape: the same call in the same hook of several screens is
`repeated-lifecycle-concern`'s.

A statement that is one call, without arguments, of a method of the screen's own class (body or
extension: `trackScreen()`, `self.sendScreenView()`) tracks what that method's statements track,
one helper deep (`OwnHelperCall`): copies are compared and their lines counted by those
statements, wherever each screen keeps them and whatever it calls the method, so a one-line
`trackGiftCardsShown()` per screen is as short as the line it calls. A method of a project
superclass is shared code already, and fix moves a hook's statements, not a helper's body: such
copies are reported, not fixed. A wrapper the event is handed to (`track(.upNextShown)`) is still
the screen tracking itself.

Not screen views, so no copies: an event a word of whose names or strings names a user action, a
failure or a change (`tap`, `tapped`, `click`, `clicked`, `attribution`, `error`, `fail`, `failed`,
`failure`, `changed`; whole words, so `dataProvider` holds no "tap"), and an event in an
`if`/`guard` whose condition reads the screen's own state, binds nothing and asks nothing about how
the screen appears (`isMovingToParent`, `isBeingPresented`, `animated`): `if didChangeAddress { … }`,
a one-time "seen" flag. A condition on a global (`if FeatureFlags.newPlayer.isEnabled`), one that
binds a value, and an `if` whose `else` sends another event still send screen views.

A copy is fixable when the statement can move into a behavior: it may use literals, globals,
types, the project's free functions and UIViewController API, but no member the host declares (in
the class, its extensions or a project superclass), no local declared by an earlier statement and
no other bare name, and it must run in a hook the behavior protocol has (the full list is "Behavior
fixes" in `Rules/README.md`), and fix must not certainly leave it (one line of an appear or
disappear override that keeps other code, with no other screen writing it word for word).

## Configuration

| Option | Default | Description |
|---|---|---|
| `calls` | `track*, *.track*, log*Event, *.log*Event, logScreen*, *.logScreen*, *Analytics*.*, screenView, *.screenView, *.sendScreen*, Pixel.fire` | Glob patterns over `receiver.method` of the calls that count as tracking. Setting it replaces the whole list. Every rule reads it: a call it matches is screen-tracking's chore, not a repeated concern or a base class's. |
| `min-screens` | 3 | How many screens must send the same tracking call before it is reported (once, for all of them). |
| `min-lines` | 5 | How many lines each screen's copy must span to count: shorter code already has its home in the call it makes (a block of two statements or more in one hook counts where twice `min-screens` screens paste it). |

## How to fix by hand

1. If the project has no tracking behavior yet, write one: a struct conforming to the project's
   lifecycle-behavior protocol, storing what differs between screens (the screen name, extra
   parameters) and sending the event from the hook the hosts used (usually `afterAppearing`).
2. In each host, delete the tracking statement; if the override is left holding only its `super`
   call, delete the override.
3. Attach the behavior in `viewDidLoad`:
   `addBehaviors([ScreenTrackingBehavior(screenName: "Home")])`.
4. A statement that reads a host property (`self.screenName`, `viewModel.trackingName`) cannot move
   as is. A value fixed when the screen is made can go to the behavior's initializer; a value read
   when the screen appears (`items.count`) must be read then, so give the behavior a closure
   (`itemCount: { [weak self] in self?.items.count ?? 0 }`), not a value stored when it is attached.
5. A statement whose moment or order is the obstacle stays where it is, whatever a behavior is
   given: one that runs before a staying statement it shares state with or that calls back into the
   host (a behavior's appear hooks run after the host's), one in an `#if` branch, a `defer`, and
   any tracking in a container that overrides `shouldAutomaticallyForwardAppearanceMethods` (its
   behaviors' hidden child might never hear of the screen's appearance). The message then says
   "keep it in the override".

## What fix generates

Every fixable tracking statement of a host moves into one `ScreenTrackingBehavior`, each into the
hook matching the override it came from (`afterLoading`, `afterAppearing`, …). A string literal
becomes a stored property named after its argument label (`screen:` → `screen`), or `screenName`
(`eventName` for an event call) when unlabeled; for one host, every string literal passed to the
call itself is a property, since a screen name is per screen by nature (a dictionary's keys and
values, `["action": "shown"]`, stay as written). An enum case passed to a function
the project declares (`Analytics.track(.homeShown)` with `func track(_ event: AnalyticsEvent)`)
becomes a property of the declared type (`analyticsEvent: AnalyticsEvent`); when overloads take
different types (`track(_: String)`, `track(_: AnalyticsStat)`), the type that declares the case
is the one meant. Numbers never become properties (the fix cannot tell an `Int` from a
`CGFloat`), so hosts that differ in one get behaviors of their own, named for what they do
(`ExplanationDismissedScreenTrackingBehavior`, from the first value the code holds), never
numbered; the same tracking at another moment is named for it (`ScreenTrackingOnLoadBehavior`).
When several declarations of the called function fit, those of
the receiver's type win (`Pixel.fire(pixel:)`), and `Event` written inside `Pixel` counts as `Pixel.Event`. A statement that reads the host
(`items.count`) stays where it is.

The finding is fixable when fix converts at least one screen's copy, and its message then says how
many. How the fix edits hosts, shares one behavior between them and names it is the same for the
five behavior rules: see "Behavior fixes" in `Rules/README.md`. The `## Fix` examples below are
checked byte for byte; those with one or two screens set `min-screens` to show what fix does.

## Triggers

Three screens send the same screen view with its parameters after appearing, six lines each:

```swift
final class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓Analytics.logEvent(
            AnalyticsEventScreenView,
            parameters: [
                AnalyticsParameterScreenName: "home",
                AnalyticsParameterScreenClass: "HomeViewController",
            ])
    }
}

final class SearchViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.logEvent(
            AnalyticsEventScreenView,
            parameters: [
                AnalyticsParameterScreenName: "search",
                AnalyticsParameterScreenClass: "SearchViewController",
            ])
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.logEvent(
            AnalyticsEventScreenView,
            parameters: [
                AnalyticsParameterScreenName: "profile",
                AnalyticsParameterScreenClass: "ProfileViewController",
            ])
    }
}
```

One helper deep: each screen sends the same screen view from a method of its own that the hook
calls (the copies are what the methods send; the finding stands at the calls, and fix leaves them,
as it moves a hook's statements, not a helper's body):

```swift
final class InboxViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓trackScreen()
    }

    private func trackScreen() {
        Analytics.logEvent(
            AnalyticsEventScreenView,
            parameters: [
                AnalyticsParameterScreenName: "inbox",
                AnalyticsParameterScreenClass: "InboxViewController",
            ])
    }
}

final class OutboxViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.sendScreenView()
    }

    func sendScreenView() {
        Analytics.logEvent(
            AnalyticsEventScreenView,
            parameters: [
                AnalyticsParameterScreenName: "outbox",
                AnalyticsParameterScreenClass: "OutboxViewController",
            ])
    }
}

final class DraftsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trackScreen()
    }

    private func trackScreen() {
        Analytics.logEvent(
            AnalyticsEventScreenView,
            parameters: [
                AnalyticsParameterScreenName: "drafts",
                AnalyticsParameterScreenClass: "DraftsViewController",
            ])
    }
}
```

The examples below set `min-lines = 1`, to show with a line or two per screen what counts as a
copy; with the defaults each screen's copy must span at least five lines, as above.

<!-- section config: min-lines = 1 -->

Three screens send their screen view after appearing:

```swift
final class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓Analytics.track(screen: "home")
    }
}

final class SearchViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "search")
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "profile")
    }
}
```

A tracker every screen is handed, held under a name in lower camel case, in three files, one
copy in an extension with its modifiers in another order:

```swift
// file: A/CartViewController.swift
final class CartViewController: UIViewController {
    let analytics: AnalyticsService

    init(analytics: AnalyticsService) {
        self.analytics = analytics
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓analytics.send(.cartOpened)
    }
}
// file: B/OrdersViewController.swift
final class OrdersViewController: UIViewController {
    let analytics: AnalyticsService

    init(analytics: AnalyticsService) {
        self.analytics = analytics
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }
}

extension OrdersViewController {
    @objc override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.analytics.send(.ordersOpened)
    }
}
// file: C/WishlistViewController.swift
final class WishlistViewController: UIViewController {
    let analytics: AnalyticsService

    init(analytics: AnalyticsService) {
        self.analytics = analytics
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        analytics.send(.wishlistOpened)
    }
}
```

Sent when the screen loads, with its properties on several lines, behind a feature flag:

```swift
final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓if FeatureFlags.analytics.isEnabled {
            Analytics.logEvent(
                "screen_view",
                parameters: ["screen": "settings"])
        }
    }
}

final class AccountViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if FeatureFlags.analytics.isEnabled {
            Analytics.logEvent(
                "screen_view",
                parameters: ["screen": "account"])
        }
    }
}

final class PrivacyViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if FeatureFlags.analytics.isEnabled {
            Analytics.logEvent(
                "screen_view",
                parameters: ["screen": "privacy"])
        }
    }
}
```

Copies that read the screen's own state cannot move as they are, but are still copies:

```swift
final class PodcastViewController: UIViewController {
    var itemID = ""

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓Analytics.track(.podcastShown, properties: ["id": itemID])
    }
}

final class EpisodeViewController: UIViewController {
    var itemID = ""

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(.episodeShown, properties: ["id": itemID])
    }
}

final class FolderViewController: UIViewController {
    var itemID = ""

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(.folderShown, properties: ["id": itemID])
    }
}
```

A project's own tracker, configured:

<!-- config: calls = Telemetry.send -->
```swift
final class MapViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓Telemetry.send("map")
    }
}

final class RouteViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Telemetry.send("route")
    }
}

final class PlaceViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Telemetry.send("place")
    }
}
```

Events sent on the way out are their own concern; with `min-screens = 2`, two screens are enough:

<!-- config: min-screens = 2 -->
```swift
final class ComposeViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ↓Analytics.track(.composeDismissed)
    }
}

final class ReplyViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Analytics.track(.replyDismissed)
    }
}
```

## Does not trigger

With the defaults, one tracking line per screen: each screen already makes one call to a tracker
that has its home:

```swift
final class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "home")
    }
}

final class SearchViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "search")
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "profile")
    }
}
```

The examples below set `min-lines = 1`: even counting copies of one line, they are no concern.

<!-- section config: min-lines = 1 -->

Screens that read a value from a method named like a tracking call, to target their ads
(`Analytics.trackingStatusForAds()` passed as an argument): a call whose result is read asks for a
value, it sends no screen view:

```swift
final class AthleteViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adLoader.load(targeting: ["attmas": Analytics.trackingStatusForAds(), "screen": "athlete"])
    }
}

final class StaffViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adLoader.load(targeting: ["attmas": Analytics.trackingStatusForAds(), "screen": "staff"])
    }
}

final class RosterViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adLoader.load(targeting: ["attmas": Analytics.trackingStatusForAds(), "screen": "roster"])
    }
}

final class ScheduleViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adLoader.load(targeting: ["attmas": Analytics.trackingStatusForAds(), "screen": "schedule"])
    }
}

final class TeamViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adLoader.load(targeting: ["attmas": Analytics.trackingStatusForAds(), "screen": "team"])
    }
}

final class ScoresViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adLoader.load(targeting: ["attmas": Analytics.trackingStatusForAds(), "screen": "scores"])
    }
}
```

One screen tracking itself, and two screens below the default of three:

```swift
final class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "home")
    }
}

final class SearchViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Tracker.shared.trackScreen("search")
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Tracker.shared.trackScreen("profile")
    }
}
```

One line of `viewDidLoad` in each of three screens: `viewDidLoad` stays to attach a behavior,
which would only swap the line for an attach entry:

```swift
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Analytics.track(.inboxShown)
    }
}

final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Analytics.track(.archiveShown)
    }
}

final class TrashViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Analytics.track(.trashShown)
    }
}
```

The same call at three different moments is three concerns of one screen each:

```swift
final class OneViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Analytics.track(.oneLoaded)
        title = "One"
    }
}

final class TwoViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(.twoShown)
    }
}

final class ThreeViewController: UIViewController {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Analytics.track(.threeDismissed)
    }
}
```

User actions, failures and changes are no screen views (whole words: `dataProvider` holds no "tap"):

```swift
final class LinkViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(.linkTapped)
    }
}

final class UploadViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(.uploadFailed)
    }
}

final class FilterViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(.filterChanged)
    }
}
```

Events sent only when the screen's own state says something happened:

```swift
final class AddressViewController: UIViewController {
    var didChangeAddress = false

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if didChangeAddress { Analytics.track(.addressSaved) }
    }
}

final class PhoneViewController: UIViewController {
    var didChangePhone = false

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if didChangePhone { Analytics.track(.phoneSaved) }
    }
}

final class EmailViewController: UIViewController {
    var didChangeEmail = false

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if didChangeEmail { Analytics.track(.emailSaved) }
    }
}
```

A call of the screen's own method without arguments is as long as what the method sends (one line
each here, and only two screens), and handlers wired in `viewDidLoad` track what the user does later:

```swift
final class GiftCardsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trackGiftCardsShown()
    }

    private func trackGiftCardsShown() { Analytics.track(.giftCardsShown) }
}

final class CouponsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trackCouponsShown()
    }

    private func trackCouponsShown() { Analytics.track(.couponsShown) }
}

final class RefreshViewController: UIViewController {
    private let refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh.addAction(UIAction { _ in Analytics.track(.pulledToRefresh) }, for: .valueChanged)
        view.addSubview(refresh)
    }
}
```

Layout hooks are no tracking points, and a pattern names calls, not other calls that look alike:

<!-- config: calls = Telemetry.send -->
```swift
final class ChartViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        Telemetry.send("chart")
    }
}

final class TableViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        Telemetry.send("table")
    }
}

final class GridViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Telemetry.sendLater("grid")
    }
}
```

Screens of a test target are stubs, not screens of the app:

```swift
// file: AppTests/TrackingStubs.swift
final class StubAViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "a")
    }
}

final class StubBViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "b")
    }
}

final class StubCViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.track(screen: "c")
    }
}
```

## Fix

<!-- section config: min-lines = 1 -->

Screens that track the same way share one behavior; the literal that differs becomes its stored
property:

<!-- config: min-screens = 1 -->
```swift
// file: Home.swift
final class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.track(screen: "Home")
    }
}
// file: Search.swift
final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.track(screen: "Search")
    }
}
```

```swift
// file: Home.swift
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenTrackingBehavior(screen: "Home")])
    }
}
// file: Search.swift
final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenTrackingBehavior(screen: "Search")])
        title = "Search"
    }
}
// file: Behaviors/ScreenTrackingBehavior.swift
import UIKit

/// Tracks the screen at the moments it used to track itself.
/// Extracted by `behavior-lint fix`.
struct ScreenTrackingBehavior: ViewControllerLifecycleBehavior {
    let screen: String

    func afterAppearing(viewController: UIViewController, animated: Bool) {
        Analytics.shared.track(screen: screen)
    }
}
```

One screen's name is still a parameter. A screen whose tracking shares an override with code that
stays (`Tracker.record(count: items.count)` beside `Tracker.logScreenView("cart")` in
`viewDidAppear(_:)`) keeps its tracking, with the reason: the override would stay with the call cut
out of it, and a behavior would hear of the appearance only after the rest of it. Tracking moves
once every override it is in can go whole (`viewDidLoad` aside, which stays to take the
`addBehaviors` call), or once other screens repeat more than one line of it word for word.

Tracking on appear and on disappear moves into the matching hooks of one behavior:

<!-- config: min-screens = 1 -->
```swift
final class VideoViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.trackEvent("video_opened") // counted once per appearance
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Analytics.shared.trackEvent("video_closed")
    }
}
```

```swift
// file: Example.swift
final class VideoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenTrackingBehavior(eventName: "video_opened", eventNameOnDisappear: "video_closed")])
    }
}
// file: Behaviors/ScreenTrackingBehavior.swift
import UIKit

/// Tracks the screen at the moments it used to track itself.
/// Extracted by `behavior-lint fix`.
struct ScreenTrackingBehavior: ViewControllerLifecycleBehavior {
    let eventName: String
    let eventNameOnDisappear: String

    func afterAppearing(viewController: UIViewController, animated: Bool) {
        Analytics.shared.trackEvent(eventName) // counted once per appearance
    }

    func afterDisappearing(viewController: UIViewController, animated: Bool) {
        Analytics.shared.trackEvent(eventNameOnDisappear)
    }
}
```

An enum case passed to a tracking function the project declares becomes a stored property of the
parameter's declared type:

<!-- config: min-screens = 1 -->
```swift
// file: Tracking.swift
enum ScreenEvent {
    case homeShown, settingsShown
}

enum Tracking {
    static func track(_ event: ScreenEvent) {}
}
// file: Home.swift
final class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Tracking.track(.homeShown)
    }
}
// file: Settings.swift
final class SettingsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Tracking.track(.settingsShown)
    }
}
```

```swift
// file: Home.swift
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenTrackingBehavior(screenEvent: .homeShown)])
    }
}
// file: Settings.swift
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([ScreenTrackingBehavior(screenEvent: .settingsShown)])
    }
}
// file: Behaviors/ScreenTrackingBehavior.swift
import UIKit

/// Tracks the screen at the moments it used to track itself.
/// Extracted by `behavior-lint fix`.
struct ScreenTrackingBehavior: ViewControllerLifecycleBehavior {
    let screenEvent: ScreenEvent

    func afterAppearing(viewController: UIViewController, animated: Bool) {
        Tracking.track(screenEvent)
    }
}
```

"""#####,
        "slow-array-concat": #####"""
---
id: slow-array-concat
kind: performance
severity: warning
scope: file
fixable: yes
---

# slow-array-concat

A `+` chain of arrays of the kind the type checker is slow on: class, protocol or floating-point elements whose type comes from where the chain goes, or a chain in a `flatMap` closure.

## Why

Building a screen's bar buttons, constraints or rows as one sum,
`[editButtonItem] + drafts.map { UIBarButtonItem(title: $0) } + [sendItem]`, reads well, but the
type checker has to pick an overload of `+` for every operator (arrays, sequences, strings,
numbers, SIMD, Foundation's and the project's own) and a type for every literal and closure, all
together. How long that takes was measured, not guessed: each shape below is the only expression
of a function in one file, type-checked with Swift 6.3.1 on Linux (median of 5 runs, ms):

| shape (`Button` is a class, `Cell` a struct, `Row` an enum) | ms |
|---|---|
| `let b = [Button()] + names.map { Button(title: $0) } + [Button()]` (no annotation) | 2.5 |
| the same with `let b: [Button] =` | 19.5 |
| the same returned as `-> [Button]`, assigned to a `[Button]?`, passed as a `[Button]` | 19 / 29 / 21 |
| one more literal operand: annotated / not annotated | 148 / 3.8 |
| two more operands (a second `map`): annotated / not annotated | 3249 / 4.1 |
| `[Button()] + (isAdmin ? [Button()] : []) + [Button()]` annotated; with two ternaries | 11 / 79 |
| returned, a ternary last: `[b] + (c ? [b] : []) + (c ? [b] : [])`, 2–5 operands, with a `map` between, of `Button`, `any P` or `Double` (measured again after round 9) | 0.8–7 |
| returned, an array literal after two ternaries, of `Button`, `any P` or `Double` | 62–103 |
| annotated, `loadButtons()` (a `[Button]`) as 3rd of 4 operands / as the last | 4.0 / 17 |
| annotated, six array literals / `compactMap` instead of `map` (4 operands) | 2.9 / 2.5 |
| `Cell` instead of `Button`, annotated: 3 / 5 operands | 3.3 / 5.8 |
| `Row`, annotated, 8 operands (`.x` literals, two `map`s, two ternaries) | 11 |
| `[0.5] + doubles.map { $0 / 2 + 1 } + [1.5]`: not annotated / `: [Double]` | 4.2 / 591 |
| `chapters.flatMap { [$0.row] + $0.rows + [Row.footer] }`: 3 / 4 operands | 24 / 263 |
| the same closure written `{ c -> [Row] in … }` | 2.6 |
| `[Row.title] + chapters.flatMap { …3 operands… } + [Row.footer]` | 1708 |
| what `fix` writes for the annotated 5-operand `Button` chain | 2.6 |

So the cost is not the number of operands as such, nor a missing annotation: a chain without an
annotation lets its literals give the type and is fast whatever it holds. It explodes, about ten
times per operand, when the type comes from where the chain goes (an annotation, a declared result
type, an assigned property, a parameter, `as`) and the elements are of a class, a protocol
(`any P`, `Any`, `AnyObject`, `AnyHashable`) or a floating-point type: the checker then weighs every
upcast or implicit `CGFloat`/`Double` conversion of every array literal, `map`, `flatMap`,
`filter`, `sorted`, `reversed` and ternary against every `+`. An operand whose array type is
already known (a variable, a call, `x ?? []`, `compactMap`) before the last one settles it. Structs
and enums stay fast. Without `import Foundation` (which every UIKit file has) the class and
`Double` shapes stay under 4 ms; the `flatMap` ones do not (14, 209, 1058 ms).

The rule therefore reports a chain of at least `min-operands` operands (default 3) with an array
literal that either
- has the seed shape `[T(…)] + xs.map { … } + [T(…)]` (literals first and last, transforms or
  ternaries between) with `T` a class, a protocol or a floating-point type, wherever it stands: with
  nothing typing it, it is quick (2.5 ms), but it is one return, annotation or assignment away from
  20 ms, and seconds with two more operands; or
- goes where its type is given, has elements of a class (declared so in the project, or a
  `UI…`/`NS…`/`CA…` framework type; a type nested in one, `NSToolbarItem.Identifier`, is one of its
  raw-value structs or enums), a protocol, a floating-point type, or a type the project does
  not declare as a struct or enum, holds a `map`-like transform or a ternary, and has only array
  literals, transforms and ternaries before its last operand, which is not a ternary (a ternary
  last settles the type early: 1–7 ms in every shape measured); or
- is the result of a `flatMap` closure that writes no result type, or holds such a closure.

The element type is read from the annotation or result type (a returned tuple's matching
component, not the tuple), from the declaration of an assigned variable or property, from
UIKit's `rightBarButtonItems`, `toolbarItems`, `viewControllers` and
`NSLayoutConstraint.activate`, or from what the operands construct (`[Button()]`,
`map { Button(title: $0) }`, `[edit]` after `let edit = Button()`; a literal whose elements are
built as different types, `[Logo(), UIImageView()]`, names none: the array holds some supertype of
theirs, and naming the first would advise code that does not compile), always from the declaration
visible there: `guard let rows = rows` reads the outer `rows`, and an unannotated `let` that
shadows an annotated one hides its type. A chain whose element type cannot be told is not
reported. Operands are whole postfix expressions, so the `+` inside a closure operand forms a
chain of its own; code in comments and strings is never read. The finding is at the first operand.

To measure again, put each shape in a function of its own after these declarations and the
warm-up (the first function checked pays for loading the operators):

```text
import Foundation
final class Button { init() {}; init(title: String) {}; init(image: String) {} }
struct Cell { init() {}; init(title: String) {} }
enum Row { case title, footer, spacer; case item(String) }
struct Chapter { var row: Row; var rows: [Row] }
let names: [String] = [], doubles: [Double] = [], chapters: [Chapter] = []
let isAdmin = false
func loadButtons() -> [Button] { [] }
func warmUp() -> [Row] { [.title] + names.map(Row.item) + [.footer] }
```

```sh
swiftc -typecheck -Xfrontend -debug-time-function-bodies Shapes.swift            # ms per function
swiftc -typecheck -Xfrontend -warn-long-expression-type-checking=100 Shapes.swift # the shapes over 100 ms
```

(`-Xfrontend -debug-time-expression-type-checking` printed nothing with this toolchain.)

## Configuration

| option | default | meaning |
|---|---|---|
| `min-operands` | `3` | The fewest operands a chain needs before it is reported (at least 2). |

## How to fix by hand

Build the array step by step, which the checker settles in a few milliseconds whatever the
elements are:

```
var items: [UIBarButtonItem] = [editButtonItem]
items.append(contentsOf: drafts.map { UIBarButtonItem(title: $0) })
items.append(sendItem)
navigationItem.rightBarButtonItems = items
```

Or let the operands give the type: bind the chain to a `let` without an annotation (when its
literals name the element type, as `[UIBarButtonItem(title: "New")]` does), then assign or pass
that. For a chain in a `flatMap` closure, write the closure's result type:
`chapters.flatMap { chapter -> [Entry] in [chapter.title] + chapter.pages() }`.

## What fix generates

No behavior type: the fix rewrites the chain in place, when it is the whole value of an annotated
binding or of a `return` (or a body's only expression) whose declared type is an array, and uses
no `try` or `await`:

- A binding keeps its keyword and gets a closure, called at once, that builds the array in a
  local of the binding's name:

```
let items: [UIBarButtonItem] = [editButtonItem] + drafts.map { UIBarButtonItem(title: $0) } + [sendItem]
// becomes
let items: [UIBarButtonItem] = {
    var items: [UIBarButtonItem] = [editButtonItem]
    items.append(contentsOf: drafts.map { UIBarButtonItem(title: $0) })
    items.append(sendItem)
    return items
}()
```

  A reviewer merges this rather than `var items` plus appends in the scope, or a `var` under a
  second name copied into the `let`: the binding stays a constant (so a `@Sendable` closure may
  still capture it, and nothing later can change it by mistake), no second name for the same
  array appears in the function, and it works for stored properties and globals too. The closure
  is not escaping, so it needs no `self.`. A local `var` stays a `var` and is filled in place.
- A returned chain is built in a local named after the function or property when its name ends in
  a plural noun (`makeBookmarkItems` → `bookmarkItems`, `arrangedViews` → `arrangedViews`), else
  `result` (`result2` only if the body already uses `result`), and that local is returned.
- One further operand per line: `append(contentsOf:)`, or `append(_:)` for a one-element literal;
  empty literals are dropped, comments between operands kept, continuation lines re-indented.

There is no automatic fix for a chain that is assigned, passed as an argument, part of a tuple or
cast with `as` (fix cannot tell which array type to build: the message shows the shape to write),
for one whose annotation is not an array type, nor for a chain in a `flatMap` closure, nor for one
with a closure called where it is written after its first operand (`[a] + { …; return [.init(…)] }()`)
that writes no result type: as the argument of `append(contentsOf:)` its elements would lose the
type the chain gives them, and the rewrite would not compile (one that writes it, `{ () -> [Row] in
… }()`, is rewritten).

## Triggers

```swift
final class ComposeViewController: UIViewController {
    private var draftTitles: [String] = []

    private func makeToolbarItems() -> [UIBarButtonItem] {
        return ↓[UIBarButtonItem(title: "New")] + draftTitles.map { UIBarButtonItem(title: $0) } + [UIBarButtonItem(title: "Send")]
    }
}
```

```swift
final class BadgeView: UIView {
    init(text: String) { super.init(frame: .zero) }
}

final class ProfileHeaderView: UIView {
    let avatarView = UIImageView()
    let premiumBadge = BadgeView(text: "Premium")
    let spacer = UIView()

    func arrange(for user: User, tags: [String]) {
        let views: [UIView] = ↓[avatarView]
            + tags.map { BadgeView(text: $0) }
            + (user.isPremium ? [premiumBadge] : [])
            + [spacer]
        stackView.setArrangedSubviews(views)
    }
}
```

```swift
final class ReaderViewController: UIViewController {
    private var bookmarks: [Bookmark] = []
    private let shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = ↓[editButtonItem] + bookmarks.map { UIBarButtonItem(title: $0.title) } + [shareItem]
    }
}
```

```swift
final class IconStripViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate(↓[
            header.topAnchor.constraint(equalTo: view.topAnchor),
        ] + icons.map { $0.widthAnchor.constraint(equalToConstant: 44) } + [
            footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
```

```swift
struct GradientLayout {
    func stops(ratios: [CGFloat], total: CGFloat) -> [CGFloat] {
        ↓[0] + ratios.map { $0 / total } + [1]
    }
}
```

```swift
protocol FeedCellModel {}
struct HeaderModel: FeedCellModel {}
struct PostModel: FeedCellModel {
    let post: Post
}

struct FeedViewModel {
    let posts: [Post]

    var cellModels: [any FeedCellModel] {
        ↓[HeaderModel()] + posts.map { PostModel(post: $0) } + [HeaderModel()]
    }
}
```

```swift
final class TabBarBuilder {
    func build(titles: [String]) -> (controllers: [UIViewController], selectedIndex: Int) {
        return (controllers: ↓[HomeViewController()] + titles.map { PlaceholderViewController(title: $0) } + [SettingsViewController()],
                selectedIndex: 0)
    }
}
```

```swift
final class GalleryViewController: UIViewController {
    private var thumbnails: [UIView] = []

    func show(photos: [Photo]?) {
        guard let photos = photos else { return }
        thumbnails = ↓[placeholderView] + photos.map { PhotoView(photo: $0) } + [addButton]
    }
}
```

```swift
final class ReaderViewController: UIViewController {
    func reloadTableOfContents() {
        let entries = ↓[intro] + chapters.flatMap { ↓[$0.title] + $0.pages() + [$0.summary] } + [outro]
        tableOfContents.apply(entries)
    }
}
```

The seed shape, even before anything types it:

```swift
final class ComposeViewController: UIViewController {
    private var draftTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let items = ↓[UIBarButtonItem(title: "New")] + draftTitles.map { UIBarButtonItem(title: $0) } + [UIBarButtonItem(title: "Send")]
        toolbarItems = items
    }
}
```

## Does not trigger

Identifiers of a Mac toolbar: `NSToolbarItem.Identifier` is a struct nested in a framework class,
not a class, however the chain is typed:

```swift
import AppKit

final class MainWindowController: NSWindowController {
    let rightActions: [String] = []

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        return [NSToolbarItem.Identifier("browse")] + rightActions.map { NSToolbarItem.Identifier($0) }
            + [NSToolbarItem.Identifier("share")]
    }
}
```

A chain that ends in a ternary, whatever the element type: the checker settles the type there
(0.8–7 ms measured):

```swift
final class EateryViewController: UIViewController {
    func heroModifiers(_ groups: HeroModifierGroups) -> [HeroModifier] {
        [.useGlobalCoordinateSpace, .whenPresenting(.delay(0.15))]
            + (groups.contains(.fade) ? [.fade] : [])
            + (groups.contains(.translate) ? [.translate(y: 40), .timingFunction(.deceleration)] : [])
    }
}
```

Elements of different types, handed to a parameter of some supertype of theirs the tokens do
not name:

```swift
final class WarningViewController: StackViewController {
    init(lines: [String]) {
        super.init(views: [UIImageView(image: warningImage), Logo(style: .home)] + lines.map { UILabel(text: $0) } + [
            UIView(height: 16)
        ])
    }
}
```

```swift
enum SettingsSection {
    case account, about
    case feature(String)
}

final class SettingsViewController: UITableViewController {
    private func makeSections() -> [SettingsSection] {
        return [.account] + features.map { SettingsSection.feature($0) } + [.about]
    }
}
```

```swift
enum SummaryLine {
    case subtotal(Decimal), discount(Discount), shipping(Decimal), total(Decimal)
}

final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        summaryView.configure(lines: [.subtotal(cart.subtotal)] + cart.discounts.map(SummaryLine.discount) + [
            .shipping(shippingCost()),
            .total(cart.total),
        ])
    }
}
```

```swift
struct FeedBuilder {
    func items(for user: User) -> [FeedItem] {
        let items: [FeedItem] = [.header(user.displayName)]
            + pinnedPosts()
            + (user.isPremium ? [.premiumBanner] : [])
            + [.footer]
        return items
    }
}
```

```swift
extension ProfileViewController {
    func configureBarButtons() {
        navigationItem.rightBarButtonItems = [editButton] + (extraButtons ?? []) + [shareButton]
    }
}
```

```swift
enum Palette {
    static let brandColors: [UIColor] = [.systemBlue, .systemTeal] + [.systemIndigo] + [.systemPurple]
}
```

```swift
final class ReaderViewController: UIViewController {
    func reloadTableOfContents() {
        let entries = chapters.flatMap { chapter -> [Entry] in [chapter.title] + chapter.pages() + [chapter.summary] }
        tableOfContents.apply(entries)
    }
}
```

```swift
struct FeedBuilder {
    // return [.header] + makeRows() + [.footer] is slow to type-check, so:
    func items() -> [FeedItem] {
        let note = "[.header] + makeRows() + [.footer]"
        var items: [FeedItem] = [.header]
        items.append(contentsOf: makeRows())
        items.append(.footer)
        log(note)
        return items
    }
}
```

```swift
final class GreetingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = "Hello, " + session.user.firstName() + "!"
    }
}
```

```swift
struct Invoice {
    func total() -> Decimal {
        subtotal + shippingCost() + (tip ?? 0) + (isExpress ? expressFee : 0)
    }
}
```

```swift
final class InboxViewController: UITableViewController {
    private func allThreads() -> [Thread] {
        favorites + recentThreads() + archived.filter { $0.isUnread }
    }
}
```

```swift
final class PlaylistViewController: UIViewController {
    func refresh() {
        var tracks = queue
        tracks += [nowPlaying]
        tracks += upNext.filter { !$0.isSkipped }
        if tracks.count + history.count + pending() > limit {
            tracks.removeLast()
        }
        tableView.apply(tracks)
    }
}
```

<!-- config: min-operands = 4 -->
```swift
final class ComposeViewController: UIViewController {
    private func makeToolbarItems() -> [UIBarButtonItem] {
        [UIBarButtonItem(title: "New")] + draftTitles.map { UIBarButtonItem(title: $0) } + [UIBarButtonItem(title: "Send")]
    }
}
```

```swift
final class DebugMenuViewController: UIViewController {
    func actions() -> [UIAction] {
        let identifiers = Array<String>() + savedIdentifiers + recentIdentifiers
        return identifiers.map { UIAction(title: $0) { _ in } }
    }
}
```

## Fix

An annotated `let` keeps its keyword: a closure builds the array (a multi-line operand keeps its shape):

```swift
final class ComposeViewController: UIViewController {
    private var draftTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let items: [UIBarButtonItem] = [UIBarButtonItem(title: "New")]
            + draftTitles.map { title in
                UIBarButtonItem(title: title)
            }
            + [UIBarButtonItem(title: "Send")]
        toolbarItems = items
    }
}
```

```swift
final class ComposeViewController: UIViewController {
    private var draftTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let items: [UIBarButtonItem] = {
            var items: [UIBarButtonItem] = [UIBarButtonItem(title: "New")]
            items.append(contentsOf: draftTitles.map { title in
                UIBarButtonItem(title: title)
            })
            items.append(UIBarButtonItem(title: "Send"))
            return items
        }()
        toolbarItems = items
    }
}
```

A returned chain is built in a local named after the function:

```swift
final class ReaderViewController: UIViewController {
    private var bookmarkTitles: [String] = []

    private func makeBookmarkItems() -> [UIBarButtonItem] {
        return [editButtonItem] + bookmarkTitles.map { UIBarButtonItem(title: $0) } + [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
    }
}
```

```swift
final class ReaderViewController: UIViewController {
    private var bookmarkTitles: [String] = []

    private func makeBookmarkItems() -> [UIBarButtonItem] {
        var bookmarkItems: [UIBarButtonItem] = [editButtonItem]
        bookmarkItems.append(contentsOf: bookmarkTitles.map { UIBarButtonItem(title: $0) })
        bookmarkItems.append(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil))
        return bookmarkItems
    }
}
```

A one-line body is opened up, and a name the body already uses (here `views`, a parameter) is
left to it:

```swift
final class SummaryView: UIView {
    let titleLabel = UILabel()
    let totalLabel = UILabel()

    func views(around views: [UIView]) -> [UIView] { [titleLabel] + views.filter { !$0.isHidden } + [totalLabel] }
}
```

```swift
final class SummaryView: UIView {
    let titleLabel = UILabel()
    let totalLabel = UILabel()

    func views(around views: [UIView]) -> [UIView] {
        var result: [UIView] = [titleLabel]
        result.append(contentsOf: views.filter { !$0.isHidden })
        result.append(totalLabel)
        return result
    }
}
```

A local `var` is filled in place, and comments between operands are kept:

```swift
final class IconStripViewController: UIViewController {
    private let header = UIView()
    private var icons: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var constraints: [NSLayoutConstraint] = [header.topAnchor.constraint(equalTo: view.topAnchor)] // pinned first
            + icons.map { $0.widthAnchor.constraint(equalToConstant: 44) }
            // the header's own height last
            + [header.heightAnchor.constraint(equalToConstant: 60)]
        if icons.isEmpty { constraints.removeLast() }
        NSLayoutConstraint.activate(constraints)
    }
}
```

```swift
final class IconStripViewController: UIViewController {
    private let header = UIView()
    private var icons: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var constraints: [NSLayoutConstraint] = [header.topAnchor.constraint(equalTo: view.topAnchor)] // pinned first
        constraints.append(contentsOf: icons.map { $0.widthAnchor.constraint(equalToConstant: 44) })
        // the header's own height last
        constraints.append(header.heightAnchor.constraint(equalToConstant: 60))
        if icons.isEmpty { constraints.removeLast() }
        NSLayoutConstraint.activate(constraints)
    }
}
```

A computed property of protocol elements, and a stored property, each keep their form:

```swift
protocol ListItem: Sendable {}
struct HeaderItem: ListItem {}
struct TitleItem: ListItem {
    let title: String
}

struct ListModel {
    static let defaultTitles: [String] = ["Inbox", "Archive"]
    static let defaultItems: [any ListItem] = [HeaderItem()] + defaultTitles.map { TitleItem(title: $0) } + [HeaderItem()]

    var titles: [String]

    var items: [any ListItem] {
        [HeaderItem()] + titles.map { TitleItem(title: $0) } + [HeaderItem()]
    }
}
```

```swift
protocol ListItem: Sendable {}
struct HeaderItem: ListItem {}
struct TitleItem: ListItem {
    let title: String
}

struct ListModel {
    static let defaultTitles: [String] = ["Inbox", "Archive"]
    static let defaultItems: [any ListItem] = {
        var defaultItems: [any ListItem] = [HeaderItem()]
        defaultItems.append(contentsOf: defaultTitles.map { TitleItem(title: $0) })
        defaultItems.append(HeaderItem())
        return defaultItems
    }()

    var titles: [String]

    var items: [any ListItem] {
        var items: [any ListItem] = [HeaderItem()]
        items.append(contentsOf: titles.map { TitleItem(title: $0) })
        items.append(HeaderItem())
        return items
    }
}
```

"""#####,
        "unbalanced-appearance-change": #####"""
---
id: unbalanced-appearance-change
kind: defect
severity: warning
scope: file
fixable: no
---

# unbalanced-appearance-change

An appear hook changes state that outlives the screen (an observer, a stored subscription, the idle timer, the swipe-back gesture; with an option, bar visibility and navigation-bar styling) and no disappear hook restores it, or restores it too late; or an observer, or a reference to the screen, is removed at a moment that does not match the one it is added at.

## Why

Some state a screen changes when it appears is not the screen's own: the navigation bar, toolbar
and tab bar are shared with the screens around it, the idle timer and the status-bar style belong
to the application, and a NotificationCenter registration lives until it is removed. Changed in
`viewWillAppear(_:)`, `viewIsAppearing(_:)` or `viewDidAppear(_:)` and never undone, the change
leaks: the next screen pushed has no navigation bar, the device never dims again, the bar keeps
this screen's colors. An observer added on every appearance and removed only in `deinit`
registers once more each time the screen comes back, so its handler runs two, three, ten times;
so does a subscription stored in the screen's set of cancellables (or RxSwift dispose bag) on every
appearance.

The rule reports a statement of an appear hook (class body or extension, modifiers in any order,
UIKit or AppKit-style signature) that (the bars and their styling only with
`report-unrestored-chrome`, see Configuration; a restore too late always):

- hides the navigation bar, toolbar or tab bar (`setNavigationBarHidden(true, …)`,
  `isNavigationBarHidden = true`, `navigationBar.isHidden`, `setToolbarHidden`, `isToolbarHidden`,
  `toolbar.isHidden`, `tabBarController?.tabBar.isHidden`, `setTabBarHidden`, `isTabBarHidden`);
- styles the shared navigation bar (the properties and methods listed for `nav-bar-appearance`) or
  sets `UIApplication.shared.statusBarStyle`;
- sets `isIdleTimerDisabled`, or the screen's brightness (`UIScreen.main.brightness`,
  `view.window?.screen.brightness`), which the device keeps after the screen is gone, as it
  keeps the idle timer: both are reported without the option below, as observers are;
- turns off the navigation controller's swipe-back gesture
  (`navigationController?.interactivePopGestureRecognizer?.isEnabled = false`): the recognizer is
  the navigation controller's, not the screen's, so every screen shown after this one on that
  stack cannot be swiped back. Reported without the option, on the root of a stack too (the
  screens pushed above it keep the gesture off), not on a screen only ever presented by itself
  (it has no navigation controller), and not where the screens next to it switch the gesture on
  themselves when they appear (a screen it pushes, also when its view loads: pushed, it is made
  and loaded anew); a restore in a method of a project extension of
  `UIViewController` (`enableSwipeBack()`) counts;
- adds a NotificationCenter observer (`addObserver(_:selector:name:object:)`,
  `addObserver(forName:object:queue:using:)`), also by calling a method of the class that does
  (`self.addObservers()`, in the hook or a closure it runs, such as `queue.async { … }`);
- stores a subscription in a collection (Combine's `.store(in: &cancellables)`, RxSwift's
  `.disposed(by: disposeBag)`), unless the same
  override empties that collection itself (`cancellables = []` before subscribing anew), or the
  publisher is a request a call of the project's own method makes anew
  (`viewModel.fetchProfile().sink { … }`, `useCase.isCheckedIn().subscribe(onNext:)`): it
  completes, so each appearance starts one more request, not one more listener, or a source that
  emits what it is given and completes at once (RxSwift's `Observable.just(…)`, `.of(…)`,
  `.from(…)`, `.empty()`, `Single.just(…)`; Combine's `Just(…)`, `Empty()`) (a stream the
  screen or a service holds, `$state`, a subject, `NotificationCenter.default.publisher(for:)`,
  lives on and is reported);

an observer or subscription added in a block that runs on the first appearance only
(`if !didRegister { …; didRegister = true }`, `if isFirstAppear { isFirstAppear = false; … }`, or
`if observers.isEmpty { …; observers.append(token) }` and `if token == nil { token = … }`, whose
block fills what the condition asks to be empty), or
after an early exit only the first appearance
gets past (`guard runOnce else { return }` then `runOnce = false`; `if highlighter != nil { return }`
then `highlighter = …`: the override sets what the exit tests, and no other lifecycle hook of the
class sets it back; or another appear hook closes it, `isFirstAppear = false` in
`viewDidAppear(_:)`, and no hook that runs between appearances sets it), is added once, and not
reported; so is one a helper of the class adds past
such an exit (`guard keyboardObserver == nil else { return }` then `keyboardObserver =
NotificationCenter.default.addObserver(forName:…)`: it registers only while no registration of
its own is alive); nor is one filtered to an object the hook makes anew (`let alert =
UIAlertController(…)`, then `addObserver(self, selector: …, name: …, object: alert)`): it hears
that object only, and the registrations earlier appearances left wait for objects that are gone;
nor is one the hook, or the helper that adds it, removes just before
adding it again (`removeObserver(self)`, or by its name, then `addObserver(…)`): each appearance
leaves one registration; nor is an observer
whose handler removes it (`#selector(didUnlock(_:))`, `#selector(didUnlock)` or
`#selector(Screen.didUnlock)`, a method of the class that calls `removeObserver(self, name:object:)`
with the name it observes, or `removeObserver(self)`), in the hook or in a helper it calls: it
waits for one delivery and ends itself, so appearances do not pile registrations up;

when no disappear hook (`viewWillDisappear`, `viewDidDisappear`) restores it. A restore is a
statement that changes the same state, to whatever value (`setNavigationBarHidden(false, …)` and
`isNavigationBarHidden = false` both restore a hidden navigation bar), or that calls
`removeObserver` (also inside a closure, as in `observers.forEach { center.removeObserver($0) }`;
one that names its notification, `removeObserver(self, name: X, object: nil)`, removes the
observers of that notification only, so an observer of another name it adds stays and is reported;
a name made from a constant, `Notification.Name(Constants.refreshDeviceList)`, is that constant's,
and one made from a string, `Notification.Name("user.didLogin")`, is the same as every name made
from that string and as a constant named for its last component, `.didLogin`),
(but for a block-based observer whose token the adding statement drops, which only that token
could remove: `removeObserver(self)` does not, so it is reported whatever the disappear hooks do;
the add is read in the hook and in a helper of the class in the same file), or that cancels what
the subscriptions' collection holds (`cancellables.removeAll()`,
`cancellables = []`, `cancellables.forEach { $0.cancel() }`, `disposeBag = DisposeBag()`), or, for
subscriptions the code also keeps in a name of their own (`refreshDisposable?.disposed(by:
disposeBag)`), that disposes or cancels them through it (`refreshDisposable?.dispose()`).
Restores count in the class body, in its extensions in any file, in a project superclass's
disappear hooks, in `willMove(toParent:)` / `didMove(toParent:)`, and in methods of those classes
that these call, up to three calls deep (declared in the class's file or next to the hook).
A bar hidden in `viewWillAppear(_:)` that the screen's `viewDidAppear(_:)` shows again, in a
statement of its own that always runs, is hidden for the transition only: it is back before the
screen is in use, and nothing is left for the next screen.
Showing the navigation or tab bar, hiding the toolbar (a navigation controller hides it by
default, so showing it is the change that lasts), setting a styling property back to UIKit's
default (`shadowImage = nil`, `prefersLargeTitles = false`, `isTranslucent = true`), or to the
project's own where it sets one outside its screens (the appearance proxy, a coordinator, the window's tint: see
nav-bar-appearance), or `isIdleTimerDisabled = false` returns to the default state and is not
reported; neither is per-screen state (`title`, `navigationItem`, `setNeedsStatusBarAppearanceUpdate()`).
State a project superclass's appear hook sets on every appearance (a base class that applies the
app's bar tint) is re-asserted by every screen built on it, so changing it is no leak either; nor
is a hidden bar or a styling in a project whose screens state it again themselves, nor a hide
the next statement undoes. A change of the bars or their styling leaks only into a screen that
does not set that state itself when it appears, and is reported when one is there to take it in:
- a screen known to come next to it, the view controllers that push it (code or a storyboard
  segue: the screen under it, which appears again once it is popped; a push onto another
  navigation controller the code holds, `self.navi?.pushViewController(…)`, puts no screen under it) and those it pushes (in its
  code, its project superclasses' or its storyboard scene; a screen pushed through a name bound to
  a cast, `let scanner = storyboard.instantiateViewController(withIdentifier: "scanner") as!
  ScannerViewController`, is of the class it is cast to); a hidden tab bar reaches only the
  screens that push it, not those it pushes: UIKit itself keeps the tab bar hidden for every screen
  pushed above one that hides it (`hidesBottomBarWhenPushed`); the change is reported when one of
  them does not set the state on its appearances, and the message names those screens ("MenuViewController, shown next to it, does not set it and inherits the change"),
  and not when every one of them does (a menu whose detail screens show a toolbar the menu hides
  again); a screen that hides the navigation bar when it appears takes in no change of that bar's
  styling, which it does not show; and a screen that always appears with the bar it hides hidden
  already changes nothing: every screen known to push it hides that bar when it appears and shows
  it on no way out, or leaves it alone and appears with it hidden itself (above the root of a stack
  that hides the bar on every appearance);
- when no screen is known to come next to it (a coordinator or router pushes it), any screen, as
  long as no other screen of the project sets that state back to its default when it appears
  (and leaves it so). Where one does (list screens turning large titles on and detail screens
  turning them off, each in its own `viewWillAppear(_:)`, none restoring), the project's screens
  state it for themselves, and the change is not reported.
Observers and subscriptions pile up on the screen itself, wherever it sits: they are reported
whatever the screens around it do, as long as the screen is known to appear more than once
(`Reappearance`): it pushes a screen (its code, a project superclass's or subclass's, or a
storyboard segue; a screen of any type pushed onto its own navigation controller, or shown with
`show(_:sender:)`, which a navigation controller carries out as a push), which is popped off
again, or it is the first screen of a stack, a window or a tab, or a container's child, which are
switched away from and back. A screen nothing is known to
cover (a sheet made anew for each presentation, a detail screen that shows nothing further)
appears again only when the user cancels a swipe back or down, so its observers do not pile up.
A block observer whose token the statement drops is reported wherever the screen appears: no
call can remove it, so it outlives the screen itself.
Bars and styling of a screen the project makes the root of a navigation controller
(`UINavigationController(rootViewController: ScannerViewController())`, also through a name
bound before or a stored property of the type, or what a type's static method makes, which is the
project class its declaration returns: `AccountsFactory.create(with:) -> AccountsViewController`; not as the fallback of `??`, and never pushed elsewhere; a child such a screen embeds with `addChild` counts too), or the first screen of a stack set whole
(`setViewControllers([WelcomeViewController()], animated: false)`, `viewControllers = [controller]`), or of a window (`window.rootViewController = …`), or puts in a split view's column
(`setViewController(…, for: .primary)`), or a `UITabBarController` subclass creates (one of its
tabs), or a storyboard makes the root of a navigation controller
(its `rootViewController` relationship), a split view's primary column (`masterViewController`,
`compactViewController`), a tab (`viewControllers`) or the initial scene of a storyboard of several scenes (a `show` or `push` segue
pushes, an `embed` segue embeds),
leak into nothing: no screen is under it. Nor are a screen's bars and styling reported when it
is built on a library's view controller (a superclass neither the project nor UIKit declares),
which may restore them where the linter cannot read; its observers still are. Observers one
override adds and nothing removes, and subscriptions it stores and nothing cancels, are one
finding, at the first, with a note at each other; so are the changes of bars, their styling and
the idle timer one override makes and nothing restores (a bar made transparent by one statement and
translucent by the next: one restore to write, one finding naming both), and a change of the bars
a class makes again in another appear hook (hidden in `viewWillAppear(_:)` and again in
`viewDidAppear(_:)`).

A bar hidden on appear and shown again only in `viewDidDisappear(_:)` is restored too late: UIKit
calls the next screen's `viewWillAppear(_:)` before this screen's `viewDidDisappear(_:)`, so the
next screen appears with the bar as this one left it. The hide is reported, asking for the restore
in `viewWillDisappear(_:)` (a restore there, or in a helper it calls, is in time). A
`viewDidDisappear(_:)` that hides the bar again shows nothing, late or not: no such report.

A screen that code or a storyboard's modal segue presents itself, and that nothing pushes, makes
the root of a stack or adds as a child (nor any subclass of it), has no navigation controller
(`WithoutNavigationController`): the bars it hides or styles through `navigationController` (or
`tabBarController`) change nothing, too early or too late, and are not reported.

Observers that are removed can still be wrong, when they are removed at a moment that does not
match the one they are added at:

- **Added again after a cancelled swipe back** (with `report-cancelled-swipe-duplicates`, see
  Configuration). An observer added in an appear hook and removed
  only in `viewDidDisappear(_:)`, on a screen the project pushes onto a stack (code or a storyboard
  segue pushes it or a subclass): when the user starts a swipe back (or, where the screen is shown
  as a sheet, a swipe down) and cancels it, UIKit calls
  `viewWillDisappear(_:)`, then `viewWillAppear(_:)` and `viewDidAppear(_:)` again, but never
  `viewDidDisappear(_:)`, so a NotificationCenter or key-value observer is added a second time
  and every notification arrives twice (a token kept in a property loses the first observer for
  good). The finding asks for the removal in `viewWillDisappear(_:)`, which that swipe calls, with
  a note at each removal. An add that runs under a condition (in an `if`, `guard`, `switch` or
  `#if` block of its own) or after a `guard` or a `return` of its override (an earlier `if` that
  only does something else skips nothing), a screen the project makes the root of a stack (a
  tab's first screen, never popped) or embeds in one, and AppKit's argument-less hooks (no swipe
  back) are not read this way; an add through a helper of the class (`addObservers()`) is, when
  the helper adds a NotificationCenter observer itself with no `if`, `guard` or `return` (a
  helper that keeps a list and skips an observer it holds is safe).
- **Deaf after coming back.** An observer added once, in `viewDidLoad`, and removed in a
  disappear hook: when the screen comes back (from a screen shown over it, or after a cancelled
  swipe, which calls `viewWillDisappear(_:)` and then the appear hooks) nothing adds it again, and
  the screen stops hearing of what it observes. Unless an appear hook adds the same observer
  again, the add is reported: add it in `viewWillAppear(_:)` instead, or remove it in `deinit`.
  A removal made only when the screen leaves (under `if isMovingFromParent`, `isBeingDismissed`,
  whether its stack still holds it, `navigationController?.viewControllers.contains(self)`, or
  whether it has left its container already, `parent == nil` or `navigationController == nil`,
  which UIKit sets only once the screen is popped or removed; or after a `guard` on one) is not made when another screen covers this one: it is the screen's
  last, as one in `deinit` is, and nothing goes deaf. A removal in `viewDidDisappear(_:)`, which
  no cancelled swipe calls, leaves the screen deaf only when it is known to appear again
  (`Reappearance`: it pushes a screen, presents one full screen over itself, is a root, a child or a search
  controller's results screen); a one-shot overlay or a sheet that shows nothing further never
  comes back to miss anything.
  A method of the class the hooks call without arguments (`addKeyboardNotifications()`,
  `removeKeyboardNotifications()`) is read one call deep: its NotificationCenter calls count as the
  calling statement's (a helper named for observers but whose body is elsewhere is left out).
- **Deaf after coming back, through a reference to the screen.** A property the screen points at
  itself once, in `viewDidLoad` (`webView.navigationDelegate = self`, `Self.current = self`,
  directly or in a method of its own class it calls without arguments), and sets to `nil` in a
  disappear hook every time that hook runs (at its top level, after no `guard` or `return`): when
  the screen comes back nothing points the property at it again, and whatever calls it back
  through it stops. Unless an appear hook of the class or a project superclass points it at the
  screen again, the first such assignment is reported, with a note at each `nil`: set it in
  `viewWillAppear(_:)` instead. A `nil` under a condition (`if isMovingFromParent { … }`) is
  left out: the screen may be leaving for good. So is a type's property (`Self.current = self`):
  a static reference is what keeps the screen alive, and emptying it lets the screen go; and a
  container's delegate (`tabBarController?.delegate`, a tab bar controller's own `delegate`) when
  the class implements no method of that protocol: nothing is called back.

In both readings a name the override binds to the center (`let nc = NotificationCenter.default`)
stands for it in the statements after.

Observers one override adds (or one `viewDidLoad` adds) and the same overrides remove are one
finding, at the first, with a note at each other add and each removal (the keyboard's show and
hide read as one).

A defect is reported per instance, wherever it is, however many screens repeat it: it is a bug in
each screen. The same statement may also be a copy of a concern an opportunity rule reports
(`nav-bar-appearance`, `observer-lifecycle`); fix leaves such a copy where it is, since in a
behavior it would leak the same.

Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in
`Rules/README.md`).

## Configuration

| option | default | meaning |
|---|---|---|
| `report-unrestored-chrome` | false | Also report shared chrome an appear hook changes and no disappear hook restores (bar visibility and styling, the status-bar style). Off by default: read on apps nobody tuned the rule for, such a change was acted on 3 times in about 100 (docs/precision.md, rounds 14 to 21); screens mean to hand their bar on to the screens they show far more often than they forget to take it back. A restore made too late (in `viewDidDisappear(_:)`), the idle timer, observers and subscriptions are reported either way. |
| `report-cancelled-swipe-duplicates` | false | Also report observers an appear hook adds and only `viewDidDisappear(_:)` removes, which a swipe back the user cancels adds a second time. Off by default: read on apps nobody tuned the rule for, such an observer was acted on 6 times in 26 (docs/precision.md, rounds 14 to 44); the duplicate lasts until the screen disappears, most handlers (a table reload, a constraint set from the keyboard's frame) do the same thing twice, and many stacks that hide their bar cannot be swiped back at all. |

## How to fix by hand

Undo the change in the matching disappear hook: show the bar again in `viewWillDisappear(_:)`,
restore the previous colors, set `isIdleTimerDisabled = false`, remove the observer. Better, move
both halves into a behavior attached in `viewDidLoad` (see `nav-bar-visibility`,
`nav-bar-appearance` and `observer-lifecycle`), so the pair can no longer drift apart. An observer
the screen needs for its whole life belongs in `viewDidLoad` (or `init`), not in an appear hook.

## What fix generates

No automatic fix: restoring the state changes what the app does, and only a person can tell
whether the next screen relied on the leak.

## Triggers

<!-- config: report-unrestored-chrome = true -->
```swift
final class OnboardingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class VideoPlayerViewController: UIViewController {
    private let player = AVPlayer()
}

extension VideoPlayerViewController {
    @objc override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓self.tabBarController?.tabBar.isHidden = true
        UIApplication.shared.isIdleTimerDisabled = true
        player.play()
    }
}
```

```swift
// file: OrdersViewController.swift
final class OrdersViewController: UIViewController {
    func showReceipt() {
        navigationController?.pushViewController(ReceiptViewController(), animated: true)
    }
}
// file: ReceiptViewController.swift
final class ReceiptViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

```swift
// file: AppDelegate.swift
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
        return true
    }
}
// file: FeedViewController.swift
final class FeedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The root has nothing to swipe back to; the screens pushed above it do.
        ↓self.navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    func open(_ post: Int) {
        navigationController?.pushViewController(PostViewController(), animated: true)
    }
}

final class PostViewController: UIViewController {}
```

```swift
final class ChatViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓NotificationCenter.default.addObserver(
            self,
            selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification,
            object: nil
        )
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}

    @objc private func showDetails() {
        navigationController?.pushViewController(MembersViewController(), animated: true)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}
```

```swift
final class SyncStatusViewController: UIViewController {
    private var syncToken: NSObjectProtocol?

    override open func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        #if os(iOS)
        ↓syncToken = NotificationCenter.default.addObserver(forName: .syncDidFinish, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        }
        #endif
    }

    private func reload() {}

    @objc private func showDetails() {
        navigationController?.pushViewController(SyncLogViewController(), animated: true)
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class CampaignViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.navigationBar.barTintColor = .systemPink
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.titleTextAttributes = nil
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class ScannerViewController: UIViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        ↓navigationController?.setToolbarHidden(false, animated: false)
        if #available(iOS 15.0, *) {
            navigationController?.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
        }
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
// file: RecipeViewController.swift
final class RecipeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.isNavigationBarHidden = true
        ↓UIApplication.shared.isIdleTimerDisabled = true
    }
}
// file: RecipeViewController+Lifecycle.swift
extension RecipeViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.isNavigationBarHidden = false
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class ReceiptViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓DispatchQueue.main.async {
            self.navigationController?.navigationBar.isHidden = true
        }
        UIApplication.shared.statusBarStyle = .lightContent
    }
}
```

A base class that applies the tint on every appearance leaks it into screens not built on it;
its subclass's own tint is no leak, because every screen built on the base sets it again:

<!-- config: report-unrestored-chrome = true -->
```swift
class ThemedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.navigationBar.tintColor = .systemBlue
    }
}

final class PodcastViewController: ThemedViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .systemOrange
    }
}
```

A Combine subscription stored in the screen's set on every appearance, never cancelled: each value
reaches the screen once per past appearance.

```swift
final class StatusViewController: UITableViewController {
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓onboarding.$isComplete
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &cancellables)
    }

    @objc private func showDetails() {
        navigationController?.pushViewController(OnboardingViewController(), animated: true)
    }
}
```

Observers added on every appearance through the class's own helper, which nothing removes:

```swift
final class ScannerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓sessionQueue.async {
            self.addObservers()
            self.captureSession.startRunning()
        }
    }

    private func addObservers() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(sessionWasInterrupted), name: .AVCaptureSessionWasInterrupted, object: captureSession)
    }

    @objc private func sessionWasInterrupted(_ notification: Notification) {}

    @objc private func showDetails() {
        navigationController?.pushViewController(ScanResultViewController(), animated: true)
    }
}
```

The same with RxSwift, a subscription added to the screen's dispose bag on every appearance:

```swift
final class AnnotationsViewController: UIViewController {
    private let disposeBag = DisposeBag()

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        ↓viewModel.stateObservable
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] state in self?.update(state) })
            .disposed(by: disposeBag)
    }

    private func update(_ state: State) {}

    @objc private func showDetails() {
        navigationController?.pushViewController(AnnotationDetailViewController(), animated: true)
    }
}
```

A bar shown again only in `viewDidDisappear(_:)`, after the next screen has appeared:

<!-- config: report-unrestored-chrome = true -->
```swift
final class GalleryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```


An observer a cancelled swipe back adds a second time:

<!-- config: report-cancelled-swipe-duplicates = true -->
```swift
final class ServerListViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓NotificationCenter.default.addObserver(
            self, selector: #selector(pingDidComplete), name: .pingDidComplete, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func pingDidComplete() {}
}

final class ServerListCoordinator {
    func show(in navigationController: UINavigationController) {
        navigationController.pushViewController(ServerListViewController(), animated: true)
    }
}
```

An observer added through a helper of the class that adds it with no check, removed through its
partner only in `viewDidDisappear(_:)`: the helper's call is the add.

<!-- config: report-cancelled-swipe-duplicates = true -->
```swift
final class StationsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓addObservers()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        removeObservers()
    }

    private func addObservers() {
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .stationsDidChange, object: nil)
    }

    private func removeObservers() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func reload() {}
}

final class StationsCoordinator {
    func show(in navigationController: UINavigationController) {
        navigationController.pushViewController(StationsViewController(), animated: true)
    }
}
```

Keyboard observers with `#selector` handlers, added in `viewDidAppear(_:)` and removed all at once
in `viewDidDisappear(_:)`: one finding, at the first, with a note at the other (the keyboard's show
and hide are one chore).

<!-- config: report-cancelled-swipe-duplicates = true -->
```swift
final class LoginViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}

final class LoginCoordinator {
    func show(in navigationController: UINavigationController) {
        navigationController.pushViewController(LoginViewController(), animated: true)
    }
}
```

A block-based observer whose token is kept in a host property, removed only in
`viewDidDisappear(_:)`: added a second time, the property loses the first observer for good.

<!-- config: report-cancelled-swipe-duplicates = true -->
```swift
final class CommentComposerViewController: UIViewController {
    private var backgroundObserver: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification,
            object: nil,
            queue: .main
        ) { [weak self] _ in
            self?.view.endEditing(true)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let backgroundObserver {
            NotificationCenter.default.removeObserver(backgroundObserver)
        }
    }
}

final class CommentComposerCoordinator {
    func show(in navigationController: UINavigationController) {
        navigationController.pushViewController(CommentComposerViewController(), animated: true)
    }
}
```

A removal that names its notification, with `self.` and `override open` / `@objc override` modifiers.

<!-- config: report-cancelled-swipe-duplicates = true -->
```swift
open class FeedViewController: UITableViewController {
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓self.notificationCenter.addObserver(self, selector: #selector(refresh),
                                            name: .feedDidChange, object: nil)
    }

    @objc override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        self.notificationCenter.removeObserver(self, name: Notification.Name.feedDidChange, object: nil)
    }

    private let notificationCenter = NotificationCenter.default
    @objc private func refresh() { tableView.reloadData() }
}

final class FeedCoordinator {
    func show(in navigationController: UINavigationController) {
        navigationController.pushViewController(FeedViewController(), animated: true)
    }
}
```

KVO on a player, added and removed with the same key path, the removal only in `viewDidDisappear(_:)`.

<!-- config: report-cancelled-swipe-duplicates = true -->
```swift
final class VideoViewController: UIViewController {
    private let player = AVPlayer()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.rate))
    }
}

final class VideoCoordinator {
    func show(in navigationController: UINavigationController) {
        navigationController.pushViewController(VideoViewController(), animated: true)
    }
}
```

Keyboard observers added once in `viewDidLoad` and removed on every disappearance: after a screen
shown over it closes, the form no longer moves out of the keyboard's way.

```swift
final class VerifyUsernameViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}
```

Removed in `viewDidDisappear(_:)` on a screen that presents another full screen: dismissing it
shows this one again, deaf.

```swift
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓NotificationCenter.default.addObserver(
            self, selector: #selector(itemDidEnd), name: .AVPlayerItemDidPlayToEndTime, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func itemDidEnd() {}

    @objc private func showComments() {
        let comments = CommentsViewController()
        comments.modalPresentationStyle = .fullScreen
        present(comments, animated: true)
    }
}
```

Observers of names made from strings, on the first screen of a stack a coordinator sets through a
factory (the class `create()` is declared to return), which comes back each time a screen pushed
over it is popped: the disappear hook removes one of the two names only.

```swift
// file: AccountsCoordinator.swift
final class AccountsCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let accounts = AccountsFactory.create()
        navigationController.viewControllers = [accounts]
    }
}
// file: AccountsViewController.swift
final class AccountsFactory {
    class func create() -> AccountsViewController { AccountsViewController() }
}

final class AccountsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: Notification.Name("accountCreated"), object: nil)
        ↓NotificationCenter.default.addObserver(
            self, selector: #selector(refresh), name: Notification.Name("identityCreated"), object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: Notification.Name("accountCreated"), object: nil)
    }

    @objc private func refresh() {}
}
```

Removed in `viewDidDisappear(_:)` on a screen its superclass's `show(_:sender:)` covers with
another (a navigation controller pushes what it is shown): popping that one shows this screen
again, deaf.

```swift
class SegueTableViewController: UITableViewController {
    func show(_ identifier: String, sender: Any?) {
        guard let destination = makeDestination(for: identifier) else { return }
        self.show(destination, sender: sender)
    }

    func makeDestination(for identifier: String) -> UIViewController? { nil }
}

final class ProfileTableViewController: SegueTableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓NotificationCenter.default.addObserver(
            self, selector: #selector(messageDidUpdate), name: .messageDidUpdate, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: .messageDidUpdate, object: nil)
    }

    @objc private func messageDidUpdate() {}
}

extension Notification.Name {
    static let messageDidUpdate = Notification.Name("messageDidUpdate")
}
```

The same through helpers of the screen, read one call deep:

```swift
final class SignupFormViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓addKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardNotifications()
    }

    private func addKeyboardNotifications() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    private func removeKeyboardNotifications() {
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
}
```

A web view's navigation delegate set once and taken away on every disappearance: after a
cancelled swipe back, the sign-in page's redirect reaches no one.

```swift
final class SignInViewController: UIViewController, WKNavigationDelegate {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let webView = WKWebView(frame: view.bounds)
        ↓webView.navigationDelegate = self
        self.webView = webView
        view.addSubview(webView)
    }

    override func viewWillDisappear(_ animated: Bool) {
        webView.navigationDelegate = nil
        super.viewWillDisappear(animated)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
}
```

The same through a name bound to the center, removed with every observer of the screen:

```swift
final class PlansViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let nc = NotificationCenter.default
        ↓nc.addObserver(self, selector: #selector(productsDidFetch(_:)), name: .productsDidFetch, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func productsDidFetch(_ notification: Notification) {}
}
```

A block-based observer added on every appearance whose token the statement drops:
`removeObserver(self, name:object:)` removes only observers `self` is, so this one is never removed:

```swift
final class ChatViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓NotificationCenter.default.addObserver(forName: .messageMenuShown, object: nil, queue: .main) { [weak self] _ in
            self?.view.endEditing(true)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: .messageMenuShown, object: nil)
    }
}
```

Two notifications observed through a helper on every appearance, and the removal helper pasted
with the first name twice: the second notification's observer is never removed.

```swift
final class VerifyEmailViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓addObservers()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeObservers()
    }

    private func addObservers() {
        NotificationCenter.default.addObserver(self, selector: #selector(didBecomeActive),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(willResignActive),
                                               name: UIApplication.willResignActiveNotification, object: nil)
    }

    private func removeObservers() {
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func didBecomeActive() {}
    @objc private func willResignActive() {}

    @objc private func showDetails() {
        navigationController?.pushViewController(ChangeEmailViewController(), animated: true)
    }
}
```

A tab bar hidden and never shown again: the profile it was pushed from comes back without it.

<!-- config: report-unrestored-chrome = true -->
```swift
final class ProfileViewController: UIViewController {
    func editProfile() {
        navigationController?.pushViewController(EditProfileViewController(), animated: true)
    }
}

final class EditProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓tabBarController?.tabBar.isHidden = true
    }

    func pickAvatar() {
        navigationController?.pushViewController(AvatarPickerViewController(), animated: true)
    }
}

final class AvatarPickerViewController: UIViewController {}
```

An observer of a name made from a constant, which the disappear hook does not remove (it removes
the foreground observer only): every appearance adds one more.

```swift
final class DevicesViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(appWillEnterForeground), name: UIApplication.willEnterForegroundNotification,
            object: nil)
        ↓NotificationCenter.default.addObserver(
            self, selector: #selector(refreshDeviceList), name: Notification.Name(Constants.refreshDeviceList),
            object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(
            self, name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    @objc private func appWillEnterForeground() {}
    @objc private func refreshDeviceList() {}

    @objc private func showDetails() {
        navigationController?.pushViewController(DeviceDetailViewController(), animated: true)
    }
}
```

A QR code screen turning the brightness up and never putting the user's back:

```swift
final class QRCodeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓UIScreen.main.brightness = 1.0
    }
}
```

## Does not trigger

A one-shot overlay that removes its keyboard observers in `viewDidDisappear(_:)`: nothing covers it
for it to come back, and no cancelled swipe calls that hook, so it never goes deaf:

```swift
final class PromoCodePopupViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
}
```

A modal presented by itself hides a bar it does not have: `navigationController` is nil there.

```swift
final class AddKeyModalViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class KeysViewController: UIViewController {
    @objc private func addKey() {
        let modal = AddKeyModalViewController()
        present(modal, animated: true)
    }
}
```

A sheet that shows nothing further adds its keyboard observers on its only appearance: it is made
anew for each presentation, and nothing covers it for it to appear again:

```swift
final class TransferSheetViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
}
```

A subscription made on every appearance and kept in a property as well as in the dispose bag:
the disappear hook disposes it through the property, so it ends whatever the bag holds on to:

```swift
final class WebViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private var refreshDisposable: Disposable?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshDisposable = NotificationCenter.default.rx.notification(.refreshVisibleWebView)
            .subscribe(onNext: { [weak self] _ in self?.reload() })
        refreshDisposable?.disposed(by: disposeBag)
    }

    override func viewWillDisappear(_ animated: Bool) {
        refreshDisposable?.dispose()
        super.viewWillDisappear(animated)
    }

    private func reload() {}
}

extension Notification.Name {
    static let refreshVisibleWebView = Notification.Name("refreshVisibleWebView")
}
```

Observers added once, behind a check that the tokens they are kept in are still none, which the
block itself fills: the next appearance passes them by, so nothing piles up:

```swift
final class ChatsListViewController: UIViewController {
    private var observers: [NSObjectProtocol] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if self.observers.isEmpty {
            NotificationCenter.default.addObserver(
                self, selector: #selector(reload(_:)), name: UIApplication.significantTimeChangeNotification, object: nil)
            let observer = NotificationCenter.default.addObserver(forName: .accountDeleted, object: nil, queue: .main) {
                [weak self] _ in self?.reload(nil)
            }
            self.observers.append(observer)
        }
    }

    @objc private func reload(_ notification: Notification?) {}
}

extension Notification.Name {
    static let accountDeleted = Notification.Name("accountDeleted")
}
```

An observer added once, in `viewDidLoad()`, and removed only when the screen is no longer on its
stack (popped): a screen pushed over it leaves it listening, so it does not go deaf:

```swift
final class AdministrateGroupViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(membersChanged(_:)), name: .groupMembersChanged, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if (self.navigationController?.viewControllers.contains(self) ?? false) == false {
            NotificationCenter.default.removeObserver(self, name: .groupMembersChanged, object: nil)
        }
    }

    @objc private func membersChanged(_ notification: Notification) {}
}

extension Notification.Name {
    static let groupMembersChanged = Notification.Name("groupMembersChanged")
}
```

An observer removed once the screen has left its navigation controller (UIKit sets `parent` to
nil when the screen is popped, never while a screen pushed over it covers it):

```swift
final class DocumentsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(reload(_:)), name: .documentsChanged, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if parent == nil {
            cleanup()
        }
    }

    private func cleanup() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func reload(_ notification: Notification) {}

    @objc private func open() {
        navigationController?.pushViewController(DocumentViewController(), animated: true)
    }
}

final class DocumentViewController: UIViewController {}

extension Notification.Name {
    static let documentsChanged = Notification.Name("documentsChanged")
}
```

A value sent once through a source that completes at once: nothing stays subscribed.

```swift
final class AlertDemoViewController: UIViewController {
    private let disposeBag = DisposeBag()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Observable.just(AlertEvent.deleteRecord)
            .bind(to: AlertCenter.shared.rx.showAlert)
            .disposed(by: disposeBag)
    }
}
```

The brightness put back on the way out:

```swift
final class InviteQRViewController: UIViewController {
    private var previousBrightness: CGFloat = 0.5

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        previousBrightness = UIScreen.main.brightness
        UIScreen.main.brightness = 1.0
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIScreen.main.brightness = previousBrightness
    }
}
```

By default, a bar a screen hides (or styles) and leaves so for the screens it shows, which is
more often meant than not (`report-unrestored-chrome` reports it):

```swift
final class PhotoViewerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func showDetails() {
        navigationController?.pushViewController(PhotoDetailsViewController(), animated: true)
    }
}

final class PhotoDetailsViewController: UIViewController {}
```

A bar hidden for the push transition and shown again once the screen has appeared:

<!-- config: report-unrestored-chrome = true -->
```swift
final class PhotoPreviewViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.isHidden = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.navigationBar.isHidden = false
    }
}

final class PhotoGridViewController: UIViewController {
    func open(_ photo: Photo) {
        navigationController?.pushViewController(PhotoPreviewViewController(), animated: true)
    }
}
```

A tint restored through a navigation controller the disappear hook picks itself, in an animation:

<!-- config: report-unrestored-chrome = true -->
```swift
final class PackageViewController: UIViewController {
    weak var weakNavController: UINavigationController?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let collapsed = splitViewController?.isCollapsed ?? false
        let navController = collapsed ? (splitViewController?.viewControllers[0] as? UINavigationController) : weakNavController
        UIView.animate(withDuration: 0.8) {
            navController?.navigationBar.tintColor = UINavigationBar.appearance().tintColor
        }
    }
}
```

Large titles each screen states for itself when it appears, on in the lists and off in the detail
screens, with nothing restored on the way out: whatever a screen leaves, the next one sets its own.

<!-- config: report-unrestored-chrome = true -->
```swift
final class AlbumsViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = true
    }
}

final class ArtistsViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = true
    }
}

final class AlbumDetailViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = false
    }
}
```

A block-based observer whose token is kept and removed on the way out:

```swift
final class ChatViewController: UIViewController {
    private var menuObserver: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        menuObserver = NotificationCenter.default.addObserver(forName: .messageMenuShown, object: nil, queue: .main) { _ in }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let menuObserver { NotificationCenter.default.removeObserver(menuObserver) }
    }
}
```

An observer added in `viewDidLoad` and added again by an appear hook after the disappear hook
removed it, and one added in `viewDidLoad` and removed in `deinit`: neither goes deaf.

```swift
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeChanged),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func contentSizeChanged() {}
}
```

A reference to the screen set again on every appearance, one emptied only when the screen leaves
for good, and one emptied in `deinit`: none goes deaf.

```swift
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        player.delegate = self
        webView.navigationDelegate = self
        PlayerViewController.current = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        player.delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        player.delegate = nil
        if isMovingFromParent { webView.navigationDelegate = nil }
    }

    deinit {
        PlayerViewController.current = nil
    }
}
```

A type's reference to the overlay, emptied when it goes (what kept it alive), and a tab bar
controller's own delegate, emptied on every disappearance, that answers nothing the tab bar asks:

```swift
final class ArrowsViewController: UIViewController {
    static var current: ArrowsViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        ArrowsViewController.current = self
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        ArrowsViewController.current = nil
    }
}

final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        delegate = nil
    }
}
```

A toolbar a detail screen shows and never hides, when the detail screen shows nothing further and
the only screen that pushes it hides the toolbar again on each of its appearances:

<!-- config: report-unrestored-chrome = true -->
```swift
final class MenuViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    func open() {
        navigationController?.pushViewController(EditorViewController(), animated: true)
    }
}

final class EditorViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }
}
```

A bar hidden on appear and shown again in `viewWillDisappear(_:)`, in time for the next screen:

<!-- config: report-unrestored-chrome = true -->
```swift
final class GalleryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
```

An observer added on the first appearance only, behind a flag the block sets:

```swift
final class AdvancedPreferencesViewController: NSViewController {
    private var didRegisterForNotification = false

    override func viewWillAppear() {
        super.viewWillAppear()
        if !didRegisterForNotification {
            NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
                self?.updateUI()
            }
            didRegisterForNotification = true
        }
    }

    private func updateUI() {}
}
```

Subscriptions and observers past an exit that only the first appearance gets by:

```swift
final class MainTabBarController: UITabBarController {
    private var runOnce = true
    private var cancellables: Set<AnyCancellable> = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard runOnce else { return }
        runOnce = false
        WalletManager.instance.$state
            .sink { [weak self] state in self?.show(state) }
            .store(in: &cancellables)
    }

    private func show(_ state: WalletState) {}
}

final class EditorViewController: UIViewController {
    private var highlighter: Highlighter?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if highlighter != nil {
            return
        }
        highlighter = Highlighter()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
}

final class PhotoViewerViewController: UIViewController {
    private var isFirstAppear = true

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !isFirstAppear {
            return
        }
        NotificationCenter.default.addObserver(
            self, selector: #selector(orientationChanged(_:)), name: UIDevice.orientationDidChangeNotification,
            object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isFirstAppear = false
    }

    @objc private func orientationChanged(_ notification: Notification) {}
}
```

Observers the hook, or its helper, removes just before adding them again: one registration each,
whatever the number of appearances.

```swift
final class EditionViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.removeObserver(self)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        observeInterruptions()
    }

    private func observeInterruptions() {
        NotificationCenter.default.removeObserver(self, name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(interrupted(_:)), name: AVAudioSession.interruptionNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func interrupted(_ notification: Notification) {}
}
```

A helper that registers only while no registration of its own is alive:

```swift
final class ReplyComposerViewController: UIViewController {
    private var keyboardObserver: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beginObservingKeyboard()
    }

    private func beginObservingKeyboard() {
        guard keyboardObserver == nil else { return }
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] notification in
            self?.keyboardWillChangeFrame(notification)
        }
    }

    private func endObservingKeyboard() {
        guard let keyboardObserver else { return }
        NotificationCenter.default.removeObserver(keyboardObserver)
        self.keyboardObserver = nil
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {}

    deinit {
        endObservingKeyboard()
    }
}
```

An observer of an alert the hook makes anew, which hears that alert only:

```swift
final class PlayerViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard startPosition > 0 else { return }
        let resumeAlert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        NotificationCenter.default.addObserver(
            self, selector: #selector(alertFocusDidChange(_:)), name: .focusDidChange, object: resumeAlert)
        resumeAlert.addAction(UIAlertAction(title: "Resume", style: .default) { _ in self.resume() })
        present(resumeAlert, animated: true)
    }

    @objc private func alertFocusDidChange(_ notification: Notification) {}
}
```

A bar tinted with the tint the app gives its window, which every bar inherits anyway:

<!-- config: report-unrestored-chrome = true -->
```swift
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.tintColor = .brand
        window?.makeKeyAndVisible()
        return true
    }
}

final class CatalogViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .brand
    }

    func open(_ item: Item) {
        navigationController?.pushViewController(ItemViewController(item: item), animated: true)
    }
}

final class ItemViewController: UIViewController {
    init(item: Item) { super.init(nibName: nil, bundle: nil) }
}
```

A scanner pushed (through a name bound to a cast) only from the root of a stack that hides the bar
on every appearance: the bar is hidden before the scanner hides it, and hiding it again changes
nothing:

<!-- config: report-unrestored-chrome = true -->
```swift
final class DevicesCoordinator {
    func start() -> UIViewController {
        UINavigationController(rootViewController: DevicesViewController())
    }
}

final class DevicesViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func addDevice() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let scanner = storyboard.instantiateViewController(withIdentifier: "scanner") as! ScannerViewController
        navigationController?.pushViewController(scanner, animated: true)
    }
}

final class ScannerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func connect() {
        navigationController?.pushViewController(ConnectViewController(), animated: true)
    }
}

final class ConnectViewController: UIViewController {}
```

A tab bar hidden for the screens an account screen pushes, as `hidesBottomBarWhenPushed` would
hide it; the settings screen under it shows it again:

<!-- config: report-unrestored-chrome = true -->
```swift
final class SettingsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarController?.tabBar.isHidden = false
    }

    func openAccount() {
        navigationController?.pushViewController(AccountViewController(), animated: true)
    }
}

final class AccountViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarController?.tabBar.isHidden = true
    }

    func changePassword() {
        navigationController?.pushViewController(ChangePasswordViewController(), animated: true)
    }
}

final class ChangePasswordViewController: UIViewController {}
```

A request the project's own method makes on every appearance, stored until it completes:

```swift
final class ProfileViewController: UIViewController {
    private let viewModel = ProfileViewModel()
    private var cancellables: Set<AnyCancellable> = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.fetchProfile()
            .sink { _ in }
            .store(in: &cancellables)
    }
}

final class ProfileViewModel {
    func fetchProfile() -> AnyPublisher<Never, Never> {
        Empty().eraseToAnyPublisher()
    }
}
```

A subscription in a block that closes its own condition on the first appearance, and styling the
app's navigation controller subclass gives every bar (`setBackgroundImage(_:for:)` included):

<!-- config: report-unrestored-chrome = true -->
```swift
final class TabsViewController: UITabBarController {
    private let disposeBag = DisposeBag()
    var isFirstAppear = true

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isFirstAppear {
            isFirstAppear = false
            rx.didSelect.subscribe(onNext: { [weak self] _ in self?.reload() }).disposed(by: disposeBag)
        }
    }

    private func reload() {}
}

final class BaseNavigationViewController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.setBackgroundImage(UIImage(), for: UIBarMetrics.default)
        navigationBar.isTranslucent = true
    }
}

final class WalletHomeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: UIBarMetrics.default)
        navigationController?.navigationBar.isTranslucent = true
    }
}
```

An observer that waits for one notification and removes itself when it arrives:

```swift
final class LaunchViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !UIApplication.shared.isProtectedDataAvailable {
            NotificationCenter.default.addObserver(
                self, selector: #selector(protectedDataDidBecomeAvailable(_:)),
                name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)
        }
    }

    @objc private func protectedDataDidBecomeAvailable(_ notification: Notification) {
        NotificationCenter.default.removeObserver(
            self, name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)
        continueLaunch()
    }

    private func continueLaunch() {}
}
```

The same through a helper, the handler named without its parameter list:

```swift
final class SplashViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startSetup()
    }

    private func startSetup() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(SplashViewController.setupFinished),
            name: NSNotification.Name(rawValue: "SetupFinished"), object: nil)
        SetupService.shared.start()
    }

    @objc private func setupFinished() {
        NotificationCenter.default.removeObserver(
            self, name: NSNotification.Name(rawValue: "SetupFinished"), object: nil)
        showHome()
    }

    private func showHome() {}
}
```

Subscriptions stored once in `viewDidLoad`, cancelled in a disappear hook, or stored after
the appear hook empties the set itself:

```swift
final class StatusViewController: UITableViewController {
    private var cancellables = Set<AnyCancellable>()
    private var appearanceSubscriptions = Set<AnyCancellable>()
    private var refreshSubscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        settings.$units.sink { [weak self] _ in self?.tableView.reloadData() }.store(in: &cancellables)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onboarding.$isComplete.sink { [weak self] _ in self?.tableView.reloadData() }.store(in: &appearanceSubscriptions)
        refreshSubscriptions = []
        clock.$tick.sink { [weak self] _ in self?.refresh() }.store(in: &refreshSubscriptions)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceSubscriptions.removeAll()
    }

    private func refresh() {}
}
```

An RxSwift bag replaced on the way out, which disposes what the appearance added:

```swift
final class AnnotationsViewController: UIViewController {
    private var appearanceBag = DisposeBag()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.stateObservable.subscribe(onNext: { [weak self] state in self?.update(state) }).disposed(by: appearanceBag)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearanceBag = DisposeBag()
    }

    private func update(_ state: State) {}
}
```

The app's translucency, set on the appearance proxy by a top-level function, re-asserted by a
screen; one sheet's own stack made translucent elsewhere does not change the default:

<!-- config: report-unrestored-chrome = true -->
```swift
// file: Appearance.swift
import UIKit

func applyApplicationAppearance() {
    UINavigationBar.appearance().isTranslucent = false;
}
// file: MapViewController.swift
import UIKit

final class MapViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController?.navigationBar.isTranslucent = false;
    }

    func showSheet() {
        let sheet = UINavigationController(rootViewController: UIViewController())
        sheet.navigationBar.isTranslucent = true
        present(sheet, animated: true)
    }
}
```

A screen built on a library's view controller, which may restore the bar itself, and a screen
setting the tint the app gives every bar on the appearance proxy:

<!-- config: report-unrestored-chrome = true -->
```swift
final class HelpBrowserViewController: PodWebBrowserViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UINavigationBar.appearance().tintColor = .systemIndigo
        return true
    }
}

final class AboutViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .systemIndigo
    }
}
```

The root of a stack presented for itself:

<!-- config: report-unrestored-chrome = true -->
```swift
final class WalletViewController: UIViewController {
    func scanCard() {
        present(UINavigationController(rootViewController: CardScannerViewController()), animated: true)
    }
}

final class CardScannerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.navigationBar.tintColor = .white
    }
}
```

A restore in `willMove(toParent:)`, or two helper calls down from a disappear hook:

<!-- config: report-unrestored-chrome = true -->
```swift
final class MapViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.navigationBar.tintColor = .white
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if parent == nil { navigationController?.setNavigationBarHidden(false, animated: true) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        cleanUp()
    }

    private func cleanUp() {
        restoreChrome()
    }

    private func restoreChrome() {
        navigationController?.navigationBar.tintColor = nil
    }
}
```

A restore through a name bound to the navigation controller is a restore:

<!-- config: report-unrestored-chrome = true -->
```swift
final class PlayerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let nav = navigationController {
            nav.setNavigationBarHidden(false, animated: animated)
        }
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class OnboardingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // navigationController?.setNavigationBarHidden(true, animated: animated)
        /* UIApplication.shared.isIdleTimerDisabled = true */
        let note = "NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .x, object: nil)"
        print(note)
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .profileDidChange, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.isNavigationBarHidden = false
        NotificationCenter.default.removeObserver(self, name: .profileDidChange, object: nil)
    }

    @objc private func refresh() {}
}
```

```swift
// file: PaymentViewController.swift
final class PaymentViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        enableSwipeBack()
    }
}
// file: UIViewController+SwipeBack.swift
extension UIViewController {
    func enableSwipeBack() {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
```

```swift
// file: CartViewController.swift
final class CartViewController: UIViewController {
    @objc private func pay() {
        present(PinViewController(), animated: true)
    }
}
// file: PinViewController.swift
final class PinViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Presented by itself, it has no navigation controller.
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

```swift
// file: WizardViewController.swift
final class WizardViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.pushViewController(WizardStepViewController(), animated: true)
    }
}
// file: WizardStepViewController.swift
final class WizardStepViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The screen after it switches the gesture back on itself.
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
```

```swift
// file: AssetsViewController.swift
final class AssetsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    @objc private func createWallet() {
        navigationController?.pushViewController(CreateWalletViewController(), animated: true)
    }
}
// file: CreateWalletViewController.swift
final class CreateWalletViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Pushed, it is made anew: it switches the swipe back on as it arrives.
        swipeToBack()
    }
}
// file: UIViewController+SwipeBack.swift
extension UIViewController {
    func swipeToBack() {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
```

```swift
// The project's screens switch the swipe back on themselves when they appear.
final class HomeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}

final class ProfileViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}

final class ScannerViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
```

A bar hidden on appear and hidden again in `viewDidDisappear(_:)`: nothing there shows it, so
nothing is undone too late (the app keeps the bar hidden):

```swift
final class ChangeLocationViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.isNavigationBarHidden = true
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationController?.isNavigationBarHidden = true
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class KioskViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.isIdleTimerDisabled = true
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        self.restoreChrome()
    }

    private func restoreChrome() {
        UIApplication.shared.isIdleTimerDisabled = false
        navigationController?.navigationBar.tintColor = nil
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
class FullScreenViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tabBarController?.tabBar.isHidden = false
    }
}

final class StoriesViewController: FullScreenViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarController?.tabBar.isHidden = true
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class HomeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
        navigationController?.isToolbarHidden = true
        navigationController?.navigationBar.shadowImage = nil
        navigationController?.navigationBar.prefersLargeTitles = false
        UIApplication.shared.isIdleTimerDisabled = false
        title = "Home"
        navigationItem.backButtonTitle = ""
        setNeedsStatusBarAppearanceUpdate()
        NotificationCenter.default.post(name: .homeDidAppear, object: self)
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    @objc private func keyboardWillShow() {}

    func enterFocusMode() {
        navigationController?.setNavigationBarHidden(true, animated: true)
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class TourCoordinator: NSObject {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func viewWillAppear(_ animated: Bool) {
        navigationController.setNavigationBarHidden(true, animated: animated)
        UIApplication.shared.isIdleTimerDisabled = true
    }
}

final class GradientView: UIView {
    weak var navigationController: UINavigationController?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        navigationController?.navigationBar.tintColor = .label
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class CartViewController: UIViewController {
    private let checkoutButton = UIButton(type: .system)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        checkoutButton.addAction(UIAction { [weak self] _ in
            self?.navigationController?.setNavigationBarHidden(true, animated: true)
        }, for: .touchUpInside)
        if navigationController?.isNavigationBarHidden == true {
            print("bar hidden")
        }
    }
}
```

<!-- config: report-unrestored-chrome = true -->
```swift
final class PlayerViewController: UIViewController {
    private var keyboardToken: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in }
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let keyboardToken {
            NotificationCenter.default.removeObserver(keyboardToken)
        }
        navigationController?.navigationBar.setBackgroundImage(nil, for: .default)
    }
}
```

"""#####,
        "unstopped-timer": #####"""
---
id: unstopped-timer
kind: defect
severity: warning
scope: file
fixable: no
---

# unstopped-timer

A screen starts a repeating timer that holds it (target: self, or a block that captures self) in viewDidLoad or an appear hook, and nothing but the timer's own handler or deinit ever stops it: the timer keeps firing after the screen is covered or gone, and keeps the screen in memory.

## Why

A scheduled `Timer` is held by the run loop until it is invalidated, and a timer holds its
target (`Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`) or its block
(`Timer.scheduledTimer(withTimeInterval:repeats:block:)`) with whatever the block captures. A
repeating timer that a screen starts with `target: self`, or whose block captures `self` strongly,
therefore keeps the screen alive and keeps firing until someone calls `invalidate()`: after the
user has left, the screen polls the server, moves its map, counts down and shows spinners for no
one, and, started in an appear hook, one more timer runs after every appearance. `deinit` is no
place to stop it: the timer holds the screen, so the screen is never freed. A countdown that
invalidates itself when it reaches zero still runs on when the user leaves before that.

The rule reports, at the statement that starts it, a `Timer.scheduledTimer(…)` call with
`repeats: true` whose `target:` is `self` or whose block (argument or trailing closure) uses
`self` without capturing it `weak` or `unowned`, in `viewDidLoad()`, `viewWillAppear(_:)`,
`viewIsAppearing(_:)` or `viewDidAppear(_:)` of a view controller, or in a method of the screen's
own class one of those hooks calls without arguments, where no method of the screen or of a
project superclass calls `invalidate()` but three: `deinit` (never run while the timer holds the
screen), the timer's own handler (`#selector(…)`: a countdown that ends itself runs on when the
user leaves first) and the method that starts it (which stops the last timer to start the next).
A disappear hook, a close button's action or a `stop()` that invalidates a timer is a way the
screen stops it, and the rule leaves the screen alone. A timer that does not repeat ends on its
own; a block that captures `[weak self]`, or never uses `self`, lets the screen go. Started in an
appear hook, the message adds that each appearance starts one more, unless the method that starts
it invalidates a timer first (the last one, stopped before the next starts).

Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in
`Rules/README.md`).

## Configuration

This rule has no options.

## How to fix by hand

Keep the timer in a property, invalidate it in `viewWillDisappear(_:)` (or `viewDidDisappear(_:)`)
and set the property to `nil`; start it in `viewWillAppear(_:)` if the screen needs it again when it
comes back. A block-based timer that only refreshes the screen can capture `[weak self]` as well,
but it still fires after the screen has left until it is invalidated.

## What fix generates

Nothing: where the screen should start the timer again is the screen's to say.

## Triggers

A poll started when the view loads, with the screen as its target.

```swift
final class WalkerStatusViewController: UIViewController {
    var refreshTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        ↓refreshTimer = Timer.scheduledTimer(timeInterval: 15, target: self, selector: #selector(reload), userInfo: nil, repeats: true)
    }

    @objc func reload() {}
}
```

A block that captures the screen, started on every appearance.

```swift
final class WalkerMapViewController: UIViewController {
    private var timer: Timer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓timer = Timer.scheduledTimer(withTimeInterval: 7.0, repeats: true) { _ in
            self.fetchMarkers()
        }
    }

    func fetchMarkers() {}
}
```

In a method the screen's hook calls; a countdown that stops itself only when it reaches zero.

```swift
final class SMSVerificationViewController: UIViewController {
    var timer = Timer()
    var seconds = 60

    override func viewDidLoad() {
        super.viewDidLoad()
        runTimer()
    }

    func runTimer() {
        ↓timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(updateTimer), userInfo: nil, repeats: true)
    }

    @objc func updateTimer() {
        seconds -= 1
        if seconds == 0 {
            timer.invalidate()
        }
    }
}
```

Stopped only in `deinit`, which never runs while the timer holds the screen.

```swift
final class ClockViewController: UIViewController {
    private var timer: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓timer = Timer.scheduledTimer(
            timeInterval: 1,
            target: self,
            selector: #selector(tick),
            userInfo: nil,
            repeats: true)
    }

    deinit {
        timer?.invalidate()
    }

    @objc func tick() {}
}
```

The block passed by its label, inside a request's completion.

```swift
final class AuthyViewController: UIViewController {
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        ↓api.register { result in
            self.timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true, block: { _ in self.check() })
        }
    }

    func check() {}
}
```

A disappear hook that stops something else.

```swift
final class TrackingViewController: UIViewController {
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        ↓timer = Timer.scheduledTimer(timeInterval: 3, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        locationManager.stopUpdatingLocation()
    }

    @objc func poll() {}
}
```

## Does not trigger

Invalidated when the screen disappears.

```swift
final class WalkerStatusViewController: UIViewController {
    var refreshTimer: Timer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshTimer = Timer.scheduledTimer(timeInterval: 15, target: self, selector: #selector(reload), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTimer?.invalidate()
        refreshTimer = nil
    }

    @objc func reload() {}
}
```

Invalidated through a method the disappear hook calls.

```swift
final class WalkerMapViewController: UIViewController {
    private var timer: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(withTimeInterval: 7.0, repeats: true) { _ in self.fetchMarkers() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopTimer()
    }

    private func stopTimer() {
        timer?.invalidate()
    }

    func fetchMarkers() {}
}
```

Invalidated in a project superclass's disappear hook.

```swift
class PollingViewController: UIViewController {
    var timer: Timer?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
    }
}

final class OrdersViewController: PollingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(reload), userInfo: nil, repeats: true)
    }

    @objc func reload() {}
}
```

A timer that fires once.

```swift
final class SplashViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(openHome), userInfo: nil, repeats: false)
    }

    @objc func openHome() {}
}
```

A block that holds the screen weakly.

```swift
final class FeedViewController: UIViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
            self?.reload()
        }
    }

    func reload() {}
}
```

Stopped by the actions that close the screen.

```swift
final class TimerDialogViewController: UIViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc func close() {
        timer?.invalidate()
        dismiss(animated: true)
    }

    @objc func tick() {}
}
```

A block that never uses the screen.

```swift
final class WebFrameViewController: UIViewController {
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            CookieStore.shared.sync()
        }
    }
}
```

A timer whose target is another object, which the screen does not hold.

```swift
final class MapViewController: UIViewController {
    let tracker = LocationTracker()

    override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(timeInterval: 5, target: tracker, selector: #selector(LocationTracker.send), userInfo: nil, repeats: true)
    }
}
```

Started from a button's action, not by the screen's lifecycle.

```swift
final class StopwatchViewController: UIViewController {
    var timer: Timer?

    @IBAction func start(_ sender: UIButton) {
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc func tick() {}
}
```

A view's timer: a view has no appear hooks of a screen's.

```swift
final class MarqueeLabel: UILabel {
    var timer: Timer?

    func viewDidLoad() {
        timer = Timer.scheduledTimer(timeInterval: 0.05, target: self, selector: #selector(step), userInfo: nil, repeats: true)
    }

    @objc func step() {}
}
```

Repeats decided by a variable: the rule reads only a literal `true`.

```swift
final class CountdownViewController: UIViewController {
    var repeating = false

    override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: repeating)
    }

    @objc func tick() {}
}
```

"""#####,
        "unused-container-delegate": #####"""
---
id: unused-container-delegate
kind: defect
severity: warning
scope: file
fixable: yes
---

# unused-container-delegate

A screen makes itself the delegate of its navigation or tab bar controller, or of the swipe-back gesture, but implements none of the delegate's methods (for the gesture, none that can refuse to let it begin): it only takes the delegate from whoever had it (the gesture's own refuses to begin on the stack's first screen), and leaves none once it is gone; or the first screen of a stack empties the swipe-back gesture's delegate.

## Why

A navigation controller has one delegate. Apps give it to the navigation controller itself (a
subclass that drives custom push and pop transitions or a full-width swipe back), to a
coordinator that watches which screen is shown, or to a transition animator. A screen that writes
`navigationController?.delegate = self` takes that place. If the screen implements a
`UINavigationControllerDelegate` method, that is the point. If it implements none, the navigation
controller calls nothing on it: the line does no work, only replaces whoever had the place. The
custom transitions stop, the coordinator no longer hears what is shown, and because `delegate` is
weak, the navigation controller has no delegate at all once the screen is deallocated. The line
is typically copied from a screen that did implement the methods, then copied again into every
screen written after it. `tabBarController?.delegate = self` works the same way with
`UITabBarControllerDelegate`.

The navigation controller's swipe-back gesture has a delegate of its own: the navigation
controller, which lets the gesture begin only when there is a screen to go back to. Screens that
hide the bar or put their own back button take it over
(`navigationController?.interactivePopGestureRecognizer?.delegate = self`) to keep swiping back;
one that implements no `UIGestureRecognizerDelegate` method that can refuse to let it begin
(`gestureRecognizerShouldBegin(_:)`, `gestureRecognizer(_:shouldReceive:)`; answering
`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` or the failure requirements refuses
nothing) lets the gesture begin anywhere, also on the stack's first screen, where there is nothing to pop:
the navigation controller then stops responding, a well-known freeze, and it does once the screen
is gone too, the weak delegate being `nil`.

The rule looks at the lifecycle overrides of every screen (`viewDidLoad()`, the appearance hooks,
…), at a method of the screen's own class one of them calls without arguments
(`setDelegate()`, in the same file), at a method of a class that takes the swipe-back gesture for
the screens that call it from their lifecycle hooks, its subclasses (a base class's
`setArrowBack(imageArrow:)`: one finding at the method, with a note at each calling screen, not
fixed), and at a step a project superclass's hook calls that the
screen overrides (`override func attribute()`, where the base's `viewDidLoad()` calls
`attribute()`: Swift runs the screen's override there), and reports, at the statement, an assignment of `self` to
`navigationController?.delegate`, `tabBarController?.delegate` or
`navigationController?.interactivePopGestureRecognizer?.delegate` (with or without `self.`, `?` or
`!`, or through a name the statement binds: `if let nav = navigationController { nav.delegate =
self }`) when no method of the delegate protocol (`navigationController(_:willShow:animated:)`,
`navigationController(_:animationControllerFor:from:to:)`, the orientation callbacks; for a tab
bar, `tabBarController(_:shouldSelect:)`, `tabBarController(_:didSelect:)` and the rest; for the
gesture, only a method that can refuse to let it begin, `gestureRecognizerShouldBegin(_:)` or
`gestureRecognizer(_:shouldReceive:)`) is declared by:

- the class, in its body or any extension, in any file;
- a project superclass (the subclass inherits the method, and the assignment serves it);
- a project subclass (the assignment in the base serves the subclasses that implement the methods).

A container's line is no chore of any refactoring opportunity either (`repeated-lifecycle-concern`
does not count it, however many screens repeat it): a behavior carrying it would still only take
the delegate away. It is to be deleted, each copy. The gesture's line does something (the screen
may mean to allow the swipe where the navigation controller's delegate would refuse it): it stays
a chore, and fix does not delete it.

The same freeze follows when the first screen of a stack empties the gesture's delegate
(`navigationController?.interactivePopGestureRecognizer?.delegate = nil`) in `viewDidLoad()` or an
appear hook: the screen the code makes a navigation controller's root
(`UINavigationController(rootViewController: HomeViewController())`, a window's or a split view's
root, or one of the screens a variable made the root holds, each assigned in a case of a `switch`)
is reported at that statement, not fixed; so is a call on the navigation controller of a method
without parameters the project declares in an extension of `UINavigationController`, in any file,
that empties it (`navigationController?.enableSwipeBack()`, the line written once and called from
each tab's first screen): leave the delegate alone there, or answer
`gestureRecognizerShouldBegin(_:)` with whether the stack holds more than one screen. An appear
hook that turns the gesture off before emptying its delegate
(`interactivePopGestureRecognizer?.isEnabled = false`) is not reported: on that screen, each time
it shows, the gesture cannot begin. A screen
pushed onto a stack may empty it (there is a screen to go back to); whether the one under it gives
the gesture its delegate back is not read.

Nor is a stack's first screen (never pushed) that, as its navigation controller's delegate,
switches the gesture in `navigationController(_:didShow:animated:)` or `(_:willShow:animated:)`
(`isEnabled = viewControllers.count > 1`): it stays on the stack, so the gesture is off whenever it
is alone there. (A pushed screen's callback stops once it is popped, when the first screen needs
it: that one is reported.)
Nor is anything of the gesture reported where code of the project other than its screens (a
router or coordinator that makes the navigation controllers, the app delegate, a navigation
controller subclass) empties the gesture's delegate (`interactivePopGestureRecognizer?.delegate =
nil`): the navigation controller's own delegate is gone before a screen shows, so a screen's line
takes nothing away; the freeze is that code's.

A class whose ancestry leaves the project for a library's view controller is not reported: the
library may implement the methods. A navigation controller subclass is not a screen and is not
looked at. Assigning another object (`navigationController?.delegate = transitionController`), or
`nil` anywhere but on a stack's first screen, is not this rule's concern.

Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in
`Rules/README.md`).

## Configuration

This rule has no options.

## How to fix by hand

Delete the line. If the screen was meant to answer the navigation controller (to hide the bar for
one screen, to animate a push), implement the delegate method, and give the delegate back when the
screen leaves: store what `navigationController?.delegate` was before the assignment and set it
again in `viewWillDisappear(_:)`, or let the object that owns the navigation controller stay its
delegate and ask the screen. For the swipe-back gesture taken over to keep swiping back behind a
custom back button or a hidden bar, do the same: keep
`navigationController?.interactivePopGestureRecognizer?.delegate` before the assignment and set it
back in `viewWillDisappear(_:)`, so the navigation controller guards its first screen again; a
navigation controller subclass that owns the gesture (its delegate, refusing to begin when
`viewControllers.count <= 1`) spares every screen the line. On a stack's first screen itself
(the tab roots of an app that takes the gesture in a base class), giving the delegate back when
the screen disappears cannot help, as that screen is never popped: answer
`gestureRecognizerShouldBegin(_:)` with whether the stack holds more than one screen; the message
says so for a screen the code makes a stack's first.

## What fix generates

Fix deletes a container's assignment, which gives the container nothing. The line it leaves empty goes,
with a comment at its end; a comment on the line above stays (it may speak of the code below), and
so does a blank line, unless another blank line would follow it. An assignment inside a block
(`if let navigation = navigationController { navigation.delegate = self }`) is reported, not
fixed: the block may do more; so is the swipe-back gesture's, whose remedy is the screen's to
choose: keep the delegate the gesture had and give it back in `viewWillDisappear(_:)`, taking it
again in `viewWillAppear(_:)` so the screen can still be swiped back once a screen pushed over it
is popped (a `gestureRecognizerShouldBegin(_:)` of the screen cannot guard the first screen once
this one is gone), or let one navigation controller subclass own the gesture and refuse it on the
first screen; or delete the line if the screen needs no swipe back of its own. Nothing else changes: a screen that meant to answer the navigation
controller implements the method and is not reported.

## Triggers

Copied into `viewDidLoad()` of a screen that implements no delegate method.

```swift
final class WalletsViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.delegate = self
        title = "Wallets"
    }
}
```

In an appearance hook, with `self.`, under a navigation controller that is its own delegate for
custom transitions: every appearance switches them off.

```swift
final class SwipeNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}

final class ThreadViewController: UIViewController, UINavigationControllerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓self.navigationController?.delegate = self
    }
}
```

Through a name the statement binds.

```swift
final class ComposeViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ↓if let navigation = navigationController {
            navigation.delegate = self
        }
    }
}
```

A tab bar controller's delegate.

```swift
final class FeedViewController: UIViewController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓tabBarController?.delegate = self
    }
}
```

An image picker delegate method is no navigation controller delegate method.

```swift
final class AvatarViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController!.delegate = self
    }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }
}
```

Each screen that copied the line, under a project superclass that implements nothing either.

```swift
class BaseViewController: UIViewController {}

final class SendViewController: BaseViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.delegate = self
    }
}

final class ReceiveViewController: BaseViewController, UINavigationControllerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.delegate = self
    }
}
```

The swipe-back gesture taken over to keep swiping back behind a custom back button, through a
method of the screen's own class, with no `gestureRecognizerShouldBegin(_:)` (reported, not fixed):

```swift
final class AnswerWriteViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        setDelegate()
    }

    private func setDelegate() {
        ↓navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}
```

The gesture taken over by a base class's helper with arguments that its screens call when they
appear: one finding at the helper (with a note at each calling screen), whose class answers only
which gestures must fail first, which refuses no swipe.

```swift
// file: Base/StopAppBaseView.swift
class StopAppBaseView: UIViewController, UIGestureRecognizerDelegate {
    func setArrowBack(imageArrow: UIImage) {
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: imageArrow, style: .plain, target: self, action: #selector(pop))
        ↓navigationController?.interactivePopGestureRecognizer?.delegate = self
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    @objc func pop() {
        navigationController?.popViewController(animated: true)
    }
}
// file: History/HistoryDetailViewController.swift
final class HistoryDetailViewController: StopAppBaseView {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setArrowBack(imageArrow: UIImage(named: "back")!)
    }
}
// file: Bidding/BiddingViewController.swift
final class BiddingViewController: StopAppBaseView {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setArrowBack(imageArrow: UIImage(named: "back")!)
    }
}
```

The gesture taken over by a screen that answers only whether it may recognize alongside other
gestures, and empties the delegate when it leaves: nothing refuses a swipe on the stack's first
screen.

```swift
final class BonusViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
    }
}

extension BonusViewController: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}
```

In a step the base class's `viewDidLoad()` calls, which the screen overrides:

```swift
// file: BaseViewController.swift
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        layout()
        attribute()
    }

    func layout() {}
    func attribute() {}
}

// file: AgreementViewController.swift
final class AgreementViewController: BaseViewController, UIGestureRecognizerDelegate {
    override func attribute() {
        super.attribute()
        ↓navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}
```

The first screen of a stack empties the gesture's delegate when it shows: a swipe on it begins with
nothing to pop.

```swift
// file: SceneDelegate.swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
    }
}

// file: HomeViewController.swift
final class HomeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.isNavigationBarHidden = true
        ↓navigationController?.interactivePopGestureRecognizer?.delegate = nil
    }
}
```

The first screen of each tab empties the gesture's delegate through a method the project adds to
`UINavigationController` in another file; the tab bar makes each tab's stack around a screen its
`switch` picks:

```swift
// file: App/Extensions/UINavigationController+SwipeBack.swift
extension UINavigationController {
    func enableSwipeBack() {
        interactivePopGestureRecognizer?.delegate = nil
        interactivePopGestureRecognizer?.isEnabled = true
    }
}

// file: App/Home/HomeViewController.swift
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ↓navigationController?.enableSwipeBack()
    }
}

// file: App/Profile/ProfileViewController.swift
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpNavigation()
    }

    private func setUpNavigation() {
        title = "Profile"
        ↓navigationController?.enableSwipeBack()
    }
}

// file: App/MainTabBarController.swift
final class MainTabBarController: UITabBarController {
    enum Tab { case home, profile }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [Tab.home, Tab.profile].map(makeStack)
    }

    private func makeStack(for tab: Tab) -> UIViewController {
        var root: UIViewController
        switch tab {
        case .home: root = HomeViewController()
        case .profile: root = ProfileViewController()
        }
        return UINavigationController(rootViewController: root)
    }
}
```

## Does not trigger

A base class's helper that takes the gesture and answers `gestureRecognizerShouldBegin(_:)` with
whether the stack holds more than one screen: the first screen is guarded.

```swift
// file: Base/BaseViewController.swift
class BaseViewController: UIViewController, UIGestureRecognizerDelegate {
    func setBackButton(title: String) {
        navigationItem.title = title
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        (navigationController?.viewControllers.count ?? 0) > 1
    }
}
// file: Orders/OrdersViewController.swift
final class OrdersViewController: BaseViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        setBackButton(title: "Orders")
    }
}
```

A pushed screen calling the same method of the project's `UINavigationController` extension:
there is a screen under it to go back to. And a first screen whose container method also turns
the gesture off: it cannot begin.

```swift
// file: Extensions/UINavigationController+SwipeBack.swift
extension UINavigationController {
    func enableSwipeBack() {
        interactivePopGestureRecognizer?.delegate = nil
        interactivePopGestureRecognizer?.isEnabled = true
    }

    func lockSwipeBack() {
        interactivePopGestureRecognizer?.delegate = nil
        interactivePopGestureRecognizer?.isEnabled = false
    }
}

// file: Screens.swift
final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.lockSwipeBack()
    }

    func open() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }
}

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.enableSwipeBack()
    }
}

final class Root {
    func make() -> UIViewController {
        UINavigationController(rootViewController: ListViewController())
    }
}
```

The first screen of a stack that turns the gesture off each time it shows, before emptying its
delegate: the gesture cannot begin there.

```swift
// file: SceneDelegate.swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: WalletsViewController())
    }
}

// file: WalletsViewController.swift
final class WalletsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
    }
}
```

A screen pushed onto a stack empties the gesture's delegate: there is a screen to go back to.

```swift
final class ListViewController: UIViewController {
    func showDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }
}

final class DetailViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = nil
    }
}
```

The swipe-back gesture taken over by a screen that says when it may begin:

```swift
final class ChatViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        (navigationController?.viewControllers.count ?? 0) > 1
    }
}
```

The swipe-back gesture taken over by a screen that decides which touches it receives, in an
extension:

```swift
final class DrawingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}

extension DrawingViewController: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        (navigationController?.viewControllers.count ?? 0) > 1 && touch.view?.isDescendant(of: view) == true
    }
}
```

The app's router empties the gesture's delegate on every navigation controller it makes: the
navigation controller's own delegate is gone before any screen shows, so a screen that takes the
gesture over takes nothing away (what guards the first screens is the router's to mend):

```swift
// file: Router.swift
final class Router {
    func navigationController(with root: UIViewController) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.interactivePopGestureRecognizer?.delegate = nil
        return navigationController
    }
}
// file: MatchDetailsViewController.swift
final class MatchDetailsViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }
}
```

The first screen of a stack, as its navigation controller's delegate, switches the gesture on each
show and keeps it off while it is alone on the stack: a swipe on it cannot begin, whatever the
gesture's delegate answers:

```swift
// file: SceneDelegate.swift
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: AnnouncementsViewController())
    }
}
// file: AnnouncementsViewController.swift
final class AnnouncementsViewController: UIViewController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        navigationController.interactivePopGestureRecognizer?.isEnabled = navigationController.viewControllers.count > 1
    }
}
```

The screen implements a delegate method.

```swift
final class GalleryViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        navigationController.setNavigationBarHidden(viewController === self, animated: animated)
    }
}
```

In an extension in another file.

```swift
// file: VotingViewController.swift
final class VotingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }
}
// file: VotingViewController+Navigation.swift
extension VotingViewController: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
```

Inherited from a project superclass.

```swift
class BaseViewController: UIViewController, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}

final class SettingsViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }
}
```

Set in a base class for the subclasses that implement the methods.

```swift
class FlowViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }
}

final class CheckoutViewController: FlowViewController {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
```

An orientation callback is a delegate method too.

```swift
final class PlayerViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }

    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask { .landscape }
}
```

Another object as the delegate, or `nil`.

```swift
final class SearchViewController: UIViewController {
    let transitionController = SearchTransitionController()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = transitionController
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.delegate = nil
    }
}
```

A screen built on a library's view controller, which may implement the methods.

```swift
final class ChatViewController: MessagesViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }
}
```

A navigation controller setting its own delegate.

```swift
final class RootNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
        delegate = self
    }
}
```

Another object's delegate.

```swift
final class PickerViewController: UIViewController, UINavigationControllerDelegate {
    let picker = UIImagePickerController()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.delegate = self
    }
}
```

## Fix

The line goes; the comment above it stays:

```swift
final class WalletsViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        navigationController?.delegate = self
        title = "Wallets"
    }
}
```

```swift
final class WalletsViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        title = "Wallets"
    }
}
```

Between blank lines, one blank line goes with it:

```swift
final class ThreadViewController: UIViewController, UINavigationControllerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        self.navigationController?.delegate = self

        navigationItem.title = "Thread"
    }
}
```

```swift
final class ThreadViewController: UIViewController, UINavigationControllerDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        navigationItem.title = "Thread"
    }
}
```

A comment at the end of the line goes with it; a tab bar controller's delegate too:

```swift
final class FeedViewController: UIViewController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarController?.delegate = self  // to know when the tab is tapped again
        view.backgroundColor = .white
    }
}
```

```swift
final class FeedViewController: UIViewController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}
```

"""#####,
        "view-pile-up": #####"""
---
id: view-pile-up
kind: defect
severity: warning
scope: file
fixable: no
---

# view-pile-up

A hook that runs again and again (an appear hook of a screen that appears again, a layout hook, a trait or size transition) makes a view, layer, child view controller, gesture recognizer or layout constraints anew and adds them to the screen, and nothing takes the last ones out: every run adds one more.

## Why

`viewDidLoad()` runs once in a screen's life. The appear hooks run on every appearance: when a
screen pushed over this one is popped, a sheet is dismissed, a swipe back the user cancels.
`viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` run on every layout pass (a rotation, a
change of size or safe area, the keyboard, each `setNeedsLayout()`), and
`traitCollectionDidChange(_:)` on every change of traits. UIKit keeps everything added to a screen:
a subview stays in its superview, a layer in its superlayer, a child view controller among the
children, a gesture recognizer on its view and an active constraint in the layout engine, until
something takes it out. Code in those hooks that makes a new one and adds it therefore adds one
more on every run: gradient layers stacked under each other in `viewDidLayoutSubviews()`, a second
and third spinner behind the first, child controllers whose views and observers live on unseen,
tap recognizers that each call the action once per touch, constraints duplicated on each
appearance until one differs and the layout engine breaks one.

The rule reads each such hook of a screen, and each method of the screen the hook calls without
arguments (its own class's, a project superclass's, or one an extension of `UIViewController`
declares for every screen, in any file), and each they call so, up to three calls down, and
reports the hook's statement when:

- a statement adds an object made in the same run: `addSubview`, `insertSubview`,
  `addArrangedSubview`, `addSublayer`, `insertSublayer`, `addChild`, `addGestureRecognizer`,
  `addConstraint(s)`, `NSLayoutConstraint.activate`, `….isActive = true` or SnapKit's
  `snp.makeConstraints`, whose argument is an initializer of a type of Apple's frameworks or of the
  project (`UIView()`, `CAGradientLayer()`), an anchor's `constraint(…)`, or a local or property an
  earlier statement of the run set to one (`let gradient = CAGradientLayer()`,
  `previewLayer = AVCaptureVideoPreviewLayer(session: session)`, `animation = .init(name: "confetti")`);
- the statement is at the top level of the code, before any statement that may leave it early
  (a `guard`, or a block that returns: `guard !didAddGradient else { return }`, a check of what is
  there already or a latch, runs the rest once);
- the object is added to something that is not itself made in the same run (a new header built
  with a new label replaces the last header, and a new mask with new sublayers the last mask: they
  do not pile up);
- nothing takes objects of that kind out again: no `removeFromSuperview()`, `removeFromSuperlayer()`
  or `sublayers = nil`, `gestureRecognizers?.removeAll()` or `gestureRecognizers = nil`, `removeFromParent()`, `removeGestureRecognizer(_:)`,
  `NSLayoutConstraint.deactivate(_:)`, `removeConstraint(s)(_:)`, `isActive = false` or SnapKit's
  `remakeConstraints` in the run (a view taken out of its superview, or a layout guide out of its
  view, takes the constraints that hold it along), nor a call of one of them anywhere in the screen's class, its
  extensions and its project superclasses (a list emptied counts in a lifecycle hook; which objects a removal takes out is seldom written
  where the tokens can tell: the subviews of a view, a tag, a list kept for the purpose);
- the type made is not a project type that takes itself out of its superview (a toast that calls
  `removeFromSuperview()` when its animation ends);
- for an appear hook, the screen is known to appear more than once: it (or a project superclass or
  subclass of it) pushes a screen, from code or a storyboard segue, and appears again when that one
  is popped; or it presents one full screen over itself (`modalPresentationStyle = .fullScreen`,
  presented on the screen or its container, not on a controller it is handed), shown again when
  that one is dismissed; or it is the first screen of a stack, a window or a tab, a
  container's child or a search controller's results screen, shown again when the user switches
  back or searches again. A screen nothing is known to cover (a sheet, a detail screen that shows
  nothing further) appears again only when a swipe back or down is cancelled, or when a
  full-screen presentation the code does not make plain covers it: not reported. Nor is a
  navigation controller subclass's own appear hook, unless it is a child or presents full screen:
  what is pushed onto its stack covers its top screen, not it.

One finding per hook, at its first such statement, with a note at every other. A base class's
hook that calls a step its screens override (`setLayout()` in `viewWillLayoutSubviews()`, the
screens' `override func setLayout()` making constraints) is reported once, at the base's call:
that is the line to move to `viewDidLoad()`, with a note at each screen's insertion.

Test code, code no target compiles and classes nothing makes are no screens (see "Kinds" in
`Rules/README.md`).

## Configuration

This rule has no options.

## How to fix by hand

Make the object once: in `viewDidLoad()`, or as a stored (`lazy`) property, and in the layout hook
only set what depends on the layout (`gradient.frame = view.bounds`). For constraints, make them
once and change their `constant`, or swap stored sets with `NSLayoutConstraint.deactivate(_:)` and
`activate(_:)`. When the object really must be new on each run, take the last one out first. An
object added to chrome the container or the window shares with its other screens (a tap
recognizer on `navigationController?.navigationBar`, a banner on `view.window`) is not to be added
once for good: it would stay, with its action, on the screens pushed after this one. Keep it in a
property, add it in `viewWillAppear(_:)` and take it out in `viewWillDisappear(_:)`; the message
says so for those.

## What fix generates

Nothing: where the object should be made once depends on what the rest of the screen does with it.

## Triggers

A gradient layer made on every layout pass.

```swift
final class ProfileHeaderViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        gradient.frame = view.bounds
        ↓view.layer.insertSublayer(gradient, at: 0)
    }
}
```

A tap recognizer added to the navigation bar, which the stack's screens share, on every
appearance of a screen that pushes another (the message says to take it out when the screen
disappears, not to add it once).

```swift
final class EventDetailViewController: UIViewController {}

final class EventsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let scrollToTop = UITapGestureRecognizer(target: self, action: #selector(scrollToTop))
        ↓navigationController?.navigationBar.addGestureRecognizer(scrollToTop)
    }

    @objc func scrollToTop() {}

    func open() {
        navigationController?.pushViewController(EventDetailViewController(), animated: true)
    }
}
```

A spinner added on every appearance of a screen that pushes another, and so appears again when
it is popped: the one of the last appearance still spins behind the new one.

```swift
final class CommentsViewController: UIViewController {}

final class ArticleViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let loader = UIActivityIndicatorView(style: .large)
        loader.center = view.center
        ↓view.addSubview(loader)
        loader.startAnimating()
    }

    func openComments() {
        navigationController?.pushViewController(CommentsViewController(), animated: true)
    }
}
```

Through a helper, by a property the helper sets to a new layer.

```swift
final class ScannerViewController: UIViewController {
    let session = AVCaptureSession()
    var previewLayer: AVCaptureVideoPreviewLayer?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ↓configurePreviewLayer()
    }

    func configurePreviewLayer() {
        previewLayer = AVCaptureVideoPreviewLayer(session: session)
        previewLayer?.frame = view.bounds
        view.layer.addSublayer(previewLayer!)
    }
}
```

SnapKit constraints made two helpers down, on every layout pass.

```swift
final class SendViewController: UIViewController {
    let amountField = UITextField()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ↓updateLayout()
    }

    func updateLayout() {
        applySizes()
    }

    func applySizes() {
        amountField.snp.makeConstraints { make in
            make.height.equalTo(44)
        }
    }
}
```

A base class's layout hook calling a step its screens fill in with new constraints: reported at
the base's call, the one line to move.

```swift
class BaseViewController: UIViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        ↓setLayout()
    }

    func setLayout() {}
}

final class NoticeViewController: BaseViewController {
    let titleLabel = UILabel()

    override func setLayout() {
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview()
        }
    }
}
```

Constraints made by anchors on every appearance of a stack's first screen, and on every layout pass.

```swift
final class ListingsViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    static func makeStack() -> UINavigationController {
        UINavigationController(rootViewController: ListingsViewController())
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ↓collectionView.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
    }
}
```

SnapKit's `makeConstraints` adds its constraints again on each call, here in a tab's screen.

```swift
final class SettingsViewController: UIViewController {
    let tableView = UITableView()

    static func tabs() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [SettingsViewController()]
        return tabs
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.addSubview(tableView)
        ↓tableView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}
```

A child view controller of a project type, made and added on every appearance of a base class
whose subclass pushes a screen.

```swift
final class BannerViewController: UIViewController {}

class PromotedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let banner = BannerViewController()
        ↓addChild(banner)
        view.addSubview(banner.view)
        banner.didMove(toParent: self)
    }
}

final class HomeViewController: PromotedViewController {
    func openOffers() {
        navigationController?.pushViewController(OffersViewController(), animated: true)
    }
}

final class OffersViewController: UIViewController {}
```

A tap recognizer added on every appearance of a page a container adds as its child.

```swift
final class LoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(endEditing)))
    }

    @objc func endEditing() {
        view.endEditing(true)
    }
}

final class OnboardingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let login = LoginViewController()
        addChild(login)
        view.addSubview(login.view)
    }
}
```

A method every screen inherits, declared once in an extension of `UIViewController` in another
file, that adds a tap recognizer: called on every appearance of a screen that pushes another, it
adds one more each time:

```swift
// file: App/Extensions/UIViewController+Keyboard.swift
extension UIViewController {
    func hideKeyboardWhenTappedAround() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    @objc func dismissKeyboard() {
        view.endEditing(true)
    }
}

// file: App/Diary/DiaryViewController.swift
final class DiaryViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ↓hideKeyboardWhenTappedAround()
    }

    func openEntry() {
        navigationController?.pushViewController(EntryViewController(), animated: true)
    }
}

final class EntryViewController: UIViewController {}
```

## Does not trigger

A navigation controller subclass that adds a progress bar when it appears: pushing the flow's
steps onto it does not make it appear again.

```swift
final class SetupNavigationController: UINavigationController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let progressView = UIProgressView()
        view.addSubview(progressView)
    }

    func showNextStep() {
        pushViewController(SetupStepViewController(), animated: true)
    }
}
```

Added to the navigation bar on every appearance and taken out again on every disappearance, as
the message for a shared bar advises.

```swift
final class EventDetailViewController: UIViewController {}

final class EventsViewController: UIViewController {
    private var scrollToTopTap: UITapGestureRecognizer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let scrollToTop = UITapGestureRecognizer(target: self, action: #selector(scrollToTop))
        navigationController?.navigationBar.addGestureRecognizer(scrollToTop)
        scrollToTopTap = scrollToTop
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let scrollToTopTap {
            navigationController?.navigationBar.removeGestureRecognizer(scrollToTopTap)
        }
    }

    @objc func scrollToTop() {}

    func open() {
        navigationController?.pushViewController(EventDetailViewController(), animated: true)
    }
}
```

A screen that presents itself full screen over the controller it is handed (a static
`show(in:)`): that presentation covers the caller, not this screen, which shows nothing over
itself and so appears once.

```swift
final class CropImageViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let frame = UIView()
        view.addSubview(frame)
    }

    static func show(in viewController: UIViewController) {
        let crop = CropImageViewController()
        crop.modalPresentationStyle = .fullScreen
        viewController.present(crop, animated: true)
    }
}
```

Made once, when the view loads.

```swift
final class ProfileHeaderViewController: UIViewController {
    let gradient = CAGradientLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.insertSublayer(gradient, at: 0)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gradient.frame = view.bounds
    }
}
```

A view the screen holds already: adding it again moves it, it adds nothing.

```swift
final class FeedViewController: UIViewController {
    let tableView = UITableView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.addSubview(tableView)
        tableView.frame = view.bounds
    }
}
```

Behind a latch: the rest of the hook runs once.

```swift
final class ProfileHeaderViewController: UIViewController {
    private var didAddGradient = false

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !didAddGradient else { return }
        didAddGradient = true
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        view.layer.insertSublayer(gradient, at: 0)
    }
}
```

The last one taken out before the new one goes in.

```swift
final class ScannerViewController: UIViewController {
    let session = AVCaptureSession()
    var previewLayer: AVCaptureVideoPreviewLayer?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        previewLayer?.removeFromSuperlayer()
        previewLayer = AVCaptureVideoPreviewLayer(session: session)
        view.layer.addSublayer(previewLayer!)
    }
}
```

A base class that calls its screens' layout step once, when the view loads.

```swift
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setLayout()
    }

    func setLayout() {}
}

final class NoticeViewController: BaseViewController {
    let titleLabel = UILabel()

    override func setLayout() {
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview()
        }
    }
}
```

A sheet that shows nothing over itself appears once: only a cancelled swipe down would show it again.

```swift
final class ShareSheetViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
    }

    @objc func close() {
        dismiss(animated: true)
    }
}
```

A guard whose `else` does more than return still ends what runs every time.

```swift
final class StoriesViewController: UIViewController {
    private var isSetUp = false
    private let progressBar = UIProgressView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isSetUp else {
            progressBar.setNeedsLayout()
            return
        }
        isSetUp = true
        view.addSubview(UILabel())
    }
}
```

The constraints of a view the screen takes out again go with it.

```swift
final class ChatViewController: UIViewController {
    let jumpButton = UIButton()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.addSubview(jumpButton)
        jumpButton.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
    }

    func hideJumpButton() {
        jumpButton.removeFromSuperview()
    }
}
```

A new mask replaces the last one, its sublayers with it.

```swift
final class ScannerViewController: UIViewController {
    let previewLayer = CALayer()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        previewLayer.mask = CALayer()
        previewLayer.mask?.addSublayer(CAShapeLayer())
    }
}
```

Tap recognizers added on each appearance and all taken off on each disappearance.

```swift
final class SendViewController: UIViewController {
    let amountField = UITextField()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        amountField.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(edit)))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        amountField.gestureRecognizers?.removeAll()
    }

    @objc func edit() {
        navigationController?.pushViewController(AmountViewController(), animated: true)
    }
}

final class AmountViewController: UIViewController {}
```

Taken out again when the screen disappears.

```swift
final class ArticleViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let loader = UIActivityIndicatorView(style: .large)
        loader.tag = 7
        view.addSubview(loader)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.viewWithTag(7)?.removeFromSuperview()
    }

    func openComments() {
        navigationController?.pushViewController(CommentsViewController(), animated: true)
    }
}
```

Only when it is not there yet.

```swift
final class ArticleViewController: UIViewController {
    var loader: UIActivityIndicatorView?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if loader == nil {
            let made = UIActivityIndicatorView(style: .large)
            view.addSubview(made)
            loader = made
        }
    }

    func openComments() {
        navigationController?.pushViewController(CommentsViewController(), animated: true)
    }
}
```

A new header built with a new label: the table holds one header, the last one goes.

```swift
final class OrdersViewController: UIViewController {
    let tableView = UITableView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let header = UIView()
        header.addSubview(UILabel())
        tableView.tableHeaderView = header
    }
}
```

A toast of the project's that takes itself out when it has been shown.

```swift
final class ToastView: UIView {
    func show() {
        UIView.animate(withDuration: 2, animations: { self.alpha = 0 }) { _ in
            self.removeFromSuperview()
        }
    }
}

final class CartViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let toast = ToastView()
        view.addSubview(toast)
        toast.show()
    }

    func openComments() {
        navigationController?.pushViewController(CommentsViewController(), animated: true)
    }
}
```

Constraints made once and switched on and off on each layout pass.

```swift
final class SplitLayoutViewController: UIViewController {
    var compactConstraints: [NSLayoutConstraint] = []
    var regularConstraints: [NSLayoutConstraint] = []

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let isCompact = view.bounds.width < 500
        NSLayoutConstraint.deactivate(isCompact ? regularConstraints : compactConstraints)
        NSLayoutConstraint.activate(isCompact ? compactConstraints : regularConstraints)
    }
}
```

"""#####,
    ]
}
