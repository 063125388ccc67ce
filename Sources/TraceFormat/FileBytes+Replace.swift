#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing files: replacing a file's contents atomically (`mapsim check --update`), and
/// writing a new or truncated file (pictures, explored traces, benchmark inputs).
extension FileBytes {
    /// Writes `bytes` to the file at `path`, created (mode 0644 less the umask) or
    /// truncated. Not atomic: a reader may see a part of the file while it is written.
    /// Errors are `.unwritable` with the system's reason (`path: cannot write: No such
    /// file or directory`).
    public static func writeContents(ofPath path: String, with bytes: [UInt8]) throws(TraceError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw failure(path, "cannot write", errno) }
        do throws(TraceError) {
            try writeAll(bytes, to: fd, path: path)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure(path, "cannot write", errno) }
    }

    /// Writes every byte of `bytes` to `fd` (retrying interrupted writes); a failure is an
    /// `.unwritable` error for `path`. Leaves `fd` open.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(TraceError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw failure(path, "cannot write", code)
            }
            offset += n
        }
    }

    /// Replaces the contents of the existing file at `path` with `bytes`, atomically: the
    /// bytes go to a new file beside it (`.NAME.XXXXXX` in the same folder, with the
    /// original's permission bits), are flushed to the disk, and the new file is renamed
    /// over the old one. A reader sees the old file or the new one, never a part of
    /// either, and an interrupted replacement leaves the old file as it was (and at worst
    /// the hidden temporary file). A symbolic link at `path` is replaced by the file.
    ///
    /// Errors are `.unwritable` with the system's reason (`.fileNotFound` when `path` does
    /// not exist); the temporary file is removed after a failure.
    public static func replaceContents(ofPath path: String, with bytes: [UInt8]) throws(TraceError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw TraceError(.fileNotFound, fileName: path, message: "no such file") }
            throw failure(path, "cannot read its attributes", code)
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + name + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(path, "cannot create a temporary file beside it", errno) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var closed = false
        do throws(TraceError) {
            guard fchmod(fd, info.st_mode & 0o7777) == 0 else { throw failure(path, "cannot set permissions", errno) }
            try writeAll(bytes, to: fd, path: path)
            guard fsync(fd) == 0 else { throw failure(path, "cannot flush", errno) }
            closed = true
            guard close(fd) == 0 else { throw failure(path, "cannot write", errno) }
            guard rename(temporary, path) == 0 else { throw failure(path, "cannot replace", errno) }
        } catch {
            if !closed { close(fd) }
            unlink(temporary)
            throw error
        }
    }

    static func failure(_ path: String, _ what: String, _ code: Int32) -> TraceError {
        TraceError(.unwritable, fileName: path, message: "\(what): \(String(cString: strerror(code)))")
    }
}
