import Foundation
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// The per-file summary cache: a summary read back is the summary the scan made, field for
/// field; a file from another build, a corrupt or a truncated one is ignored, never trusted.
final class SummaryCacheTests: XCTestCase {
    /// What every construct the scan records looks like: types nested and extended, `#if`
    /// branches, overrides with statements and calls, every kind of `+` chain destination,
    /// suppressions, screens placed, and bytes that are not UTF-8.
    private static let everything = """
        // behavior-lint:disable screen-tracking -- measured elsewhere
        import UIKit

        #if DEBUG
        final class InboxViewController: UIViewController, Themed {
            struct Row { let title: String }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
                defer { Analytics.shared.track(screen: "Inbox") }
                let rows: [Row] = [Row(title: "a")] + others.map { Row(title: $0) }
                total = counts + [1]
                show(items + extra)
                return (first + second, 1)
            }
            func compose() -> [Int] { [1] + [2] }
            var cast: Any { ([1] + [2]) as [Int] }
        }
        #endif

        extension InboxViewController {
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                navigationController?.pushViewController(SettingsViewController(), animated: true)
                window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                addChild(sidebar)
            }
        }
        """

    private func summaries() throws -> [FileSummary] {
        var bytes = Array(Self.everything.utf8)
        bytes.append(contentsOf: [0x0A, 0xFF, 0xFE, 0x0A])
        let app = try FileDiscovery.swiftFiles(in: [SampleApp.sources]).get().map { path in
            Scanner.summarize(bytes: [UInt8](FileManager.default.contents(atPath: path)!), path: path)
        }
        return [Scanner.summarize(bytes: bytes, path: "Everything.swift")] + app
    }

    private func dumped(_ summary: FileSummary) -> String {
        var text = ""
        dump(summary, to: &text)
        return text
    }

