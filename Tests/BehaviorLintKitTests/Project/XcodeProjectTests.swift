import XCTest

@testable import BehaviorLintKit

/// Reading `project.pbxproj` files (which targets compile a file, where a new one goes) and
/// adding files to them by inserting lines only, as Xcode writes them.
final class XcodeProjectTests: XCTestCase {
    // MARK: Reading

    func testFolderIsWhereTheXcodeprojLies() throws {
        XCTAssertEqual(try shop().folder, "ios")
        XCTAssertEqual(
            try XcodeProject(projectFile: "Shop.xcodeproj/project.pbxproj", bytes: bytes(shopProject)).folder, ".")
        XCTAssertEqual(
            try XcodeProject(projectFile: "/work/app/Shop.xcodeproj/project.pbxproj", bytes: bytes(shopProject)).folder,
            "/work/app")
    }

    func testTargetsCompilingAFileFollowGroupPathsAndSourceTrees() throws {
        let project = try shop()
        XCTAssertEqual(project.nativeTargets.map(\.name), ["Shop", "ShopWidget"])
        XCTAssertEqual(project.targets(compiling: "Shop/Screens/HomeViewController.swift"), ["Shop"])
        // The Shared group has no path: its files lie in the Shop folder.
        XCTAssertEqual(project.targets(compiling: "Shop/Formatter.swift"), ["Shop", "ShopWidget"])
        // SOURCE_ROOT starts at the project's folder, whatever group holds the reference.
        XCTAssertEqual(project.targets(compiling: "Extensions/Widget/Widget.swift"), ["ShopWidget"])
        XCTAssertEqual(project.targets(compiling: "./Shop/Screens/../Formatter.swift"), ["Shop", "ShopWidget"])
    }

    func testFilesOutsideSourcesPhasesOrUnderBuildSettingTreesAreCompiledByNoTarget() throws {
        let project = try shop()
        XCTAssertEqual(project.targets(compiling: "Shop/Info.plist"), [])
        XCTAssertEqual(project.targets(compiling: "Shop.app"), [])
        XCTAssertEqual(project.targets(compiling: "Shop/Screens/Unknown.swift"), [])
        XCTAssertEqual(
            project.targets(compiling: "Shop/Widget.swift"), [],
            "the SOURCE_ROOT reference is not under its group's folder")
    }

    func testPlacementIsTheGroupHoldingTheFoldersCompiledFiles() throws {
        let project = try shop()
        XCTAssertEqual(
            project.placement(forNewFile: "Shop/Screens/CartViewController.swift", targets: ["Shop"]),
            .group("A10000000000000000000003"))
        // Shop and its path-less Shared group both stand for the Shop folder; Shared holds its compiled files.
        XCTAssertEqual(
            project.placement(forNewFile: "Shop/Checkout.swift", targets: ["Shop", "ShopWidget"]),
            .group("A10000000000000000000004"))
        XCTAssertEqual(
            project.placement(forNewFile: "Shop/Screens/HomeViewController.swift", targets: ["ShopWidget"]),
            .group("A10000000000000000000003"),
            "an existing reference stays in its group")
    }

    func testNoPlacementForUnknownTargetsFoldersWithoutAGroupOrPathsOutside() throws {
        let project = try shop()
        XCTAssertNil(project.placement(forNewFile: "Shop/Screens/Cart.swift", targets: ["Shop", "Nope"]))
        XCTAssertNil(project.placement(forNewFile: "Shop/Payments/Cart.swift", targets: ["Shop"]))
        XCTAssertNil(project.placement(forNewFile: "../Cart.swift", targets: ["Shop"]))
        XCTAssertNil(project.placement(forNewFile: "/tmp/Cart.swift", targets: ["Shop"]))
    }

    // MARK: Adding

