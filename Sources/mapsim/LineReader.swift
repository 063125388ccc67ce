#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line in large chunks, without allocating per line.
///
/// Lines end with `\n`, `\r\n` or a lone `\r` (the classic Mac OS line end), so a
/// stream reads the same whichever of the three it uses (our choice, as Python's
/// universal newlines); a last line without a line end is still a line. Lines are handed
/// out as slices of the reader's buffer, valid only
/// during the callback. Lines longer than the buffer grow it.
final class LineReader {
    private let fileDescriptor: Int32
    private var storage: UnsafeMutablePointer<UInt8>
    /// Bytes of line data the buffer holds.
    private var capacity: Int
    /// What the stream is called in error messages ("stdin").
    let streamName: String

    /// A reader of `fileDescriptor` (default standard input), reading `chunkSize` bytes
    /// at a time (default 256 KiB, our choice).
    init(fileDescriptor: Int32 = 0, streamName: String = "stdin", chunkSize: Int = 1 << 18) {
        self.fileDescriptor = fileDescriptor
        self.streamName = streamName
        capacity = max(chunkSize, 16)
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Calls `body` with each line (terminator removed) and its 1-based line number, until
    /// the end of the stream or the first error.
    func forEachLine(_ body: (UnsafeMutableBufferPointer<UInt8>, Int) throws(CLIError) -> Void) throws(CLIError) {
        var start = 0, end = 0, scanFrom = 0
        var lineNumber = 0
        var atEnd = false
        while true {
            if scanFrom < end, let found = memchr(storage + scanFrom, 0x0A, end - scanFrom) {
                let newline = found.assumingMemoryBound(to: UInt8.self) - storage
                try lines(from: start, to: newline, terminated: true, lineNumber: &lineNumber, body)
                start = newline + 1
                scanFrom = start
                continue
            }
            scanFrom = end
            if atEnd {
                try lines(from: start, to: end, terminated: false, lineNumber: &lineNumber, body)
                return
            }
            if start > 0 {
                if end > start { memmove(storage, storage + start, end - start) }
                end -= start
                scanFrom -= start
                start = 0
            }
            if end == capacity { grow() }
            let count = read(fileDescriptor, storage + end, capacity - end)
            if count < 0 {
                if errno == EINTR { continue }
                throw .ioFailure("cannot read \(streamName): \(String(cString: strerror(errno)))")
            }
            if count == 0 { atEnd = true } else { end += count }
        }
    }

    /// Calls `body` with the lines of `storage[start..<end]`, which holds no `\n`: one
    /// ends at each `\r` in it, and the rest is a line too, except when it is empty and
    /// follows a `\r` (so `\r\n` ends one line) or, at the end of the stream
    /// (`terminated` false), when it is empty.
    @inline(__always)
    private func lines(from start: Int, to end: Int, terminated: Bool, lineNumber: inout Int,
                       _ body: (UnsafeMutableBufferPointer<UInt8>, Int) throws(CLIError) -> Void) throws(CLIError) {
        var lineStart = start
        while lineStart < end, let found = memchr(storage + lineStart, 0x0D, end - lineStart) {
            let carriageReturn = found.assumingMemoryBound(to: UInt8.self) - storage
            lineNumber += 1
            try body(UnsafeMutableBufferPointer(start: storage + lineStart, count: carriageReturn - lineStart), lineNumber)
            lineStart = carriageReturn + 1
        }
        guard lineStart < end || (terminated && lineStart == start) else { return }
        lineNumber += 1
        try body(UnsafeMutableBufferPointer(start: storage + lineStart, count: end - lineStart), lineNumber)
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: capacity)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }
}
