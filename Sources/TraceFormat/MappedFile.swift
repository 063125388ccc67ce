#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped read-only into memory, for reading a long trace in one pass
/// without holding it: the pages a reader has passed are handed back to the system
/// (`release(before:)`, `madvise(MADV_DONTNEED)`), so a 450 MB trace is read in a few
/// megabytes of resident memory. Reading them again faults them back in from the page
/// cache. The mapping ends when the value is freed.
///
/// The file must not shrink while mapped (reading past its new end would raise SIGBUS):
/// a trace is not to be edited while it is being replayed. `FileBytes.contents(ofPath:)`
/// reads files that cannot be mapped (pipes, empty files).
///
/// Sendable so that a loaded trace can move between threads; its bytes are immutable,
/// but `release(before:)` and `rewind()` keep unsynchronised state: read it from one
/// thread at a time (a `TraceChecker` loads a file per path and job).
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes (empty for an empty file).
    public let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?
    private let length: Int
    /// Offset below which the pages have been released, page-aligned.
    private var releasedUpTo = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The file at `path`, mapped; nil when it is not a regular file or is empty (read it
    /// with `FileBytes.contents(ofPath:)`). `.fileNotFound` when it does not exist,
    /// `.unreadable` when it cannot be opened or mapped.
    public static func map(path: String) throws(TraceError) -> MappedFile? {
        let fd = open(path, O_RDONLY)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw TraceError(.fileNotFound, fileName: path, message: "no such file") }
            throw TraceError(.unreadable, fileName: path, message: "cannot open: \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        let length = Int(info.st_size)
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw TraceError(.unreadable, fileName: path, message: "cannot map: \(String(cString: strerror(errno)))")
        }
        return MappedFile(base: base, length: length)
    }

    private init(base: UnsafeMutableRawPointer, length: Int) {
        self.base = base
        self.length = length
        bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: length)
    }

    /// Hands the whole pages before `offset` back to the system (their bytes stay
    /// readable). Cheap when called often: it acts once a megabyte has been passed.
    public func release(before offset: Int) {
        guard let base else { return }
        let end = min(offset, length) / Self.pageSize * Self.pageSize
        guard end - releasedUpTo >= 1 << 20 else { return }
        _ = madvise(base + releasedUpTo, end - releasedUpTo, Int32(MADV_DONTNEED))
        releasedUpTo = end
    }

    /// Starts releasing again from the file's start (before a second pass).
    public func rewind() { releasedUpTo = 0 }

    deinit {
        if let base { munmap(base, length) }
    }
}
