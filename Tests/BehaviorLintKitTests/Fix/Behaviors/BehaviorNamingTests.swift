import XCTest

@testable import BehaviorLintKit

/// One behavior per chore, named for what it does: hosts that differ in a value share it with the
/// value as a property, and no behavior is ever numbered.
final class BehaviorNamingTests: XCTestCase {
    private func fix(_ files: [(String, String)]) -> FixOutcome {
        FixEngine.fix(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: .everyScreen,
            outputDirectory: "Behaviors")
    }

    private func screen(_ name: String, _ hook: String, _ statement: String) -> (String, String) {
        (
            "\(name).swift",
            """
            final class \(name)ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "\(name)"
                }

                override func \(hook)(_ animated: Bool) {
                    super.\(hook)(animated)
                    \(statement)
                }
            }

            """
        )
    }

    private static let analytics = (
        "Analytics.swift",
        """
        enum AnalyticsStat { case dashboardLoaded, productShown }
        final class Analytics {
            func track(_ eventName: String) {}
            func track(_ stat: AnalyticsStat) {}
            func track(_ stat: AnalyticsStat, withProperties properties: [String: String]) {}
        }

        """
    )

    private func entries(_ outcome: FixOutcome) -> [String] {
        outcome.applied.map { $0.summary }
    }

    func testAnEnumCaseOfAnOverloadedCallIsTypedByTheTypeThatDeclaresIt() {
        let outcome = fix([
            Self.analytics, screen("Dashboard", "viewDidAppear", "ServiceLocator.analytics.track(.dashboardLoaded)"),
            screen("Product", "viewDidAppear", "ServiceLocator.analytics.track(.productShown)"),
        ])
        XCTAssertEqual(
            entries(outcome),
            [
                "DashboardViewController: addBehaviors([ScreenTrackingBehavior(analyticsStat: .dashboardLoaded)])",
                "ProductViewController: addBehaviors([ScreenTrackingBehavior(analyticsStat: .productShown)])",
            ])
    }

    func testADictionaryOfPropertiesStaysAsWrittenAndNamesNoProperty() {
        let outcome = fix([
            Self.analytics,
            screen(
                "Linked", "viewDidAppear",
                "ServiceLocator.analytics.track(.productShown, withProperties: [\"action\": \"shown\"])"),
        ])
        XCTAssertEqual(
            entries(outcome),
            ["LinkedViewController: addBehaviors([ScreenTrackingBehavior(analyticsStat: .productShown)])"])
        XCTAssertTrue(
            outcome.created.contains {
                $0.contents.contains(
                    "ServiceLocator.analytics.track(analyticsStat, withProperties: [\"action\": \"shown\"])")
            },
            "\(outcome.created.map { $0.contents })")
    }

    func testHostsThatDifferInAColourShareOneBehavior() {
        func styled(_ name: String, _ colour: String) -> (String, String) {
            (
                "\(name).swift",
                """
                final class \(name)ViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.navigationBar.tintColor = \(colour)
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        navigationController?.navigationBar.tintColor = nil
                    }
                }

                """
            )
        }
        let outcome = fix([styled("Light", ".white"), styled("Dark", ".black")])
        XCTAssertEqual(
            entries(outcome),
            [
                "DarkViewController: addBehaviors([NavigationBarAppearanceBehavior(tintColor: .black)])",
                "LightViewController: addBehaviors([NavigationBarAppearanceBehavior(tintColor: .white)])",
            ])
        XCTAssertTrue(outcome.created.contains { $0.contents.contains("    let tintColor: UIColor\n") })
    }

    func testTheBehaviorMostHostsShareHasThePlainNameAndAChoreOfTwoMomentsIsNamedForThem() {
        let twoMoments = (
            "Video.swift",
            """
            final class VideoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track(
                        screen: "video_opened")
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    Analytics.shared.track(screen: "video_closed")
                }
            }

            """
        )
        let outcome = fix([
            twoMoments, screen("Home", "viewDidAppear", "Analytics.shared.track(screen: \"Home\")"),
            screen("Cart", "viewDidAppear", "Analytics.shared.track(screen: \"Cart\")"),
        ])
        XCTAssertEqual(
            entries(outcome),
            [
                "CartViewController: addBehaviors([ScreenTrackingBehavior(screen: \"Cart\")])",
                "HomeViewController: addBehaviors([ScreenTrackingBehavior(screen: \"Home\")])",
                "VideoViewController: addBehaviors([ScreenTrackingOnLoadAndBeforeDisappearingBehavior(screen: \"video_opened\", "
                    + "screenOnDisappear: \"video_closed\")])",
            ])
    }

    func testATrackingBehaviorThatSendsOneFixedEventIsNamedForIt() {
        let outcome = fix([
            screen(
                "Tutorial", "viewDidDisappear",
                "if isMovingFromParent { ServiceLocator.analytics.track(event: .Tutorial.explanationDismissed()) }")
        ])
        XCTAssertEqual(
            entries(outcome), ["TutorialViewController: addBehaviors([ExplanationDismissedScreenTrackingBehavior()])"])
    }

    func testBehaviorsThatDoDifferentThingsAreNamedForWhatTheyDoNeverNumbered() {
        // Numbers are no property (an Int or a CGFloat?), so these two cannot share a behavior.
        let outcome = fix([
            screen("Video", "viewDidAppear", "Analytics.shared.track(\"video\", count: 1)"),
            screen("Audio", "viewDidAppear", "Analytics.shared.track(\"audio\", count: 2)"),
        ])
        XCTAssertEqual(
            entries(outcome),
            [
                "AudioViewController: addBehaviors([ScreenTrackingBehavior(screenName: \"audio\")])",
                "VideoViewController: addBehaviors([CountScreenTrackingBehavior(screenName: \"video\")])",
            ])
    }
}
