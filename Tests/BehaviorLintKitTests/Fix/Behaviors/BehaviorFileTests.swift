import XCTest

@testable import BehaviorLintKit

/// A generated file looks like the project's own: its notice on top, and only the imports its
/// code needs.
final class BehaviorFileTests: XCTestCase {
    private func created(_ files: [(String, String)]) -> [String: String] {
        let outcome = FixEngine.fix(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: .everyScreen,
            outputDirectory: "Behaviors")
        return Dictionary(uniqueKeysWithValues: outcome.created.map { ($0.path, $0.contents) })
    }

    private func host(_ name: String, header: String, imports: String, statement: String) -> (String, String) {
        (
            "\(name).swift",
            header + imports + """

                final class \(name)ViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "\(name)"
                    }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        \(statement)
                    }
                }

                """
        )
    }

    private static let locator = (
        "ServiceLocator.swift",
        "enum ServiceLocator { static let analytics = Analytics() }\nfinal class Analytics { func track(_ name: String) {} }\n"
    )

    func testTheHostsHeaderIsWrittenForTheNewFileWithoutItsAuthor() {
        func header(_ file: String, _ author: String, _ year: Int) -> String {
            "//\n//  \(file).swift\n//  Shop\n//\n//  Created by \(author) on 1/2/\(year % 100).\n"
                + "//  Copyright © \(year) Shop Inc. All rights reserved.\n//\n\n"
        }
        let files = created([
            Self.locator,
            host(
                "Home", header: header("Home", "Ann", 2023), imports: "import UIKit\n",
                statement: "ServiceLocator.analytics.track(\"home\")"),
            host(
                "Cart", header: header("Cart", "Bob", 2019), imports: "import UIKit\n",
                statement: "ServiceLocator.analytics.track(\"cart\")"),
        ])
        // The lines of the host with the newest year (Home), its file's name replaced, no author.
        XCTAssertEqual(
            files["Behaviors/ScreenTrackingBehavior.swift"]?.components(separatedBy: "import UIKit")[0],
            "//\n//  ScreenTrackingBehavior.swift\n//  Shop\n//\n//  Copyright © 2023 Shop Inc. All rights reserved.\n//\n\n"
        )
        XCTAssertTrue(
            files["Behaviors/LifecycleBehaviors.swift"]?.hasPrefix(
                "//\n//  LifecycleBehaviors.swift\n//  Shop\n//\n//  Copyright © 2023") == true)
    }

    func testTheNewestNoticeIsCopiedNotAScreenTemplatesStamp() {
        let stamped =
            "// File created from ScreenTemplate\n// $ createScreen.sh Cart Cart\n/*\n Copyright 2020 Shop Ltd\n */\n\n"
        let current = "//\n// Copyright 2021-2024 Shop Ltd.\n//\n// SPDX-License-Identifier: AGPL-3.0-only\n//\n\n"
        let files = created([
            Self.locator,
            host(
                "Cart", header: stamped, imports: "import UIKit\n",
                statement: "ServiceLocator.analytics.track(\"cart\")"),
            host(
                "Home", header: current, imports: "import UIKit\n",
                statement: "ServiceLocator.analytics.track(\"home\")"),
        ])
        XCTAssertEqual(
            files["Behaviors/ScreenTrackingBehavior.swift"]?.components(separatedBy: "import UIKit")[0], current)
    }

    /// A behavior whose every statement sits in the same `if` about the screen does its chore only
    /// then: its doc comment says so, since its name cannot.
    func testAConditionEveryMovedStatementSitsInIsInTheDocComment() {
        let files = created([
            Self.locator,
            host(
                "Home", header: "", imports: "import UIKit\n",
                statement: "if isBeingPresented { ServiceLocator.analytics.track(\"home\") }"),
        ])
        XCTAssertTrue(
            files["Behaviors/ScreenTrackingBehavior.swift"]?.contains(
                "/// Tracks the screen at the moments it used to track itself, only while `isBeingPresented`.\n")
                == true, files.description)
    }

    func testHostsWithoutANoticeGiveNone() {
        let files = created([
            Self.locator,
            host(
                "Home", header: "// Home screen.\n\n", imports: "import UIKit\n",
                statement: "ServiceLocator.analytics.track(\"home\")"),
        ])
        XCTAssertTrue(files["Behaviors/ScreenTrackingBehavior.swift"]?.hasPrefix("import UIKit\n\n///") == true)
    }

    func testOnlyTheImportsTheCodeNeeds() {
        let imports =
            "import UIKit\nimport SwiftUI\nimport Combine\nimport struct Store.Product\n@testable import Shop\n"
        // Everything the statement names is the project's own: UIKit is enough.
        let own = created([
            Self.locator,
            host("Home", header: "", imports: imports, statement: "ServiceLocator.analytics.track(\"home\")"),
        ])
        XCTAssertTrue(
            own["Behaviors/ScreenTrackingBehavior.swift"]?.hasPrefix("import UIKit\n\n///") == true,
            own["Behaviors/ScreenTrackingBehavior.swift"] ?? "")
        // A name the project does not declare may come from any module outside it that the host imports.
        let outside = created([host("Home", header: "", imports: imports, statement: "WPAnalytics.track(\"home\")")])
        XCTAssertTrue(
            outside["Behaviors/ScreenTrackingBehavior.swift"]?.hasPrefix(
                "import UIKit\nimport SwiftUI\nimport Combine\n\n///") == true,
            outside["Behaviors/ScreenTrackingBehavior.swift"] ?? "")
        // A symbol imported on its own counts only when the code names it.
        let product = created([host("Home", header: "", imports: imports, statement: "Product.track(\"home\")")])
        XCTAssertTrue(
            product["Behaviors/ScreenTrackingBehavior.swift"]?.hasPrefix(
                "import UIKit\nimport struct Store.Product\n\n///") == true,
            product["Behaviors/ScreenTrackingBehavior.swift"] ?? "")
    }
}

/// Which module an import line brings in, and which symbol when it names one.
final class BehaviorImportsTests: XCTestCase {
    func testAnImportLineNamesItsModuleAndSymbol() {
        XCTAssertEqual(
            BehaviorImports.imported("import Yosemite").map { "\($0.module) \($0.symbol ?? "-")" }, "Yosemite -")
        XCTAssertEqual(
            BehaviorImports.imported("@_exported import struct Yosemite.Site").map {
                "\($0.module) \($0.symbol ?? "-")"
            },
            "Yosemite Site")
        XCTAssertNil(BehaviorImports.imported("@testable import Yosemite"))
        XCTAssertNil(BehaviorImports.imported("let imported = true"))
    }

    func testAnImportLineWithoutAModuleIsNoImport() {
        // Half-typed code: nothing to keep, and no crash.
        XCTAssertNil(BehaviorImports.imported("import struct ."))
    }
}