    /// A target's `SWIFT_VERSION` comes from its own build configurations; a target with none
    /// says nothing here (the project's own configurations would speak for it).
    func testTheOldestSwiftVersionOfTargetsIsReadFromTheirConfigurations() throws {
        let project = try XcodeProject(
            projectFile: "Shop.xcodeproj/project.pbxproj",
            bytes: Array(shopProject(swiftVersions: ["5.0", "4.0"]).utf8))
        XCTAssertEqual(project.oldestSwiftVersion(ofTargets: ["Shop"]).map { "\($0.target) \($0.version)" }, "Shop 4.0")
        XCTAssertNil(project.oldestSwiftVersion(ofTargets: ["ShopWidget"]))
    }

    func testAddingNothingGivesTheSameBytes() throws {
        XCTAssertEqual(try shop().adding([]), bytes(shopProject))
    }

    func testAddingInsertsXcodeStyleLinesWhereTheirIdsSort() throws {
        let added = try shop().adding([
            (path: "Shop/Screens/CartViewController.swift", targets: ["Shop"]),
            (path: "Shop/Checkout+Total.swift", targets: ["Shop", "ShopWidget"]),
        ])
        var expected = shopProject
        // Build files, sorted by id into their section (one line each, like their neighbours).
        expected.insert(
            "\t\t3BC041F7C025307C201FDCC6 /* CartViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = B101C14A693D2CE6BE48811B /* CartViewController.swift */; };",
            before: "\t\tB10000000000000000000001 /* HomeViewController.swift in Sources */")
        expected.insert(
            "\t\t83D1DAD1E39F82C8BEA3783A /* Checkout+Total.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3442744F2D7990253367D33 /* Checkout+Total.swift */; };",
            before: "\t\tB10000000000000000000001 /* HomeViewController.swift in Sources */")
        expected.insert(
            "\t\tD7374C84A87D783CC6BC2E51 /* Checkout+Total.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3442744F2D7990253367D33 /* Checkout+Total.swift */; };",
            before: "/* End PBXBuildFile section */")
        // File references: the name alone as path, quoted when Xcode would quote it.
        expected.insert(
            "\t\tB101C14A693D2CE6BE48811B /* CartViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CartViewController.swift; sourceTree = \"<group>\"; };",
            before: "\t\tF10000000000000000000001 /* HomeViewController.swift */ = {")
        expected.insert(
            "\t\tF3442744F2D7990253367D33 /* Checkout+Total.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"Checkout+Total.swift\"; sourceTree = \"<group>\"; };",
            before: "/* End PBXFileReference section */")
        // Appended to their groups' children and to the targets' Sources phases.
        expected.insert(
            "\t\t\t\tB101C14A693D2CE6BE48811B /* CartViewController.swift */,",
            after: "\t\t\t\tF10000000000000000000001 /* HomeViewController.swift */,")
        expected.insert(
            "\t\t\t\tF3442744F2D7990253367D33 /* Checkout+Total.swift */,",
            after: "\t\t\t\tF10000000000000000000002 /* Formatter.swift */,")
        expected.insert(
            "\t\t\t\t3BC041F7C025307C201FDCC6 /* CartViewController.swift in Sources */,\n\t\t\t\tD7374C84A87D783CC6BC2E51 /* Checkout+Total.swift in Sources */,",
            after: "\t\t\t\tB10000000000000000000002 /* Formatter.swift in Sources */,")
        expected.insert(
            "\t\t\t\t83D1DAD1E39F82C8BEA3783A /* Checkout+Total.swift in Sources */,",
            after: "\t\t\t\tB10000000000000000000004 /* Widget.swift in Sources */,")
        XCTAssertEqual(String(decoding: added, as: UTF8.self), expected)
    }

