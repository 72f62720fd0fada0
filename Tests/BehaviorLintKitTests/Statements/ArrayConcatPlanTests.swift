import XCTest

@testable import BehaviorLintKit

/// Which `+` chains can become `append` statements, read from the chain the scan found.
final class ArrayConcatPlanTests: XCTestCase {
    private func plan(_ source: String) throws -> ArrayConcatPlan {
        let chains = Scanner.summarize(bytes: Array(source.utf8), path: "A.swift").plusChains
        XCTAssertEqual(chains.count, 1)
        return ArrayConcatPlan(for: try XCTUnwrap(chains.first))
    }

    func testAnAnnotatedConstantIsBuiltInAClosure() throws {
        XCTAssertEqual(
            try plan("func f() {\n    let views: [UIView] = [a] + bs.map { $0.view } + [c]\n}\n"),
            .closure(element: "UIView"))
    }

    func testAnAnnotatedLocalVariableIsFilledInPlace() throws {
        XCTAssertEqual(
            try plan("func f() {\n    var views: [UIView] = [a] + bs.map { $0.view } + [c]\n}\n"),
            .inPlace(element: "UIView"))
    }

    func testAReturnedChainIsBuiltInALocal() throws {
        XCTAssertEqual(
            try plan("func makeViews() -> [UIView] {\n    return [a] + bs.map { $0.view } + [c]\n}\n"),
            .returnedLocal(element: "UIView"))
    }

    func testAnUnannotatedBindingHasNoPlanAndSaysWhy() throws {
        let planned = try plan("func f() {\n    let views = [a] + bs.map { $0.view } + [c]\n}\n")
        XCTAssertNil(planned.element)
        XCTAssertEqual(planned, .none("its element type is not declared (annotate the binding)"))
    }
}
