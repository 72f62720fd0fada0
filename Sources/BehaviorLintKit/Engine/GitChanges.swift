import Foundation

/// What changed since a git ref (`--diff-base REF`): the files, and with `--changed-lines` the
/// lines, so that big repositories and pre-commit hooks lint only what a change touched.
public struct GitChanges {
    /// Absolute paths of files added, copied, modified or renamed since the ref, and untracked files.
    public var files: Set<String>
    /// Changed line ranges per absolute path; a file absent here (untracked) counts as all changed.
    public var lines: [String: [ClosedRange<Int>]]

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func since(_ ref: String, in directory: String = FileManager.default.currentDirectoryPath) -> Result<
        GitChanges, Failure
    > {
        do {
            let root = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(
                in: .whitespacesAndNewlines)
            let tracked = try git(["diff", "--name-only", "--diff-filter=ACMR", ref, "--"], in: root)
            let untracked = try git(["ls-files", "--others", "--exclude-standard"], in: root)
            let diff = try git(["diff", "-U0", "--no-color", "--no-ext-diff", ref, "--"], in: root)
            var files = Set<String>()
            for line in (tracked + "\n" + untracked).split(separator: "\n") where !line.isEmpty {
                files.insert(URL(fileURLWithPath: root + "/" + line).standardizedFileURL.path)
            }
            return .success(GitChanges(files: files, lines: parseHunks(diff, root: root)))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    /// Whether a finding at `line` of `path` (absolute) is on a changed line.
    public func contains(path: String, line: Int) -> Bool {
        guard files.contains(path) else { return false }
        guard let ranges = lines[path] else { return true }
        return ranges.contains { $0.contains(line) }
    }

    /// Reads `+++ b/path` and `@@ -a,b +c,d @@` lines of a zero-context diff.
    static func parseHunks(_ diff: String, root: String) -> [String: [ClosedRange<Int>]] {
        var result: [String: [ClosedRange<Int>]] = [:]
        var current: String? = nil
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current =
                    name.hasPrefix("b/")
                    ? URL(fileURLWithPath: root + "/" + name.dropFirst(2)).standardizedFileURL.path : nil
                if let current { result[current, default: []] = result[current] ?? [] }
            } else if line.hasPrefix("@@"), let current,
                let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") })
            {
                let numbers = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
                guard let start = numbers.first else { continue }
                let count = numbers.count > 1 ? numbers[1] : 1
                if count > 0 { result[current, default: []].append(start...start + count - 1) }
            }
        }
        return result
    }

    private static func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
