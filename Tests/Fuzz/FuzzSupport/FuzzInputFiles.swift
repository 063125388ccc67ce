#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files of fuzz inputs: a corpus or regression folder's inputs and their bytes, for the
/// plain build of a target and for `FuzzTests`. The one file reader of the fuzz targets
/// (the JSON target links only TraceJSON, which has none; mapsim's is TraceFormat's
/// `FileBytes`).
public enum FuzzInputFiles {
    /// Suffix of a regression input's expected outcome file (`<name>.expected`), which is
    /// not an input itself.
    public static let expectedSuffix = ".expected"

    /// The regular files in `folder` (not in its subfolders; names starting with `.` and
    /// `*.expected` left out), sorted by name, as paths; nil when `folder` is not a
    /// readable folder.
    public static func inputs(inFolder folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name.hasPrefix(".") || name.hasSuffix(expectedSuffix) { continue }
            let path = folder + "/" + name
            if isRegularFile(path) { names.append(name) }
        }
        return names.sorted().map { folder + "/" + $0 }
    }

    /// Whether `path` is a folder.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file.
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The bytes of the file at `path`, nil when it cannot be opened or read.
    public static func contents(ofPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// The expected outcome of the regression input at `path` (the first line of
    /// `<path>.expected`), nil when there is none.
    public static func expectedOutcome(ofInput path: String) -> String? {
        guard let bytes = contents(ofPath: path + expectedSuffix) else { return nil }
        let line = bytes.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        return String(decoding: line, as: UTF8.self)
    }
}
