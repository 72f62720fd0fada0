import Foundation
import XCTest

@testable import BehaviorLintKit

/// Writing reports, baselines and fixed files whole: a file is replaced at once, a device or pipe
/// is written in place and stays what it is.
final class AtomicFileTests: XCTestCase {
    func testAFileIsReplacedWholeKeepingItsPermissions() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("report.json", "old")
        chmod(path, 0o640)
        try AtomicFile.write(Data("new".utf8), to: path)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("new".utf8))
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.json"])
    }

    /// `--reporter json:/dev/stdout` or a named pipe: renaming a file over it would replace the
    /// device (as root, `/dev/null` itself) with a regular file.
    func testANamedPipeIsWrittenInPlaceAndStaysAPipe() throws {
        let folder = TemporaryDirectory()
        let pipe = folder.path + "/report.fifo"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        XCTAssertNil(AtomicFile.unwritableReason(pipe))
        try AtomicFile.write(Data("findings".utf8), to: pipe)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        XCTAssertEqual(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self), "findings")
        var info = stat()
        XCTAssertEqual(lstat(pipe, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.fifo"])
    }
}