    func testInsertedLinesAreTheOnlyDifference() throws {
        let original = shopProject.split(separator: "\n", omittingEmptySubsequences: false)
        let added = String(
            decoding: try shop().adding([
                (path: "Shop/Screens/CartViewController.swift", targets: ["Shop", "ShopWidget"])
            ]), as: UTF8.self
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(added.count, original.count + 6, "a reference, a child, two build files, two phase entries")
        XCTAssertEqual(added.filter { !$0.contains("CartViewController.swift") }, original)
    }

    func testReReadingFindsTheNewFilesInTheirTargetsAndGroup() throws {
        let added = try shop().adding([
            (path: "Shop/Screens/CartViewController.swift", targets: ["ShopWidget"]),
            (path: "Shop/Checkout.swift", targets: ["Shop", "ShopWidget"]),
        ])
        let project = try XcodeProject(projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: added)
        XCTAssertEqual(project.targets(compiling: "Shop/Screens/CartViewController.swift"), ["ShopWidget"])
        XCTAssertEqual(project.targets(compiling: "Shop/Checkout.swift"), ["Shop", "ShopWidget"])
        XCTAssertEqual(project.group(holding: "Shop/Checkout.swift"), "A10000000000000000000004")
        XCTAssertEqual(project.group(holding: "Shop/Screens/CartViewController.swift"), "A10000000000000000000003")
        XCTAssertEqual(
            project.placement(forNewFile: "Shop/Screens/CartViewController.swift", targets: ["ShopWidget"]),
            .group("A10000000000000000000003"))
    }

    func testAddingIsDeterministicAndAddingAgainChangesNothing() throws {
        let files = [
            (path: "Shop/Checkout.swift", targets: ["Shop"]), (path: "Shop/Checkout.swift", targets: ["ShopWidget"]),
        ]
        let once = try shop().adding(files)
        XCTAssertEqual(try shop().adding(files), once)
        XCTAssertEqual(
            try XcodeProject(projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: once).adding(files), once)
        XCTAssertEqual(
            String(decoding: once, as: UTF8.self).components(
                separatedBy: "/* Checkout.swift */ = {isa = PBXFileReference"
            ).count, 2,
            "one path listed twice is one file")
    }

    func testAddingASecondTargetReusesTheFileReference() throws {
        let added = String(
            decoding: try shop().adding([
                (path: "Shop/Screens/HomeViewController.swift", targets: ["Shop", "ShopWidget"])
            ]), as: UTF8.self)
        var expected = shopProject
        expected.insert(
            "\t\t2934595636DAF1D93B6FBED7 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000001 /* HomeViewController.swift */; };",
            before: "\t\tB10000000000000000000001 /* HomeViewController.swift in Sources */")
        expected.insert(
            "\t\t\t\t2934595636DAF1D93B6FBED7 /* HomeViewController.swift in Sources */,",
            after: "\t\t\t\tB10000000000000000000004 /* Widget.swift in Sources */,")
        XCTAssertEqual(added, expected)
    }

    func testMultiLineSectionsGetMultiLineObjects() throws {
        let oneLineSection = """
            \t\tB10000000000000000000001 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000001 /* HomeViewController.swift */; };
            \t\tB10000000000000000000002 /* Formatter.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000002 /* Formatter.swift */; };
            """
        let multiLineSection = """
            \t\tB10000000000000000000001 /* HomeViewController.swift in Sources */ = {
            \t\t\tisa = PBXBuildFile;
            \t\t\tfileRef = F10000000000000000000001 /* HomeViewController.swift */;
            \t\t};
            \t\tB10000000000000000000002 /* Formatter.swift in Sources */ = {
            \t\t\tisa = PBXBuildFile;
            \t\t\tfileRef = F10000000000000000000002 /* Formatter.swift */;
            \t\t};
            """
        let original = shopProject.replacingOccurrences(of: oneLineSection, with: multiLineSection)
        XCTAssertNotEqual(original, shopProject)
        let project = try XcodeProject(projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: bytes(original))
        let added = String(
            decoding: try project.adding([(path: "Shop/Screens/HomeViewController.swift", targets: ["ShopWidget"])]),
            as: UTF8.self)
        var expected = original
        expected.insert(
            """
            \t\t2934595636DAF1D93B6FBED7 /* HomeViewController.swift in Sources */ = {
            \t\t\tisa = PBXBuildFile;
            \t\t\tfileRef = F10000000000000000000001 /* HomeViewController.swift */;
            \t\t};
            """, before: "\t\tB10000000000000000000001 /* HomeViewController.swift in Sources */")
        expected.insert(
            "\t\t\t\t2934595636DAF1D93B6FBED7 /* HomeViewController.swift in Sources */,",
            after: "\t\t\t\tB10000000000000000000004 /* Widget.swift in Sources */,")
        XCTAssertEqual(added, expected)
    }

    func testCRLFFilesGetCRLFLines() throws {
        let files = [(path: "Shop/Checkout+Total.swift", targets: ["Shop", "ShopWidget"])]
        let crlf = shopProject.replacingOccurrences(of: "\n", with: "\r\n")
        let added = try XcodeProject(projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: bytes(crlf)).adding(
            files)
        XCTAssertEqual(
            String(decoding: added, as: UTF8.self),
            String(decoding: try shop().adding(files), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n"))
    }

    func testAddingRefusesWhatItCannotPlace() throws {
        let project = try shop()
        let refusals: [((path: String, targets: [String]), String)] = [
            (
                (path: "Shop/Cart.swift", targets: ["Nope"]),
                "cannot add 'Shop/Cart.swift': the project has no single native target named 'Nope'"
            ),
            (
                (path: "Shop/Payments/Cart.swift", targets: ["Shop"]),
                "cannot add 'Shop/Payments/Cart.swift': no group of the project stands for the folder 'Shop/Payments'"
            ),
            ((path: "Shop/Cart.m", targets: ["Shop"]), "cannot add 'Shop/Cart.m': only Swift files are added"),
            (
                (path: "../Cart.swift", targets: ["Shop"]),
                "cannot add '../Cart.swift': the path must be relative to 'ios' and inside it"
            ),
            ((path: "Shop/.swift", targets: ["Shop"]), "cannot add 'Shop/.swift': only Swift files are added"),
            (
                (path: "Shop/Line\nBreak.swift", targets: ["Shop"]),
                "cannot add 'Shop/Line\nBreak.swift': the file name cannot be written into a project file"
            ),
        ]
        for (file, message) in refusals {
            XCTAssertThrowsError(try project.adding([file]), file.path) { error in
                XCTAssertTrue("\(error)".hasPrefix("ios/Shop.xcodeproj/project.pbxproj: " + message), "\(error)")
            }
        }
    }

    // MARK: Synchronized folders (Xcode 16)

    func testSynchronizedFolderMembersAreCompiledByTheirTargetsMinusExceptions() throws {
        let project = try notes()
        XCTAssertEqual(project.targets(compiling: "Notes/Model/Note.swift"), ["Notes"])
        XCTAssertEqual(
            project.targets(compiling: "Notes/Legacy/OldNote.swift"), [], "an excepted folder excepts everything in it")
        XCTAssertEqual(project.targets(compiling: "Notes/LegacyNote.swift"), ["Notes"])
        // For a target that does not list the folder, its exceptions are the files it does get.
        XCTAssertEqual(project.targets(compiling: "Notes/Model/Note+Title.swift"), ["Notes", "NotesWidget"])
        XCTAssertEqual(project.targets(compiling: "Notes"), [], "the folder itself is no member")
    }

    func testNewFileInASynchronizedFolderNeedsNoEdit() throws {
        let project = try notes()
        XCTAssertEqual(project.placement(forNewFile: "Notes/Views/NoteRow.swift", targets: ["Notes"]), .synchronized)
        XCTAssertEqual(
            try project.adding([(path: "Notes/Views/NoteRow.swift", targets: ["Notes"])]), bytes(notesProject))
        // Joining other targets would take membership exceptions, which are not written.
        XCTAssertNil(project.placement(forNewFile: "Notes/Views/NoteRow.swift", targets: ["Notes", "NotesWidget"]))
        XCTAssertNil(project.placement(forNewFile: "Notes/Legacy/NoteRow.swift", targets: ["Notes"]))
        XCTAssertThrowsError(
            try project.adding([(path: "Notes/Views/NoteRow.swift", targets: ["Notes", "NotesWidget"])])
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "Notes.xcodeproj/project.pbxproj: cannot add 'Notes/Views/NoteRow.swift': it lies in the synchronized folder 'Notes', "
                    + "which does not make it a member of 'NotesWidget' (that takes a membership exception, made in Xcode)"
            )
        }
    }

    func testTheFirstBuildFileOpensItsSectionInAlphabeticalOrder() throws {
        let project = try notes()
        XCTAssertEqual(
            project.placement(forNewFile: "Tools/Export.swift", targets: ["Notes", "NotesWidget"]),
            .group("A20000000000000000000002"))
        let added = try project.adding([(path: "Tools/Export.swift", targets: ["Notes", "NotesWidget"])])
        var expected = notesProject
        expected.insert(
            """
            /* Begin PBXBuildFile section */
            \t\t4224898775F2D2562777CB53 /* Export.swift in Sources */ = {isa = PBXBuildFile; fileRef = EF9F19045638FD75AAF085AC /* Export.swift */; };
            \t\t4ECEFC09AE51E28A306773DE /* Export.swift in Sources */ = {isa = PBXBuildFile; fileRef = EF9F19045638FD75AAF085AC /* Export.swift */; };
            /* End PBXBuildFile section */

            """, before: "/* Begin PBXFileReference section */")
        expected.insert(
            "\t\tEF9F19045638FD75AAF085AC /* Export.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Export.swift; sourceTree = \"<group>\"; };",
            before: "\t\tF20000000000000000000001 /* Notes.app */")
        // Empty lists get one level deeper than their `);`.
        expected.insert(
            "\t\t\t\tEF9F19045638FD75AAF085AC /* Export.swift */,",
            after: "\t\tA20000000000000000000002 /* Outils d’édition */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (")
        expected.insert(
            "\t\t\t\t4224898775F2D2562777CB53 /* Export.swift in Sources */,",
            after:
                "\t\tD20000000000000000000001 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = ("
        )
        expected.insert(
            "\t\t\t\t4ECEFC09AE51E28A306773DE /* Export.swift in Sources */,",
            after:
                "\t\tD20000000000000000000002 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = ("
        )
        XCTAssertEqual(String(decoding: added, as: UTF8.self), expected)
        let reread = try XcodeProject(projectFile: "Notes.xcodeproj/project.pbxproj", bytes: added)
        XCTAssertEqual(reread.targets(compiling: "Tools/Export.swift"), ["Notes", "NotesWidget"])
    }

    // MARK: Bytes it cannot read

    func testUnreadableBytesAreClearErrors() {
        let cases: [([UInt8], String)] = [
            ([], "p.xcodeproj/project.pbxproj:1: the file holds no property list"),
            (bytes("garbage"), "p.xcodeproj/project.pbxproj: does not hold a dictionary"),
            ([0x7B, 0xFF, 0x7D], "p.xcodeproj/project.pbxproj: is not UTF-8 text"),
            (bytes("<?xml version=\"1.0\"?>"), "p.xcodeproj/project.pbxproj: is an XML or binary property list"),
            (bytes("{ objects = { }; }"), "p.xcodeproj/project.pbxproj: has no 'rootObject'"),
            (
                bytes("{ objects = { }; rootObject = R; }"),
                "p.xcodeproj/project.pbxproj: its rootObject R is not a PBXProject"
            ),
            (
                bytes("// !$*UTF8*$!\n{\n\tarchiveVersion = 1\n}"),
                "p.xcodeproj/project.pbxproj:4: expected ';' after the value of 'archiveVersion', found '}'"
            ),
            (bytes("{ a = \"open; }"), "p.xcodeproj/project.pbxproj:1: the string opened here is never closed"),
            (bytes("{ a = (b c); }"), "p.xcodeproj/project.pbxproj:1: expected ',' or ')' after an array element"),
            (bytes("{ } }"), "p.xcodeproj/project.pbxproj:1: unexpected text after the end of the property list"),
            (bytes(String(repeating: "(", count: 100_000)), "p.xcodeproj/project.pbxproj:1: values nested too deeply"),
        ]
        for (input, message) in cases {
            XCTAssertThrowsError(try XcodeProject(projectFile: "p.xcodeproj/project.pbxproj", bytes: input), message) {
                error in
                XCTAssertTrue("\(error)".hasPrefix(message), "\(error)")
            }
        }
    }

    func testEveryTruncationIsAnErrorNotACrash() throws {
        let whole = bytes(notesProject)
        let closing = try XCTUnwrap(whole.lastIndex(of: UInt8(ascii: "}")))
        for length in 0..<closing {
            XCTAssertThrowsError(
                try XcodeProject(projectFile: "p.xcodeproj/project.pbxproj", bytes: Array(whole[..<length])),
                "\(length) bytes")
        }
        XCTAssertNoThrow(try XcodeProject(projectFile: "p.xcodeproj/project.pbxproj", bytes: Array(whole[...closing])))
    }

    func testDamagedBytesNeverCrash() {
        // A fixed-seed generator: the same damage on every run, so a failure can be replayed.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let original = bytes(shopProject)
        let tokens = Array("{}();=,\"/*\\ \n\tA0<>".utf8) + [0x00, 0xC3, 0xFF]
        var readable = 0
        for _ in 0..<1000 {
            var damaged = original
            for _ in 0...next(3) {
                let at = next(damaged.count)
                switch next(3) {
                case 0: damaged[at] = tokens[next(tokens.count)]
                case 1: damaged.remove(at: at)
                default: damaged.insert(tokens[next(tokens.count)], at: at)
                }
            }
            guard let project = try? XcodeProject(projectFile: "p.xcodeproj/project.pbxproj", bytes: damaged) else {
                continue
            }
            readable += 1
            _ = project.targets(compiling: "Shop/Formatter.swift")
            _ = project.placement(forNewFile: "Shop/Screens/Cart.swift", targets: ["Shop"])
            if let added = try? project.adding([(path: "Shop/Screens/Cart.swift", targets: ["Shop", "ShopWidget"])]) {
                XCTAssertNoThrow(
                    try XcodeProject(projectFile: "p.xcodeproj/project.pbxproj", bytes: added),
                    "what it writes it reads back")
            }
        }
        XCTAssertGreaterThan(readable, 0, "some damage (inside comments, names) leaves the file readable")
    }

    // MARK: Finding project files

    func testProjectFilesAreFoundBelowAFolderSkippingGeneratedAndHiddenOnes() {
        let folder = TemporaryDirectory()
        for project in [
            "App/App.xcodeproj", "App/Modules/Kit.xcodeproj", "Pods/Pods.xcodeproj", ".hidden/H.xcodeproj",
            "Carthage/Checkouts/C.xcodeproj", "App/.build/B.xcodeproj", "DerivedData/D.xcodeproj",
        ] {
            folder.write(project + "/project.pbxproj", "{}")
        }
        folder.write("Empty.xcodeproj/xcuserdata/readme", "no project file here")
        XCTAssertEqual(
            XcodeProject.projectFiles(under: folder.path).map { String($0.dropFirst(folder.path.count + 1)) },
            ["App/App.xcodeproj/project.pbxproj", "App/Modules/Kit.xcodeproj/project.pbxproj"])
        XCTAssertEqual(
            XcodeProject.projectFiles(under: folder.path + "/App/App.xcodeproj"),
            [folder.path + "/App/App.xcodeproj/project.pbxproj"])
    }

    // MARK: Fixtures

    private func shop() throws -> XcodeProject {
        try XcodeProject(projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: bytes(shopProject))
    }

    private func notes() throws -> XcodeProject {
        try XcodeProject(projectFile: "Notes.xcodeproj/project.pbxproj", bytes: bytes(notesProject))
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}

extension String {
    /// Inserts `line` and a newline before the line that begins with `anchor`; the anchor must be unique.
    fileprivate mutating func insert(_ line: String, before anchor: String) {
        let parts = components(separatedBy: "\n" + anchor)
        precondition(parts.count == 2, "anchor must occur once: \(anchor)")
        self = parts[0] + "\n" + line + "\n" + anchor + parts[1]
    }

    /// Inserts `line` as the line after the (unique) text `anchor`, which ends a line.
    fileprivate mutating func insert(_ line: String, after anchor: String) {
        let parts = components(separatedBy: anchor + "\n")
        precondition(parts.count == 2, "anchor must occur once: \(anchor)")
        self = parts[0] + anchor + "\n" + line + "\n" + parts[1]
    }
}

/// Xcode 16: a synchronized folder with membership exceptions for both targets, a regular group
/// with a non-ASCII name and no children, no PBXBuildFile section, empty Sources phases.
let notesProject = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXFileReference section */
    \t\tF20000000000000000000001 /* Notes.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Notes.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tF20000000000000000000002 /* NotesWidget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = NotesWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    \t\t820000000000000000000001 /* Exceptions for "Notes" folder in "Notes" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tInfo.plist,
    \t\t\t\tLegacy,
    \t\t\t);
    \t\t\ttarget = C20000000000000000000001 /* Notes */;
    \t\t};
    \t\t820000000000000000000002 /* Exceptions for "Notes" folder in "NotesWidget" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\t"Model/Note+Title.swift",
    \t\t\t);
    \t\t\ttarget = C20000000000000000000002 /* NotesWidget */;
    \t\t};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\t920000000000000000000001 /* Notes */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (820000000000000000000001 /* Exceptions for "Notes" folder in "Notes" target */, 820000000000000000000002 /* Exceptions for "Notes" folder in "NotesWidget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Notes; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\tA20000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\t920000000000000000000001 /* Notes */,
    \t\t\t\tA20000000000000000000002 /* Outils d’édition */,
    \t\t\t\tA20000000000000000000003 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA20000000000000000000002 /* Outils d’édition */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t);
    \t\t\tname = "Outils d’édition";
    \t\t\tpath = Tools;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA20000000000000000000003 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF20000000000000000000001 /* Notes.app */,
    \t\t\t\tF20000000000000000000002 /* NotesWidget.appex */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tC20000000000000000000001 /* Notes */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tD20000000000000000000001 /* Sources */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\t920000000000000000000001 /* Notes */,
    \t\t\t);
    \t\t\tname = Notes;
    \t\t\tproductReference = F20000000000000000000001 /* Notes.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tC20000000000000000000002 /* NotesWidget */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tD20000000000000000000002 /* Sources */,
    \t\t\t);
    \t\t\tname = NotesWidget;
    \t\t\tproductReference = F20000000000000000000002 /* NotesWidget.appex */;
    \t\t\tproductType = "com.apple.product-type.app-extension";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tE20000000000000000000001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = A20000000000000000000001;
    \t\t\tminimizedProjectReferenceProxies = 1;
    \t\t\tpreferredProjectObjectVersion = 77;
    \t\t\tproductRefGroup = A20000000000000000000003 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tC20000000000000000000001 /* Notes */,
    \t\t\t\tC20000000000000000000002 /* NotesWidget */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tD20000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\tD20000000000000000000002 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXSourcesBuildPhase section */
    \t};
    \trootObject = E20000000000000000000001 /* Project object */;
    }

    """
