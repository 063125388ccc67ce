#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading whole input files for commands that take file arguments (`replay`, `check`,
/// `import`), with the errors mapped to exit 66: a missing file is
/// `CLIError.fileNotFound`, any other failure to open or read it `CLIError.cannotReadFile`.
enum FileInput {
    /// The bytes of the file at `path`.
    static func readAll(path: String) throws(CLIError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw error(for: path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(for: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The error for the current `errno` after opening or reading `path` failed.
    private static func error(for path: String) -> CLIError {
        let code = errno
        if code == ENOENT || code == ENOTDIR { return .fileNotFound(path: path) }
        return .cannotReadFile(path: path, reason: String(cString: strerror(code)))
    }
}
