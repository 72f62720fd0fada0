import XCTest

@testable import BehaviorLintKit

/// Where a statement stores Combine or RxSwift subscriptions and which collections it cancels, at any depth.
final class StoredSubscriptionsTests: XCTestCase {
    private func collections(_ line: String) -> (stored: Set<String>, cancelled: Set<String>) {
        let source =
            "final class A: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        \(line)\n    }\n}\n"
        let summary = Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")
        let function = summary.functions.first { $0.name == "viewWillAppear" }!
        return StoredSubscriptions.collections(in: summary.syntax(function.statements[0]))
    }

    func testStoresAndCancelsAreReadWithTheCollectionsName() {
        XCTAssertEqual(collections("model.$a.sink { _ in }.store(in: &self.cancellables)").stored, ["cancellables"])
        XCTAssertEqual(collections("if ready { model.$a.sink { _ in }.store(in: &bag) }").stored, ["bag"])
        XCTAssertEqual(collections("cancellables.removeAll()").cancelled, ["cancellables"])
        XCTAssertEqual(collections("self.subscriptions = []").cancelled, ["subscriptions"])
        XCTAssertEqual(collections("cancellables.forEach { $0.cancel() }").cancelled, ["cancellables"])
        // RxSwift: a dispose bag disposes what it holds when it is replaced.
        XCTAssertEqual(
            collections("model.state.subscribe(onNext: { _ in }).disposed(by: self.disposeBag)").stored, ["disposeBag"])
        XCTAssertEqual(collections("disposeBag = DisposeBag()").cancelled, ["disposeBag"])
        // A list that holds no subscriptions by its name, and a store into no collection, are neither.
        XCTAssertEqual(collections("items.removeAll()").cancelled, [])
        XCTAssertEqual(collections("cache.store(key, value)").stored, [])
    }

    /// A subscription the code keeps in a name of its own and also hands to a bag: the name is
    /// what ends it (`refreshDisposable?.dispose()`), whatever the bag holds on to.
    func testASubscriptionKeptInANameIsEndedByDisposingThatName() {
        let read = { (line: String) in
            let source =
                "final class A: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        \(line)\n    }\n}\n"
            let summary = Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")
            let function = summary.functions.first { $0.name == "viewWillAppear" }!
            return StoredSubscriptions.subscriptions(in: summary.syntax(function.statements[0]))
        }
        XCTAssertEqual(
            read("refreshDisposable?.disposed(by: disposeBag)").keptIn, ["disposeBag": ["refreshDisposable"]])
        XCTAssertEqual(read("self.refreshDisposable?.dispose()").ended, ["refreshDisposable"])
        XCTAssertEqual(read("subscription.cancel()").ended, ["subscription"])
        XCTAssertEqual(
            read("model.state.subscribe(onNext: { _ in }).disposed(by: disposeBag)").keptIn, [:],
            "a subscription made in the chain itself is kept nowhere else")
        XCTAssertEqual(read("disposeBag.dispose(of: token)").ended, [], "not a kept subscription's own dispose()")
    }

    /// Stored on every appearance, a request a project method makes completes; a held stream lives on.
    private func storesAStream(_ line: String) -> Bool {
        let source = """
            final class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    \(line)
                }
            }
            final class Model {
                func fetchProfile() -> AnyPublisher<Never, Never> { Empty().eraseToAnyPublisher() }
            }
            struct SocketRequest {
                let name: String
                func publisher() -> AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")], configuration: .defaults)
        let syntax = project.lifecycleOverrides(ofClass: "A")[0].syntaxes[0]
        return !StoredSubscriptions.collections(in: syntax, leavingOutRequestsOf: project).stored.isEmpty
    }

    func testARequestAProjectMethodMakesIsNoStreamThatPilesUp() {
        XCTAssertFalse(storesAStream("model.fetchProfile().sink { _ in }.store(in: &cancellables)"))
        XCTAssertFalse(
            storesAStream("SocketRequest(name: \"users\").publisher().sink { _ in }.store(in: &cancellables)"))
        XCTAssertTrue(storesAStream("model.$state.sink { _ in }.store(in: &cancellables)"))
        XCTAssertTrue(
            storesAStream(
                "NotificationCenter.default.publisher(for: .refresh).sink { _ in }.store(in: &cancellables)"),
            "the project's publisher() takes no `for:`: this is Foundation's stream")
        XCTAssertTrue(storesAStream("service.updates.sink { _ in }.store(in: &cancellables)"))
    }

    func testASourceThatCompletesAtOnceLeavesNothingListening() {
        XCTAssertFalse(storesAStream("Observable.just(Event.shown).bind(to: alert.rx.show).disposed(by: disposeBag)"))
        XCTAssertFalse(storesAStream("Observable.from(items).subscribe(onNext: { _ in }).disposed(by: disposeBag)"))
        XCTAssertFalse(storesAStream("Just(1).sink { _ in }.store(in: &cancellables)"))
        XCTAssertTrue(storesAStream("Observable.merge(a, b).subscribe(onNext: { _ in }).disposed(by: disposeBag)"))
        XCTAssertTrue(storesAStream("viewModel.just.subscribe(onNext: { _ in }).disposed(by: disposeBag)"))
    }
}
