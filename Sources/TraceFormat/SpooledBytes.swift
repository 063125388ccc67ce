#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An append-only byte store that stays in memory up to `memoryLimit` and then moves to an
/// anonymous temporary file (created in `$TMPDIR`, else `/tmp`, and unlinked at once, so
/// it disappears with the process): a streamed report's sections, written as the replay
/// runs and printed in order at its end, in memory that does not grow with the trace
/// (the `sort` utility's way). A short replay never touches the disk.
///
/// Errors are `.unwritable` naming the temporary folder. Not thread-safe: one owner.
public final class SpooledBytes {
    /// Bytes held in memory before the store moves to a file, and the size of each write
    /// to it: 4 MiB (our choice: a report section of a few thousand events stays in
    /// memory; a long one costs a write per 4 MiB).
    public static let memoryLimit = 4 << 20

    /// This store's limit: `memoryLimit` unless a test sets less.
    public let limit: Int
    private var buffer: [UInt8] = []
    private var fd: Int32 = -1
    private var folder: String
    /// Bytes appended so far.
    public private(set) var count = 0

    /// An empty store holding `memoryLimit` bytes (default `SpooledBytes.memoryLimit`) in memory.
    public init(memoryLimit: Int = SpooledBytes.memoryLimit) {
        limit = max(1, memoryLimit)
        let tmp = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        folder = tmp.isEmpty ? "/tmp" : tmp
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Appends `bytes`.
    public func append(_ bytes: [UInt8]) throws(TraceError) {
        guard !bytes.isEmpty else { return }
        buffer.append(contentsOf: bytes)
        count += bytes.count
        if buffer.count >= limit { try spill() }
    }

    /// Moves the buffered bytes to the file (creating it the first time).
    private func spill() throws(TraceError) {
        if fd < 0 {
            var template = Array((folder + "/mapsim-spool-XXXXXX").utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw FileBytes.failure(folder, "cannot create a temporary file", errno) }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }
        try FileBytes.writeAll(buffer, to: fd, path: folder + " (temporary file)")
        buffer.removeAll(keepingCapacity: true)
    }

    /// Whether the bytes have moved to a temporary file.
    public var isOnDisk: Bool { fd >= 0 }

    /// Hands every byte appended, in order, to `body` in pieces of at most `memoryLimit`.
    public func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Void) throws(TraceError) {
        if fd >= 0 {
            guard lseek(fd, 0, SEEK_SET) == 0 else { throw FileBytes.failure(folder, "cannot read a temporary file", errno) }
            var piece = [UInt8](repeating: 0, count: limit)
            while true {
                let n = piece.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw FileBytes.failure(folder, "cannot read a temporary file", errno)
                }
                if n == 0 { break }
                piece.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            }
            _ = lseek(fd, 0, SEEK_END)
        }
        buffer.withUnsafeBytes { body($0) }
    }
}
