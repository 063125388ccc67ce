/// Paths of the repository's files for the tests, found from this file's location
/// (`#filePath`, `<repo>/Tests/TestSupport/RepositoryPaths.swift`) so that no Package.swift
/// resources are needed. The one repository-root finder of the test targets.
public enum RepositoryPaths {
    /// `<repo>`, the folder that holds Package.swift, without a trailing slash.
    public static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    /// A bundled trace (or traces/schema.json): `<repo>/traces/NAME`, NAME with its `.json`.
    public static func trace(_ name: String) -> String { root + "/traces/" + name }

    /// A real recording bundled with the tests: `<repo>/Tests/Fixtures/recordings/NAME`.
    public static func recording(_ name: String) -> String { root + "/Tests/Fixtures/recordings/" + name }

    /// A peer's test data carried as ours: `<repo>/Tests/Fixtures/peers/NAME`.
    public static func peer(_ name: String) -> String { root + "/Tests/Fixtures/peers/" + name }
}