    func testEverySummaryReadsBackFieldForField() throws {
        for summary in try summaries() {
            var writer = ArchiveWriter()
            summary.archive(into: &writer)
            let decoded = try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ArchiveReader(buffer)
                let decoded = try FileSummary(unarchiving: &reader)
                XCTAssertTrue(reader.isAtEnd)
                return decoded
            }
            XCTAssertEqual(dumped(decoded), dumped(summary), summary.path)
        }
        let everything = try summaries()[0]
        XCTAssertFalse(everything.plusChains.isEmpty)
        XCTAssertFalse(everything.suppressions.isEmpty)
        XCTAssertNotNil(everything.invalidUTF8Offset)
        XCTAssertFalse(everything.screens.pushed.isEmpty)
    }

    func testAProjectFilesSummaryReadsBack() throws {
        for (path, text) in [
            ("ios/Shop.xcodeproj/project.pbxproj", shopWithTests), ("Notes.xcodeproj/project.pbxproj", notesProject),
            ("Broken.xcodeproj/project.pbxproj", "{"),
            ("Old.xcodeproj/project.pbxproj", shopProject(swiftVersions: ["4.0"])),
        ] {
            let summary = Scanner.summarize(bytes: Array(text.utf8), path: path)
            var writer = ArchiveWriter()
            summary.archive(into: &writer)
            let decoded = try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ArchiveReader(buffer)
                return try FileSummary(unarchiving: &reader)
            }
            XCTAssertNotNil(summary.projectSources, path)
            XCTAssertEqual(decoded.projectSources, summary.projectSources, path)
        }
    }

    func testAStoredSummaryIsReadForItsPathAndHashOnly() throws {
        let folder = TemporaryDirectory()
        let file = folder.path + "/summaries.bin"
        let all = try summaries()
        XCTAssertNil(
            SummaryCache(file: file).store(all.enumerated().map { ($1, UInt64($0), nil) }, options: .everything))
        let cache = SummaryCache(file: file)
        XCTAssertTrue(cache.holds(all.enumerated().map { ($1.path, UInt64($0), nil) }, options: .everything))
        for (index, summary) in all.enumerated() {
            XCTAssertEqual(
                cache.summary(path: summary.path, hash: UInt64(index), options: .everything).map(dumped),
                dumped(summary))
            XCTAssertNil(
                cache.summary(path: summary.path, hash: UInt64(index) + 1000, options: .everything),
                "an edited file is scanned")
        }
        XCTAssertNil(cache.summary(path: "Other.swift", hash: 0, options: .everything))
    }

    /// A summary scanned without `+` chains is never served to a run that needs them, nor counted
    /// as held for it; the summary such a run scans in its place serves every run after it.
    func testASummaryWithoutChainsServesOnlyRunsThatNeedNone() throws {
        let folder = TemporaryDirectory()
        let file = folder.path + "/summaries.bin"
        let source = Array(Self.everything.utf8)
        let withoutChains = ScanOptions(findsPlusChains: false)
        let lean = Scanner.summarize(bytes: source, path: "Everything.swift", options: withoutChains)
        let full = Scanner.summarize(bytes: source, path: "Everything.swift")
        XCTAssertEqual(lean.plusChains.count, 0)
        XCTAssertGreaterThan(full.plusChains.count, 0)

        XCTAssertNil(SummaryCache(file: file).store([(lean, 1, nil)], options: withoutChains))
        var cache = SummaryCache(file: file)
        XCTAssertEqual(cache.summary(path: lean.path, hash: 1, options: withoutChains)?.plusChains.count, 0)
        XCTAssertNil(
            cache.summary(path: lean.path, hash: 1, options: .everything)?.path, "scanned again, for its chains")
        XCTAssertTrue(cache.holds([(lean.path, 1, nil)], options: withoutChains))
        XCTAssertFalse(cache.holds([(lean.path, 1, nil)], options: .everything))

        // The same bytes scanned again for chains replace the entry, though their hash is the same.
        XCTAssertNil(cache.store([(full, 1, nil)], options: .everything))
        cache = SummaryCache(file: file)
        XCTAssertEqual(
            cache.summary(path: full.path, hash: 1, options: .everything)?.plusChains.count, full.plusChains.count)
        XCTAssertTrue(cache.holds([(full.path, 1, nil)], options: withoutChains), "chains held are no harm")
        // A run that needs no chains keeps those held.
        XCTAssertNil(cache.store([(lean, 1, nil)], options: withoutChains))
        XCTAssertEqual(
            SummaryCache(file: file).summary(path: full.path, hash: 1, options: .everything)?.plusChains.count,
            full.plusChains.count)
    }

    /// A file's hash is taken from its stamp only when the stamp is exactly the one recorded, and
    /// only a stamp that had settled when it was stored is recorded.
    func testAStampGivesTheHashOnlyWhenItIsTheOneRecordedAndHadSettled() throws {
        let folder = TemporaryDirectory()
        let file = folder.path + "/summaries.bin"
        let all = try summaries()
        let now = Date()
        let nanoseconds = UInt64(now.timeIntervalSince1970 * 1e9)
        let settled = FileStamp(
            size: 10, inode: 1, modified: nanoseconds - 3_600_000_000_000, changed: nanoseconds - 3_600_000_000_000)
        let fresh = FileStamp(size: 10, inode: 2, modified: nanoseconds, changed: nanoseconds)
        XCTAssertNil(
            SummaryCache(file: file).store([(all[0], 7, settled), (all[1], 8, fresh)], options: .everything, now: now))
        let cache = SummaryCache(file: file)
        XCTAssertEqual(cache.hash(path: all[0].path, stamp: settled), 7)
        var written = settled
        written.modified += 1
        XCTAssertNil(cache.hash(path: all[0].path, stamp: written), "written since")
        var changed = settled
        changed.changed += 1
        XCTAssertNil(cache.hash(path: all[0].path, stamp: changed), "chmod, rename or touch since")
        XCTAssertNil(cache.hash(path: all[1].path, stamp: fresh), "written in the run's own clock tick: read again")
        let files = [(all[0].path, UInt64(7), Optional(settled)), (all[1].path, 8, fresh)]
        XCTAssertTrue(cache.holds(files, options: .everything, now: now))
        XCTAssertFalse(
            cache.holds(files, options: .everything, now: now + 10),
            "the fresh stamp has settled since: worth recording")
    }

    func testACorruptTruncatedOrForeignFileIsIgnoredNeverTrusted() throws {
        let folder = TemporaryDirectory()
        let file = folder.path + "/summaries.bin"
        let all = try summaries()
        XCTAssertNil(
            SummaryCache(file: file).store(all.enumerated().map { ($1, UInt64($0), nil) }, options: .everything))
        // Two files edited since: a batch appended, which corruption can reach as well.
        XCTAssertNil(
            SummaryCache(file: file).store(
                all.enumerated().map { ($1, UInt64($0 < 2 ? $0 + 1000 : $0), nil) }, options: .everything))
        let good = [UInt8](FileManager.default.contents(atPath: file)!)
        func readsNothingWrong(_ bytes: [UInt8], _ what: String) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let cache = SummaryCache(file: file)
            for (index, summary) in all.enumerated() {
                for hash in [UInt64(index), UInt64(index) + 1000] {
                    if let read = cache.summary(path: summary.path, hash: hash, options: .everything) {
                        XCTAssertEqual(dumped(read), dumped(summary), what)
                    }
                }
            }
        }
        var random = SeededRandom(seed: 7)
        for _ in 0..<16 {
            var flipped = good
            let offset = Int(random.next() % UInt64(good.count))
            flipped[offset] ^= UInt8(1 + random.next() % 255)
            try readsNothingWrong(flipped, "byte \(offset) flipped")
        }
        for length in stride(from: 0, to: good.count, by: max(1, good.count / 16)) {
            try readsNothingWrong(Array(good[..<length]), "cut at \(length)")
        }
        // Written by another build: nothing is read.
        let foreign = String(decoding: good, as: UTF8.self).replacingOccurrences(
            of: ToolVersion.build, with: "0.0.0 1 2")
        try Data(foreign.utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertNil(SummaryCache(file: file).summary(path: all[0].path, hash: 0, options: .everything))
    }

    /// After an edit the cache grows by the entries that changed; what it held stays as it was.
    func testAnEditAppendsTheChangedEntriesAndTheirSummariesReplaceTheOldOnes() throws {
        let folder = TemporaryDirectory()
        let file = folder.path + "/summaries.bin"
        let all = try summaries()
        var hashes = all.indices.map { UInt64($0) }
        func store() -> [UInt8] {
            XCTAssertNil(
                SummaryCache(file: file).store(all.indices.map { (all[$0], hashes[$0], nil) }, options: .everything))
            return [UInt8](FileManager.default.contents(atPath: file)!)
        }
        let whole = store()
        hashes[1] = 100
        let edited = store()
        XCTAssertEqual(Array(edited.prefix(whole.count)), whole, "appended: what was written stays")
        XCTAssertLessThan(edited.count - whole.count, whole.count / all.count * 4)
        hashes[2] = 200
        hashes[1] = 101
        let again = store()
        XCTAssertEqual(Array(again.prefix(edited.count)), edited)
        let cache = SummaryCache(file: file)
        XCTAssertTrue(cache.holds(all.indices.map { (all[$0].path, hashes[$0], nil) }, options: .everything))
        for index in all.indices {
            XCTAssertEqual(
                cache.summary(path: all[index].path, hash: hashes[index], options: .everything).map(dumped),
                dumped(all[index]))
        }
        XCTAssertNil(
            cache.summary(path: all[1].path, hash: 100, options: .everything),
            "a later batch's entry stands in for an earlier one")
        XCTAssertNil(cache.summary(path: all[2].path, hash: 2, options: .everything))
    }

    /// Written whole again: when a file has gone (its entry would stay for good), when batches
    /// would outgrow a quarter of the file, and after a batch cut short (nothing after it would be read).
    func testTheFileIsWrittenWholeWhenAFileHasGoneBatchesOutgrowItOrOneWasCutShort() throws {
        let folder = TemporaryDirectory()
        let file = folder.path + "/summaries.bin"
        let all = try summaries()
        func store(_ files: [(FileSummary, UInt64, FileStamp?)]) -> [UInt8] {
            XCTAssertNil(SummaryCache(file: file).store(files, options: .everything))
            return [UInt8](FileManager.default.contents(atPath: file)!)
        }
        let whole = store(all.enumerated().map { ($1, UInt64($0), nil) })
        let gone = store(all.dropFirst().enumerated().map { ($1, UInt64($0 + 1), nil) })
        XCTAssertLessThan(gone.count, whole.count)
        XCTAssertNil(SummaryCache(file: file).summary(path: all[0].path, hash: 0, options: .everything))

        // One file edited after another: batches are appended until they would outgrow a quarter
        // of the file, which is then written whole.
        var hashes = all.indices.map { UInt64($0) }
        var sizes = [store(all.indices.map { (all[$0], hashes[$0], nil) }).count]
        for round in 1...(2 * all.count) {
            hashes[round % all.count] += 1000
            sizes.append(store(all.indices.map { (all[$0], hashes[$0], nil) }).count)
        }
        XCTAssertTrue(zip(sizes, sizes.dropFirst()).contains { $0 < $1 }, "appended")
        XCTAssertTrue(zip(sizes, sizes.dropFirst()).contains { $0 > $1 }, "written whole")
        XCTAssertLessThanOrEqual(sizes.max()!, sizes[0] + sizes[0] / 4)
        for index in all.indices {
            XCTAssertEqual(
                SummaryCache(file: file).summary(path: all[index].path, hash: hashes[index], options: .everything).map(
                    dumped),
                dumped(all[index]))
        }

        let base = store(all.enumerated().map { ($1, UInt64($0), nil) })
        let appended = store(all.enumerated().map { ($1, UInt64($0 == 3 ? 333 : $0), nil) })
        XCTAssertGreaterThan(appended.count, base.count)
        try Data(appended.dropLast()).write(to: URL(fileURLWithPath: file))
        let cut = SummaryCache(file: file)
        XCTAssertNil(cut.summary(path: all[3].path, hash: 333, options: .everything), "the batch cut short is not read")
        XCTAssertEqual(cut.summary(path: all[4].path, hash: 4, options: .everything).map(dumped), dumped(all[4]))
        let rewritten = store(all.enumerated().map { ($1, UInt64($0 == 3 ? 333 : $0), nil) })
        XCTAssertNotEqual(Array(rewritten.prefix(appended.count - 1)), Array(appended.dropLast()))
        XCTAssertEqual(
            SummaryCache(file: file).summary(path: all[3].path, hash: 333, options: .everything).map(dumped),
            dumped(all[3]))
    }
}
