#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TraceJSON

/// Reads whole files with POSIX calls, turning failures into `TraceError`s that tell a
/// missing file (exit 66) from an unreadable one. The one file reader of mapsim: traces,
/// recordings and every command's file arguments go through it.
public enum FileBytes {
    /// The bytes of the file at `path`; `.fileNotFound` when it does not exist,
    /// `.unreadable` (with the system's reason) when it cannot be opened or read.
    public static func contents(ofPath path: String) throws(TraceError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw TraceError(.fileNotFound, fileName: path, message: "no such file")
            }
            throw TraceError(.unreadable, fileName: path, message: "cannot open: \(String(cString: strerror(code)))")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var info = stat()
        if fstat(fd, &info) == 0 && info.st_size > 0 {
            bytes.reserveCapacity(Int(info.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw TraceError(.unreadable, fileName: path, message: "cannot read: \(String(cString: strerror(code)))")
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }
}
