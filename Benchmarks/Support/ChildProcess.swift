#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program as a child process with `posix_spawn` and reports its exit, wall time
/// and peak resident set size (`wait4`'s `rusage.ru_maxrss`): the memory suite's one way
/// to measure a whole `mapsim` command, each run in a fresh process.
///
/// On Linux a spawned child's `ru_maxrss` starts from the spawning process's own peak
/// (the kernel folds the address space it leaves at `exec` into the child's maximum, and
/// glibc's `posix_spawn` leaves the parent's), so `run` first resets this process's peak
/// to its current size (`/proc/self/clear_refs`, "5"); the reading can still not fall
/// below this process's current resident size, which `run` reports as `spawnerResidentBytes` so that a reading near it
/// can be told apart. On macOS the child's reading is its own.
enum ChildProcess {
    /// What one run gave.
    struct Outcome: Hashable, Sendable {
        /// The exit status (0 to 255), or nil when a signal ended the child.
        var exitStatus: Int32?
        /// The signal that ended the child, or nil.
        var signal: Int32?
        /// Wall time from just before the spawn to the end of `wait4`, nanoseconds
        /// (monotonic clock).
        var wallNanoseconds: UInt64
        /// The child's peak resident set size, bytes: `ru_maxrss` (KiB on Linux, bytes on
        /// macOS) in bytes.
        var peakResidentBytes: UInt64
        /// This process's resident size just before the spawn, bytes (Linux: `/proc/self/statm`);
        /// 0 where not known. On Linux the child's reading cannot fall below it.
        var spawnerResidentBytes: UInt64

        /// Whether the child exited with status 0.
        var succeeded: Bool { exitStatus == 0 }
    }

    /// Why a child could not be run.
    struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The system's reason, with what failed: `posix_spawn: No such file or directory`.
        var message: String
        var description: String { message }
    }

    /// Runs `executable` with `arguments` (not including the program name, which is
    /// `executable`), stdin from `/dev/null`, stdout to `stdoutPath` and stderr to
    /// `stderrPath` (each created or truncated; default `/dev/null`), in this process's
    /// environment; waits for it.
    static func run(_ executable: String, _ arguments: [String], stdoutPath: String = "/dev/null",
                    stderrPath: String = "/dev/null") throws(Failure) -> Outcome {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

#if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
#else
        var actions = posix_spawn_file_actions_t()
#endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { throw Failure(message: "posix_spawn_file_actions_init failed") }
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let spawnerResident = prepareToSpawn()
        var pid: pid_t = 0
        let start = MonotonicClock.nanoseconds()
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environment())
        guard status == 0 else {
            throw Failure(message: "posix_spawn \(executable): \(String(cString: strerror(status)))")
        }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(message: "wait4: \(String(cString: strerror(errno)))") }
        }
        let elapsed = MonotonicClock.nanoseconds() &- start
        let signal = waitStatus & 0x7f
        return Outcome(exitStatus: signal == 0 ? (waitStatus >> 8) & 0xff : nil,
                       signal: signal == 0 ? nil : signal,
                       wallNanoseconds: elapsed,
                       peakResidentBytes: peakBytes(maxrss: Int(usage.ru_maxrss)),
                       spawnerResidentBytes: spawnerResident)
    }

    /// `ru_maxrss` in bytes: it counts KiB on Linux and bytes on macOS.
    static func peakBytes(maxrss: Int) -> UInt64 {
#if canImport(Darwin)
        UInt64(max(maxrss, 0))
#else
        UInt64(max(maxrss, 0)) * 1024
#endif
    }

    /// The running program's own executable, as an absolute path: `/proc/self/exe` on
    /// Linux, `_NSGetExecutablePath` (resolved) on macOS; nil when not found.
    static func currentExecutable() -> String? {
#if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
#elseif canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        guard let resolved = realpath(buffer, nil) else { return String(cString: buffer) }
        defer { free(resolved) }
        return String(cString: resolved)
#else
        return nil
#endif
    }

    /// On Linux, resets this process's peak resident size to its current one and returns
    /// that size in bytes; 0 elsewhere. (Large freed blocks are already back with the
    /// system: glibc unmaps allocations above its mmap threshold when they are freed.)
    private static func prepareToSpawn() -> UInt64 {
#if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        if descriptor >= 0 {
            _ = write(descriptor, "5", 1)
            close(descriptor)
        }
        return currentResidentBytes()
#else
        return 0
#endif
    }

#if os(Linux)
    /// This process's resident size, bytes: the second field of `/proc/self/statm` (pages)
    /// times the page size; 0 when unreadable.
    static func currentResidentBytes() -> UInt64 {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return 0 }
        let fields = bytes[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2, let pages = UInt64(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    }
#endif

    /// The environment block for the child: this process's.
    private static func environment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
#if canImport(Darwin)
        UnsafePointer(_NSGetEnviron().pointee)
#else
        UnsafePointer(environ)
#endif
    }
}
