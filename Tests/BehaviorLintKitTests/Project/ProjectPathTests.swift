import XCTest

@testable import BehaviorLintKit

/// Path arithmetic inside a project: `.` and `..` resolved, a leading `..` kept.
final class ProjectPathTests: XCTestCase {
    func testNormalizingResolvesDotsAndEmptyComponents() {
        XCTAssertEqual(ProjectPath.normalize("a/./b//c/"), "a/b/c")
        XCTAssertEqual(ProjectPath.normalize("a/../../b"), "../b")
        XCTAssertEqual(ProjectPath.normalize("/a/../../b"), "/b")
        XCTAssertEqual(ProjectPath.normalize("./a"), "a")
        XCTAssertEqual(ProjectPath.normalize("a/..."), "a/...")
        XCTAssertEqual(ProjectPath.normalize(".hidden/a"), ".hidden/a")
        XCTAssertEqual(ProjectPath.normalize("/"), "/")
        XCTAssertEqual(ProjectPath.normalize(""), "")
        XCTAssertEqual(ProjectPath.normalize("."), "")
    }

    /// Whatever the components, the result is what resolving them one by one gives, and
    /// normalizing it again changes nothing.
    func testNormalizingAgreesWithResolvingComponentByComponent() {
        var random = SeededRandom(seed: 23)
        let components = ["a", "bc", ".", "..", "", "...", ".x"]
        for _ in 0..<2_000 {
            let count = random.next(upTo: 6)
            var path = (0..<count).map { _ in components[random.next(upTo: components.count)] }.joined(
                separator: "/")
            if random.next(upTo: 3) == 0 { path = "/" + path }
            let normalized = ProjectPath.normalize(path)
            XCTAssertEqual(normalized, resolved(path), path)
            XCTAssertEqual(ProjectPath.normalize(normalized), normalized, path)
        }
    }

    private func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if let last = kept.last, last != ".." {
                    kept.removeLast()
                } else if !absolute {
                    kept.append(part)
                }
            } else {
                kept.append(part)
            }
        }
        return (absolute ? "/" : "") + kept.joined(separator: "/")
    }

    /// The folders two files share, from the top: a folder named like the start of another is not
    /// shared, and a file's own name is no folder.
    func testSharedFoldersAreWholeLeadingFolders() {
        XCTAssertEqual(ProjectPath.sharedFolderCount("App/Feed/A.swift", "App/Feed/Cells/B.swift"), 2)
        XCTAssertEqual(ProjectPath.sharedFolderCount("App/Feed/A.swift", "App/FeedKit/B.swift"), 1)
        XCTAssertEqual(ProjectPath.sharedFolderCount("App/A.swift", "App/A.swift"), 1)
        XCTAssertEqual(ProjectPath.sharedFolderCount("A.swift", "B.swift"), 0)
        XCTAssertEqual(ProjectPath.sharedFolderCount("Docs/A.swift", "Meeting/A.swift"), 0)
    }
}
