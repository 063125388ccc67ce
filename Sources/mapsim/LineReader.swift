#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line in large chunks, without allocating per line.
///
/// Lines end with `\n`; a `\r` just before it (CRLF) is dropped, and a last line without
/// `\n` is still a line. Lines are handed out as slices of the reader's buffer, valid only
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
                let newline = found.assumingMemoryBound(to: UInt8.self) - UnsafeMutableRawPointer(storage).assumingMemoryBound(to: UInt8.self)
                lineNumber += 1
                try body(line(from: start, to: newline), lineNumber)
                start = newline + 1
                scanFrom = start
                continue
            }
            scanFrom = end
            if atEnd {
                if start < end {
                    lineNumber += 1
                    try body(line(from: start, to: end), lineNumber)
                }
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

    /// The line in `storage[start..<end]`, without a trailing `\r`.
    @inline(__always)
    private func line(from start: Int, to end: Int) -> UnsafeMutableBufferPointer<UInt8> {
        var length = end - start
        if length > 0, storage[start + length - 1] == 0x0D { length -= 1 }
        return UnsafeMutableBufferPointer(start: storage + start, count: length)
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
