#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat
import TraceJSON
import Replays

/// The trace files a `mapsim check` run names: each argument is a file, taken as it is
/// (whatever its name), or a folder, which stands for every `*.json` file below it.
///
/// Folders are walked recursively with POSIX calls; entries are sorted by their bytes
/// (not by the file system's order), names starting with `.` are passed over, and links
/// to folders are not followed (a link cycle cannot loop; our choice). A file in a folder
/// is named by joining the argument and the entry with one `/` (`traces/` and `traces`
/// both give `traces/gesture-pan.json`). An argument that does not exist, or a folder
/// that cannot be read, stays in the list as it is, so that checking it reports the
/// error in its place and the other paths are still checked; so does a folder argument
/// with no `*.json` file below it when asked (`check --strict` fails it).
public enum TraceCorpus {
    /// The files of `arguments`, in argument order, each folder's files in sorted order;
    /// with `keepingEmptyFolders` (default false), a folder argument that holds no
    /// `*.json` file is listed as itself, in its place.
    public static func files(_ arguments: [String], keepingEmptyFolders: Bool = false) -> [String] {
        var files: [String] = []
        for argument in arguments {
            if isDirectory(argument, followingLinks: true) {
                let count = files.count
                collect(folder: argument, into: &files)
                if keepingEmptyFolders && files.count == count { files.append(argument) }
            } else {
                files.append(argument)
            }
        }
        return files
    }

    /// Whether `path` is a folder that can be listed and holds no `*.json` file below it.
    public static func isEmptyFolder(_ path: String) -> Bool {
        guard isDirectory(path, followingLinks: true), entries(of: path) != nil else { return false }
        var files: [String] = []
        collect(folder: path, into: &files)
        return files.isEmpty
    }

    /// Appends the `*.json` files below `folder`, or the folder itself when it cannot be
    /// listed (checking it then reports why).
    private static func collect(folder: String, into files: inout [String]) {
        guard let names = entries(of: folder) else { return files.append(folder) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names where !name.hasPrefix(".") {
            let path = prefix + name
            if isDirectory(path, followingLinks: false) {
                collect(folder: path, into: &files)
            } else if name.hasSuffix(".json") && !isDirectory(path, followingLinks: true) {
                files.append(path)
            }
        }
    }

    /// The entry names of `folder` (without `.` and `..`) sorted by their UTF-8 bytes, or
    /// nil when it cannot be opened.
    private static func entries(of folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether `path` is a folder; with `followingLinks` false, a link to one is not.
    private static func isDirectory(_ path: String, followingLinks: Bool) -> Bool {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        return status == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
