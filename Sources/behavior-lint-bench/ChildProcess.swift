import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program as a user would and measures it from the outside: wall time and the peak
/// resident memory the OS reports for the child (`wait4`'s `ru_maxrss`), output discarded.
enum ChildProcess {
    struct Measurement {
        var seconds: Double
        /// Peak resident set of the child, in bytes.
        var peakBytes: Int
        var status: Int32
    }

    /// Runs `path` with `arguments`; standard output goes to `output` (default `/dev/null`),
    /// standard error to `/dev/null`, standard input comes from `input` when given.
    static func run(_ path: String, _ arguments: [String], input: String? = nil, output: String = "/dev/null") throws
        -> Measurement
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input { posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw RunError("cannot run \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                throw RunError("waiting for \(path) failed: \(String(cString: strerror(errno)))")
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)  // bytes on macOS
        #else
            let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        // The exit status, as the shell's $? shows it (WEXITSTATUS); a signal counts as a failure.
        let exited = status & 0x7f == 0
        return Measurement(
            seconds: seconds, peakBytes: peak, status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }
}
