import Foundation

/// Fresh folders for the tests' scratch files: the one maker of temporary directories in
/// the test targets.
public enum ScratchDirectory {
    /// A new, empty folder `PREFIX-UUID` under the system's temporary directory
    /// (`FileManager.default.temporaryDirectory`); the caller removes it.
    public static func make(prefix: String = "mapsim-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension URL {
    /// This folder, created (with its parents) if missing.
    public func creatingDirectory() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}
