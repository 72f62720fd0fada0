import XCTest

@testable import BehaviorLintKit

/// A screen placed through a type's static method is the class the method's declaration returns.
final class FactoryMadeScreensTests: XCTestCase {
    private func project(_ sources: [String: String]) -> ProjectIndex {
        ProjectIndex(
            files: sources.sorted { $0.key < $1.key }.map {
                Scanner.summarize(bytes: Array($0.value.utf8), path: $0.key)
            },
            configuration: .defaults)
    }

    private let screens = """
        final class AccountsFactory {
            class func create(with presenter: AccountsPresenter) -> AccountsViewController {
                AccountsViewController(presenter: presenter)
            }
        }
        final class AccountsViewController: UIViewController {}
        final class SettingsViewController: UIViewController {
            static func instantiate() -> Self { fatalError() }
        }
        final class DetailFactory {
            static func make(for item: Item) -> DetailViewController? { DetailViewController() }
            static func makeAny() -> UIViewController { DetailViewController() }
        }
        final class DetailViewController: UIViewController {}
        """

    func testAPlacementOfAStaticMethodsResultIsTheClassItsDeclarationReturns() {
        let index = project([
            "Screens.swift": screens,
            "AccountsCoordinator.swift": """
            final class AccountsCoordinator {
                func start() {
                    let accounts = AccountsFactory.create(with: presenter)
                    navigationController.viewControllers = [accounts]
                }
                func open(_ item: Item) {
                    navigationController.pushViewController(DetailFactory.make(for: item)!, animated: true)
                }
            }
            """,
        ])
        XCTAssertTrue(index.isPlacedAsRoot("AccountsViewController"))
        XCTAssertFalse(index.isPlacedAsRoot("AccountsFactory"))
        XCTAssertTrue(index.isPushed("DetailViewController"))
    }

    func testAMethodReturningNoProjectClassPlacesTheTypeItself() {
        let index = project([
            "Screens.swift": screens,
            "AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func start() {
                    window?.rootViewController = UINavigationController(rootViewController: SettingsViewController.instantiate())
                    navigationController.pushViewController(DetailFactory.makeAny(), animated: true)
                }
            }
            """,
        ])
        XCTAssertTrue(index.isPlacedAsRoot("SettingsViewController"), "-> Self")
        XCTAssertFalse(index.isPushed("DetailViewController"), "-> UIViewController says nothing of the screen")
    }
}
