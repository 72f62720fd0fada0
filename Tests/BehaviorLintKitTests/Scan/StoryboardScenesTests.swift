import XCTest

@testable import BehaviorLintKit

/// A storyboard's scenes say which screens are the bottom of a stack (a navigation controller's
/// root, a split view's primary column, a tab, the initial scene), which are pushed and which are
/// embedded; damaged XML yields what was read before the damage.
final class StoryboardScenesTests: XCTestCase {
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <!--Themed Navigation Controller -> root-->
                <scene sceneID="s1">
                    <objects>
                        <navigationController storyboardIdentifier="Main" id="nav" customClass="ThemedNavigationController" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="bar"/>
                            <connections>
                                <segue destination="inbox" kind="relationship" relationship="rootViewController" id="g1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="inbox" customClass="InboxViewController" customModule="App" sceneMemberID="viewController">
                            <connections>
                                <segue destination="detail" kind="show" id="g2"/>
                                <segue destination="plain" kind="show" id="g3"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id='detail' customClass='DetailViewController' sceneMemberID='viewController'>
                            <view key="view" id="v"/>
                            <connections>
                                <segue destination="chart" kind="embed" id="g4"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="chart" customClass="ChartViewController" sceneMemberID="viewController"/>
                        <viewController id="plain" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s5">
                    <objects>
                        <viewController id="tab" customClass="TabRootViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="chart" kind="relationship" relationship="rootViewController" id="g5"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testRootsPushesAndEmbedsAreReadWithTheirClasses() {
        let placements = StoryboardScenes.placements(Array(storyboard.utf8))
        // A relationship from anything but a navigation controller makes no root; a scene without a
        // custom class is UIKit's own.
        XCTAssertEqual(placements.roots, ["InboxViewController"])
        XCTAssertEqual(placements.pushed, ["DetailViewController"])
        XCTAssertEqual(
            placements.embedded.map { "\($0.container) > \($0.child)" }, ["DetailViewController > ChartViewController"])
        // Every class of a scene something reaches, placed or not: its view comes from the storyboard.
        // The tab root's scene has no identifier, no segue leads to it and it is not the initial
        // one: UIKit cannot make it.
        XCTAssertEqual(
            placements.scenes,
            ["ChartViewController", "DetailViewController", "InboxViewController", "ThemedNavigationController"])
    }

    /// A split view controller's primary column, a tab and the initial view controller of an app's
    /// storyboard have nothing under them; the other columns are pushed onto the primary one when
    /// the split view collapses.
    func testTheBottomsOfSplitViewsTabsAndTheInitialSceneAreRoots() {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="map">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="feeds" kind="relationship" relationship="masterViewController" id="g1"/>
                                <segue destination="timeline" kind="relationship" relationship="supplementaryViewController" id="g2"/>
                                <segue destination="article" kind="relationship" relationship="detailViewController" id="g3"/>
                            </connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="settings" kind="relationship" relationship="viewControllers" id="g4"/>
                            </connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <collectionViewController id="feeds" customClass="FeedsViewController" sceneMemberID="viewController"/>
                        <viewController id="timeline" customClass="TimelineViewController" sceneMemberID="viewController"/>
                        <viewController id="article" customClass="ArticleViewController" sceneMemberID="viewController"/>
                        <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController"/>
                        <viewController id="map" customClass="MapViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        XCTAssertEqual(
            StoryboardScenes.placements(Array(storyboard.utf8)).roots,
            ["MapViewController", "FeedsViewController", "SettingsViewController"])
        // A storyboard of one scene is a screen's own: code instantiates it wherever it shows it.
        let ownStoryboard = """
            <document initialViewController="menu"><scenes><scene sceneID="s1"><objects>
            <viewController id="menu" customClass="SideMenuViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        XCTAssertEqual(StoryboardScenes.placements(Array(ownStoryboard.utf8)).roots, [])
    }

    func testAStoryboardIsSummarisedAsItsPlacementsOnly() {
        let summary = Scanner.summarize(bytes: Array(storyboard.utf8), path: "App/Base.lproj/Main.storyboard")
        XCTAssertEqual(summary.screens.roots, ["InboxViewController"])
        XCTAssertTrue(summary.types.isEmpty && summary.functions.isEmpty)
    }

    func testDamagedXMLYieldsWhatWasReadBeforeTheDamage() {
        let bytes = Array(storyboard.utf8)
        // Cut anywhere: never a trap, and the root is found once its segue and class were read.
        for cut in 0...bytes.count {
            let placements = StoryboardScenes.placements(Array(bytes[..<cut]))
            XCTAssertTrue(placements.roots.isEmpty || placements.roots == ["InboxViewController"], "cut at \(cut)")
        }
        // Stray quotes, brackets and a comment that never ends.
        for damage in ["<a b=\"c>", "<<<>>>", "<!-- open", "<segue destination=\"x\" kind=", "<a =\"\"/>", "<"] {
            XCTAssertTrue(StoryboardScenes.placements(Array(damage.utf8)).roots.isEmpty, damage)
        }
    }
}
