#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered output to a file descriptor (default standard output).
///
/// Text collects in a large buffer and is written when the buffer fills, at `flush()`,
/// and after every line when the descriptor is a terminal (so interactive use shows
/// results as lines are typed). A failed write is remembered, later output is dropped,
/// and `endLine()` and `flush()` throw it.
final class OutputBuffer {
    private let fileDescriptor: Int32
    private let storage: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    private let flushesEachLine: Bool
    private var failure: CLIError?
    /// What the stream is called in error messages ("stdout").
    let streamName: String

    /// A buffer of `capacity` bytes (default 256 KiB, our choice) for `fileDescriptor`.
    init(fileDescriptor: Int32 = 1, streamName: String = "stdout", capacity: Int = 1 << 18) {
        self.fileDescriptor = fileDescriptor
        self.streamName = streamName
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
        flushesEachLine = isatty(fileDescriptor) != 0
    }

    deinit {
        storage.deallocate()
    }

    /// Appends raw bytes.
    func write(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        if count + bytes.count > capacity { drain() }
        if bytes.count > capacity {
            writeAll(bytes)
            return
        }
        UnsafeMutableRawPointer(storage + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends one byte.
    @inline(__always)
    func write(byte: UInt8) {
        if count == capacity { drain() }
        storage[count] = byte
        count += 1
    }

    /// Appends `value` in Swift's shortest round-trip form (`65.67111111111112`, `1.0`,
    /// `1e-05`), the same text as `value.description`; NaN prints as `nan`.
    @inline(__always)
    func write(_ value: Double) {
        var stream = self
        value.write(to: &stream)
    }

    /// Ends a line: appends `\n`, and writes the buffer out when the output is a terminal.
    /// Throws once a write has failed, so that a stream of lines stops early.
    @inline(__always)
    func endLine() throws(CLIError) {
        write(byte: 0x0A)
        if flushesEachLine { drain() }
        if let failure { throw failure }
    }

    /// Writes everything buffered; throws the first write failure, if any.
    func flush() throws(CLIError) {
        drain()
        if let failure { throw failure }
    }

    private func drain() {
        guard count > 0 else { return }
        writeAll(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = writeToDescriptor(fileDescriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                failure = .ioFailure("cannot write \(streamName): \(String(cString: strerror(errno)))")
                return
            }
            remaining -= written
            next += written
        }
    }
}

/// The C library's `write(2)`, under a name that the methods of `OutputBuffer` do not shadow.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

extension OutputBuffer: TextOutputStream {
    /// Appends the UTF-8 of `string` (`TextOutputStream`).
    func write(_ string: String) {
        var text = string
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends ASCII text. The standard library's number types call this hook of
    /// `TextOutputStream` from `write(to:)` with text formatted on the stack, which
    /// saves a `String` allocation per number; without it they fall back to `write(_:)`.
    func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        write(UnsafeRawBufferPointer(buffer))
    }
}
