/// Supporting files: coordinators, extensions on system types, utilities (property wrappers,
/// custom operators, generic helpers), persistence and XCTest cases.
extension CodeGen {
    mutating func emitCoordinatorFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        if chance(40) {
            open("protocol Coordinator: AnyObject")
            line("var childCoordinators: [Coordinator] { get set }")
            line("var navigationController: UINavigationController { get }")
            line("func start()")
            close()
            line("")
        }
        emitDocComment("Owns navigation inside the \(feature) flow.")
        open("final class \(typeName): Coordinator")
        line("var childCoordinators: [Coordinator] = []")
        line("let navigationController: UINavigationController")
        line("private let dependencies: Dependencies")
        line("var onFinish: (() -> Void)?")
        blank()
        open("init(navigationController: UINavigationController, dependencies: Dependencies = .live)")
        line("self.navigationController = navigationController")
        line("self.dependencies = dependencies")
        close()
        blank()
        open("func start()")
        line(
            "let controller = \(feature)\(spec.role)ViewController(viewModel: .init(service: dependencies.\(entityVar)Service))"
        )
        line("controller.delegate = self")
        line("navigationController.setViewControllers([controller], animated: false)")
        close()
        for role in pickSome(Vocabulary.roles, count: int(2...4)) {
            blank()
            let method = freshName { _ in "show\(role)" }
            open("func \(method)(for \(entityVar): \(entity)\(chance(50) ? ", animated: Bool = true" : ""))")
            line(
                "let controller = \(feature)\(role)ViewController(\(entityVar): \(entityVar), dependencies: dependencies)"
            )
            if chance(50) {
                line("navigationController.pushViewController(controller, animated: \(pick(["true", "animated"])))")
            } else {
                line("let navigation = UINavigationController(rootViewController: controller)")
                line("navigation.modalPresentationStyle = .\(pick(["formSheet", "pageSheet", "fullScreen"]))")
                line("navigationController.present(navigation, animated: true)")
            }
            close()
        }
        fill(until: spec.targetLines * 80 / 100) { $0.emitClassMember() }
        drainPending()
        close()
        blank()
        open("extension \(typeName): \(feature)\(entity)Delegate")
        open(
            "func \(Self.lowerFirst(feature))\(spec.role)ViewController(_ controller: \(feature)\(spec.role)ViewController, didSelect \(entityVar): \(entity))"
        )
        line("show\(pick(["Detail", "Summary", "Edit"]))(for: \(entityVar))")
        close()
        close()
        fill(until: spec.targetLines) { $0.emitViewExtension() }
    }

    static let extendedTypes = [
        "UIView", "UIViewController", "String", "Date", "Array", "Collection", "UIColor", "URL", "Data",
        "Optional", "Result", "Sequence", "Dictionary", "UITableView", "UICollectionView", "Publisher",
        "Double", "Int", "UIImage", "NSAttributedString", "Bundle", "UserDefaults", "Notification.Name",
    ]

    mutating func emitExtensionsFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        let extended = String(typeName.split(separator: "+").first ?? "UIView")
        while out.lineCount + 20 < spec.targetLines {
            blank()
            emitExtensionBlock(extended)
        }
    }

    mutating func emitExtensionBlock(_ extended: String) {
        switch extended {
        case "String":
            open("extension String")
            line("var isValidEmail: Bool { wholeMatch(of: \(pick(Self.bareRegexes))) != nil }")
            line("var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }")
            open("func \(freshName { _ in "truncated" })(to length: Int, trailing: String = \"…\") -> String")
            line("count > length ? prefix(length) + trailing : self")
            close()
            line("var \(freshName { _ in "digits" }): String { replacing(/[^0-9]/, with: \"\") }")
            close()
        case "UIColor":
            open("extension UIColor")
            open("convenience init(hex: UInt32, alpha: CGFloat = 1)")
            line("self.init(")
            out.indentIn()
            line("red: CGFloat((hex >> 16) & 0xFF) / 255,")
            line("green: CGFloat((hex >> 8) & 0xFF) / 255,")
            line("blue: CGFloat(hex & 0xFF) / 255,")
            line("alpha: alpha")
            out.indentOut()
            line(")")
            close()
            blank()
            line(
                "static let \(freshName { _ in "appPrimary" }) = UIColor(hex: 0x\(pick(["1F2A44", "0A84FF", "34C759"])))"
            )
            line("static let \(freshName { _ in "brandAccent" }) = UIColor(named: \"BrandAccent\") ?? .systemPink")
            close()
        case "Collection", "Array", "Sequence":
            open(
                "extension \(extended == "Sequence" ? "Sequence" : "Collection")\(extended == "Array" ? " where Element: Identifiable" : "")"
            )
            if extended == "Sequence" {
                open(
                    "func \(freshName { _ in "sorted" })<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element]"
                )
                line(
                    "sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }"
                )
                close()
            } else if extended == "Array" {
                open("func \(freshName { _ in "element" })(withID id: Element.ID) -> Element?")
                line("first { $0.id == id }")
                close()
            } else {
                open("subscript(\(freshName { _ in "safe" }) index: Index) -> Element?")
                line("indices.contains(index) ? self[index] : nil")
                close()
            }
            close()
        case "Optional":
            open("extension Optional where Wrapped == String")
            line("var \(freshName { _ in "isNilOrEmpty" }): Bool { self?.isEmpty ?? true }")
            close()
            blank()
            open("extension Optional")
            open("func \(freshName { _ in "orThrow" })(_ error: @autoclosure () -> Error) throws -> Wrapped")
            line("guard let value = self else { throw error() }")
            line("return value")
            close()
            close()
        case "Date":
            open("extension Date")
            line("static let \(freshName { _ in "iso8601Formatter" }) = ISO8601DateFormatter()")
            line("var \(freshName { _ in "startOfDay" }): Date { Calendar.current.startOfDay(for: self) }")
            open("func \(freshName { _ in "adding" })(days: Int) -> Date")
            line("addingTimeInterval(TimeInterval(days) * 86_400)")
            close()
            line("var \(freshName { _ in "isInFuture" }): Bool { timeIntervalSinceNow > 0 }")
            close()
        case "Publisher":
            open("extension Publisher where Failure == Never")
            open(
                "func \(freshName { _ in "assignWeakly" })<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on root: Root) -> AnyCancellable"
            )
            line("sink { [weak root] value in root?[keyPath: keyPath] = value }")
            close()
            close()
        case "Result":
            open("extension Result")
            line("var \(freshName { _ in "isSuccess" }): Bool { if case .success = self { true } else { false } }")
            line(
                "var \(freshName { _ in "failure" }): Failure? { guard case .failure(let error) = self else { return nil }; return error }"
            )
            close()
        case "Notification.Name":
            open("extension Notification.Name")
            for event in pickSome(
                ["didSignIn", "didSignOut", "cartDidChange", "profileDidUpdate", "themeDidChange", "ordersDidSync"],
                count: 2)
            {
                line("static let \(freshName { _ in event }) = Notification.Name(\"\(spec.project).\(event)\")")
            }
            close()
        case "UIViewController":
            open("extension UIViewController")
            open("func \(freshName { _ in "embed" })(_ child: UIViewController, in container: UIView? = nil)")
            line("addChild(child)")
            line("(container ?? view).addSubview(child.view)")
            line("child.view.frame = (container ?? view).bounds")
            line("child.didMove(toParent: self)")
            close()
            blank()
            open("func \(freshName { _ in "presentAlert" })(title: String, message: String? = nil)")
            line("let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)")
            line("alert.addAction(UIAlertAction(title: \(stringLiteral()), style: .default))")
            line("present(alert, animated: true)")
            close()
            close()
        default:
            open("extension \(extended)")
            inExtension = true
            for _ in 0..<int(1...3) {
                blank()
                emitClassMember()
            }
            drainPending()
            inExtension = false
            close()
        }
    }

    mutating func emitUtilitiesFile() {
        emitFileHeader()
        emitImports(["Foundation"])
        while out.lineCount + 25 < spec.targetLines {
            blank()
            switch below(9) {
            case 0:
                let name = freshName { _ in "UserDefault" }
                line("@propertyWrapper")
                open("struct \(name)<Value>")
                line("let key: String")
                line("let defaultValue: Value")
                line("var container: UserDefaults = .standard")
                blank()
                open("var wrappedValue: Value")
                line("get { container.object(forKey: key) as? Value ?? defaultValue }")
                line("set { container.set(newValue, forKey: key) }")
                close()
                blank()
                line("var projectedValue: Self { self }")
                close()
            case 1:
                let name = freshName { _ in "Clamped" }
                line("@propertyWrapper")
                open("struct \(name)<Value: Comparable>")
                line("private var value: Value")
                line("let range: ClosedRange<Value>")
                blank()
                open("init(wrappedValue: Value, _ range: ClosedRange<Value>)")
                line("self.range = range")
                line("value = min(max(wrappedValue, range.lowerBound), range.upperBound)")
                close()
                blank()
                open("var wrappedValue: Value")
                line("get { value }")
                line("set { value = min(max(newValue, range.lowerBound), range.upperBound) }")
                close()
                close()
            case 2:
                line(
                    "infix operator \(pick(["??=", "<~", "|>"])): \(pick(["AssignmentPrecedence", "AdditionPrecedence"]))"
                )
                line("")
                open("precedencegroup \(freshName { _ in "ForwardApplication" })")
                line("associativity: left")
                line("higherThan: AssignmentPrecedence")
                close()
                blank()
                open("func + <Key, Value>(lhs: [Key: Value], rhs: [Key: Value]) -> [Key: Value]")
                line("lhs.merging(rhs) { _, new in new }")
                close()
            case 3:
                let name = freshName { _ in "Debouncer" }
                open("final class \(name)")
                line("private let delay: TimeInterval")
                line("private var workItem: DispatchWorkItem?")
                blank()
                open("init(delay: TimeInterval = \(pick(["0.3", "0.25", "1e-1"])))")
                line("self.delay = delay")
                close()
                blank()
                open("func call(_ action: @escaping () -> Void)")
                line("workItem?.cancel()")
                line("let item = DispatchWorkItem(block: action)")
                line("workItem = item")
                line("DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: item)")
                close()
                close()
            case 4:
                let name = freshName { _ in "Atomic" }
                line("@propertyWrapper")
                open("final class \(name)<Value>: @unchecked Sendable")
                line("private let lock = NSLock()")
                line("private var value: Value")
                line("init(wrappedValue: Value) { value = wrappedValue }")
                open("var wrappedValue: Value")
                line("get { lock.lock(); defer { lock.unlock() }; return value }")
                line("set { lock.lock(); value = newValue; lock.unlock() }")
                close()
                close()
            case 5:
                let name = freshName { _ in "WeakBox" }
                open("struct \(name)<Object: AnyObject>")
                line("weak var object: Object?")
                close()
                blank()
                open("final class \(freshName { _ in "MulticastDelegate" })<Delegate>")
                line("private var delegates: [WeakBox<AnyObject>] = []")
                line("func add(_ delegate: Delegate) { delegates.append(WeakBox(object: delegate as AnyObject)) }")
                open("func invoke(_ body: (Delegate) -> Void)")
                line("delegates.removeAll { $0.object == nil }")
                line("delegates.compactMap { $0.object as? Delegate }.forEach(body)")
                close()
                close()
            case 6:
                let name = freshName { g in g.pick(["Currency", "Distance", "Duration", "Percent"]) + "Formatter" }
                open("enum \(name)")
                line("private static let formatter: NumberFormatter = {")
                out.indentIn()
                line("let formatter = NumberFormatter()")
                line("formatter.numberStyle = .\(pick(["currency", "decimal", "percent"]))")
                line("formatter.maximumFractionDigits = \(pick(["0", "1", "2"]))")
                line("return formatter")
                out.indentOut()
                line("}()")
                blank()
                open("static func string(from value: Double) -> String")
                line("formatter.string(from: NSNumber(value: value)) ?? \"\\(value)\"")
                close()
                close()
            case 7:
                let name = freshName { _ in "Theme" }
                open("struct \(name)")
                line("static var current = \(name)()")
                line("var tintColor: UIColor = \(tintExpr())")
                line("var background: UIColor = .systemBackground")
                line("var cornerRadius: CGFloat = \(floatLiteral())")
                line("var spacing: (small: CGFloat, medium: CGFloat, large: CGFloat) = (4, 8, 16)")
                close()
            default:
                let name = freshName { _ in "Retry" }
                open("enum \(name)")
                open(
                    "static func run<T>(attempts: Int = \(pick(["3", "0x3", "5"])), delay: UInt64 = 500_000_000, _ operation: () async throws -> T) async throws -> T"
                )
                line("var lastError: Error?")
                open("for attempt in 0..<attempts")
                open("do")
                line("return try await operation()")
                close(" catch {")
                out.indentIn()
                line("lastError = error")
                line("try await Task.sleep(nanoseconds: delay << UInt64(attempt))")
                close()
                close()
                line("throw lastError ?? CancellationError()")
                close()
                close()
            }
        }
    }

    mutating func emitPersistenceFile() {
        emitFileHeader()
        emitImports(["Foundation"])
        let e = entity
        emitDocComment("Keeps \(Self.lowerFirst(Self.plural(e))) on disk between launches.")
        open("actor \(typeName)")
        line("private var memory: [\(e).ID: \(e)] = [:]")
        line("private let fileURL: URL")
        line("private let encoder = JSONEncoder()")
        blank()
        open("init(fileName: String = \"\(Self.snakeCase(Self.plural(e))).json\")")
        line("let folder = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]")
        line("fileURL = folder.appendingPathComponent(fileName)")
        close()
        blank()
        open("func all() -> [\(e)]")
        line("Array(memory.values).sorted { $0.id.hashValue < $1.id.hashValue }")
        close()
        blank()
        open("func upsert(_ \(Self.plural(entityVar)): [\(e)]) throws")
        line("for \(entityVar) in \(Self.plural(entityVar)) { memory[\(entityVar).id] = \(entityVar) }")
        line("try encoder.encode(Array(memory.values)).write(to: fileURL, options: [.atomic, .completeFileProtection])")
        close()
        blank()
        open("nonisolated func \(freshName { _ in "fileSize" })() -> Int")
        line("(try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int) ?? 0")
        close()
        fill(until: spec.targetLines) { g in
            g.inScope({ $0.hasSelf = true }) { $0.emitClassMember() }
        }
        drainPending()
        close()
    }

    mutating func emitTestsFile() {
        emitFileHeader()
        line("import XCTest")
        line("@testable import \(spec.project)")
        line("")
        let subject = String(typeName.dropLast("Tests".count))
        open("final class \(typeName): XCTestCase")
        line("private var sut: \(subject)!")
        line("private var service: Mock\(entity)Service!")
        blank()
        open("override func setUp()")
        line("super.setUp()")
        line("service = Mock\(entity)Service()")
        line("sut = \(subject)(\(pick(["service: service", ""])))")
        close()
        blank()
        open("override func tearDown()")
        line("sut = nil")
        line("service = nil")
        line("super.tearDown()")
        close()
        while out.lineCount + 20 < spec.targetLines {
            blank()
            emitTestCase(subject)
        }
        close()
    }

    mutating func emitTestCase(_ subject: String) {
        let name = freshName { g in
            "test" + Self.upperFirst(g.pick(Vocabulary.verbs))
                + g.pick([g.entity, Self.plural(g.entity), "State", "Layout"])
                + g.pick(["Succeeds", "Fails", "UpdatesState", "IsIdempotent", "WhenEmpty", "WhenOffline"])
        }
        switch below(5) {
        case 0:
            open("func \(name)() async throws")
            line("service.stub\(Self.plural(entity)) = [.fixture(id: \(intLiteral())), .fixture(id: \(intLiteral()))]")
            line("try await sut.load()")
            line("XCTAssertEqual(sut.\(entitiesVar).count, 2)")
            line("XCTAssertFalse(sut.isLoading, \(stringLiteral()))")
            close()
        case 1:
            open("func \(name)()")
            line("let expectation = expectation(description: \"\(name)\")")
            open("sut.fetch\(Self.plural(entity)) { result in")
            line("if case .failure(let error) = result { XCTAssertEqual(error as? APIError, .offline) }")
            line("expectation.fulfill()")
            close()
            line("wait(for: [expectation], timeout: \(pick(["1", "2.0", "0.5"])))")
            close()
        case 2:
            open("func \(name)() throws")
            emitMultilineLiteral("let json = ")
            line("let decoded = try JSONDecoder().decode(\(entity).self, from: Data(json.utf8))")
            line("XCTAssertEqual(decoded.\(pick(["name", "title", "id"])), \(stringLiteral()))")
            close()
        case 3:
            open("func \(name)()")
            line("let text = \(stringLiteral())")
            line("XCTAssertNotNil(text.firstMatch(of: \(regexLiteral())))")
            line("XCTAssertEqual(\(intLiteral()) + \(intLiteral()), \(intLiteral()), accuracy: \(floatLiteral()))")
            close()
        default:
            open("func \(name)()")
            line("sut.loadViewIfNeeded()")
            line("sut.beginAppearanceTransition(true, animated: false)")
            line("sut.endAppearanceTransition()")
            line("XCTAssertEqual(Analytics.shared.trackedScreens.last, \(stringLiteral()))")
            line("XCTAssertTrue(sut.navigationController?.isNavigationBarHidden ?? false)")
            close()
        }
    }
}
