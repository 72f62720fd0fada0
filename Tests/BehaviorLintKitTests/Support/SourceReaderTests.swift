import Foundation
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// A source file is read byte for byte, whatever its bytes; what cannot be read says why.
final class SourceReaderTests: XCTestCase {
    func testEveryByteIsReadAsWritten() throws {
        let folder = TemporaryDirectory()
        let large = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for (name, bytes) in [
            ("empty.swift", []), ("invalid.swift", [0x6C, 0xFF, 0x0A, 0x00]), ("large.swift", large),
        ] {
            try Data(bytes).write(to: folder.url.appendingPathComponent(name))
            XCTAssertEqual(try SourceReader.read(path: folder.path + "/" + name).get(), bytes, name)
        }
    }

    func testAMissingFileOrAFolderSaysWhatItIs() {
        let folder = TemporaryDirectory()
        XCTAssertEqual(
            SourceReader.read(path: folder.path + "/missing.swift"), .failure(.notFound(folder.path + "/missing.swift"))
        )
        XCTAssertEqual(SourceReader.read(path: folder.path), .failure(.isDirectory(folder.path)))
    }
}
