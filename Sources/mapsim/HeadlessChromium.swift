#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Traces

/// Runs a page in Debian's `chromium`, headless, and returns the page's DOM once its
/// scripts have run: `mapsim oracle`'s browser. WebGL runs on SwiftShader (software), the
/// page may load local files, each run has a throwaway profile in a temporary directory
/// that is removed afterwards, and a run that outlives its time limit is killed with its
/// whole process group, so it never hangs.
enum HeadlessChromium {
    /// The browser: `$MAPSIM_CHROMIUM` when set, else the first `chromium` or
    /// `chromium-browser` on `PATH`; nil when there is none.
    static func executable() -> String? {
        if let given = getenv("MAPSIM_CHROMIUM").map({ String(cString: $0) }), !given.isEmpty {
            return access(given, X_OK) == 0 ? given : nil
        }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if access(candidate, X_OK) == 0 { return candidate }
            }
        }
        return nil
    }

    /// Writes `page` into a fresh temporary directory, opens it in `chromium` (a window of
    /// `width` × `height` CSS pixels) and returns the DOM it dumps after up to
    /// `virtualBudgetMs` of the page's virtual time. Fails with `.unavailable` (exit 69)
    /// when the browser cannot be started, `.internalFailure` (70) when it fails or takes
    /// longer than `timeoutSeconds`.
    static func dumpDOM(browser: String, page: String, width: Int, height: Int, virtualBudgetMs: Int,
                        timeoutSeconds: Double) throws(CLIError) -> String {
        let directory = try temporaryDirectory()
        defer { removeTree(directory) }
        let pagePath = directory + "/page.html", domPath = directory + "/dom.html", logPath = directory + "/chromium.log"
        do {
            try FileBytes.writeContents(ofPath: pagePath, with: Array(page.utf8))
        } catch {
            throw .internalFailure("could not write the oracle page: \(error.description)")
        }
        let arguments = ["--headless", "--no-sandbox", "--no-first-run", "--hide-scrollbars", "--mute-audio",
                         "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--allow-file-access-from-files",
                         "--user-data-dir=\(directory)/profile", "--window-size=\(width),\(height)",
                         "--virtual-time-budget=\(virtualBudgetMs)", "--dump-dom", "file://\(pagePath)"]
        let status = try run(browser, arguments, stdoutPath: domPath, stderrPath: logPath, timeoutSeconds: timeoutSeconds)
        let dom = (try? FileBytes.contents(ofPath: domPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard status == 0 else {
            throw .internalFailure("\(browser) exited with status \(status) (last log line: \(lastLine(of: logPath)))")
        }
        return dom
    }

    /// The last non-empty line of the file at `path`, or "none".
    static func lastLine(of path: String) -> String {
        guard let bytes = try? FileBytes.contents(ofPath: path) else { return "none" }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        return lines.last.map { String($0.prefix(200)) } ?? "none"
    }

    /// Runs `executable` in a process group of its own, stdin from /dev/null and the
    /// outputs to the files given; kills the group after `timeoutSeconds`. Returns the exit status.
    static func run(_ executable: String, _ arguments: [String], stdoutPath: String, stderrPath: String,
                    timeoutSeconds: Double) throws(CLIError) -> Int32 {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
#if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
#else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
#endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw .unavailable("could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        let deadline = monotonicSeconds() + timeoutSeconds
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 && errno != EINTR {
                throw .internalFailure("waitpid: \(String(cString: strerror(errno)))")
            }
            if monotonicSeconds() > deadline {
                kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw .internalFailure("\(executable) did not finish within \(Int(timeoutSeconds)) s and was stopped")
            }
            usleep(20_000)
        }
        // The browser's helpers live in its group; none may outlive it.
        kill(-pid, SIGKILL)
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// `path` made absolute against the working directory (the page names it as a file URL).
    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let directory = getcwd(nil, 0) else { return path }
        defer { free(directory) }
        return String(cString: directory) + "/" + path
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// A new directory under `$TMPDIR` (else /tmp), readable by this user only.
    static func temporaryDirectory() throws(CLIError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/mapsim-oracle.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .ioFailure("could not make a temporary directory in \(base): \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// Removes `path` and everything under it (not following links).
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR, let directory = opendir(path) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
