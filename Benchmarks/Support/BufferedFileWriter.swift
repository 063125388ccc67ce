#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Traces

/// Writes a file through a 1 MiB buffer with POSIX `open` and `write`, for files too large
/// to build in memory first (the memory suite's 10⁷-event trace, about 380 MB).
///
/// Errors are `TraceError.unwritable` naming the file, with the system's reason. Numbers
/// are written without the locale or Foundation.
final class BufferedFileWriter {
    /// The file's path, as given.
    let path: String
    /// Bytes written to the file so far, buffered or not.
    private(set) var byteCount = 0
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// Buffer size that triggers a write: 1 MiB (our choice).
    static let bufferSize = 1 << 20

    /// Creates or truncates the file at `path` (mode 0644).
    init(path: String) throws(TraceError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Self.error(path, "cannot create the file") }
        buffer.reserveCapacity(Self.bufferSize + 256)
    }

    deinit {
        if descriptor >= 0 { _ = systemClose(descriptor) }
    }

    /// Appends the UTF-8 bytes of `text`.
    func write(_ text: String) throws(TraceError) {
        buffer.append(contentsOf: text.utf8)
        byteCount += text.utf8.count
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends one byte.
    @inline(__always)
    func write(byte: UInt8) {
        buffer.append(byte)
        byteCount += 1
    }

    /// Appends `value / 10^decimals` in decimal with at most `decimals` (0–9) decimals and
    /// no trailing zeros after the point: `write(fixed: 123450, decimals: 3)` writes
    /// `123.45`; `write(fixed: -5, decimals: 2)` writes `-0.05`.
    func write(fixed value: Int, decimals: Int) {
        precondition((0...9).contains(decimals), "BufferedFileWriter: 0 to 9 decimals")
        var magnitude = value.magnitude
        if value < 0 { write(byte: UInt8(ascii: "-")) }
        var unit: UInt = 1
        for _ in 0..<decimals { unit *= 10 }
        writeDigits(magnitude / unit)
        magnitude %= unit
        guard magnitude > 0 else { return }
        write(byte: UInt8(ascii: "."))
        var place = unit / 10
        while magnitude > 0 {
            write(byte: UInt8(ascii: "0") + UInt8(magnitude / place))
            magnitude %= place
            place /= 10
        }
    }

    /// Writes the buffer to the file when it is full; call after each record.
    @inline(__always)
    func flushIfFull() throws(TraceError) {
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes the buffered bytes to the file.
    func flush() throws(TraceError) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Self.error(path, "cannot write")
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file; the writer must not be used afterwards.
    func close() throws(TraceError) {
        try flush()
        let status = systemClose(descriptor)
        descriptor = -1
        guard status == 0 else { throw Self.error(path, "cannot close") }
    }

    private func writeDigits(_ value: UInt) {
        if value >= 10 { writeDigits(value / 10) }
        write(byte: UInt8(ascii: "0") + UInt8(value % 10))
    }

    private static func error(_ path: String, _ what: String) -> TraceError {
        TraceError(.unwritable, fileName: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// `write(2)`, under a name that the writer's own `write` methods do not hide.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// `close(2)`, under a name that the writer's own `close` does not hide.
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
